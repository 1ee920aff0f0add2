import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * A whole number printed just before a fraction is a mixed number (带分数), and 「算式…的得数/值」 asks the plain value
 * (decision 0117). Before this change 1\frac{1}{2} was read as 1 × 1/2, which chose a wrong option.
 */
describeAnsweredAndRefused(
  'mixed numbers and the words of a plain computation',
  [
    [choice('$1\\frac{1}{2}\\times 2\\frac{2}{3}=$（ ）', '$4$', '$2\\frac{1}{3}$', '$3$', '$5$'), ['A']],
    [choice('计算：$3\\frac{3}{4}-1\\frac{1}{4}$', '$2\\frac{1}{2}$', '$2$', '$\\frac{1}{2}$', '$3$'), ['A']],
    [choice('$4\\frac{1}{5}\\div 1\\frac{2}{5}$的结果是', '$3$', '$\\frac{1}{3}$', '$4$', '$\\frac{21}{5}$'), ['A']],
    [choice('请问算式$32\\times 37\\times 75$的值为多少？', '$88075$', '$88800$', '$88200$', '$74000$'), ['B']],
    [choice('算式$125\\times 24\\times 5$的得数是（ ）．', '$15000$', '$12500$', '$1500$', '$150000$'), ['A']],
    [choice('下面算式的得数是多少？$1000-999+998-997$', '$2$', '$0$', '$1$', '$4$'), ['A']],
    [choice('$2\\frac{1}{4}+3\\frac{3}{4}$的计算结果是', '$5\\frac{1}{2}$', '$6$', '$5$', '$6\\frac{1}{4}$'), ['B']],
    [choice('计算：$1010\\times 1010$', '$1020100$', '$1020101$', '$1010100$', '$1002001$'), ['A']],
  ],
  [
    // an improper fraction after a whole number: a mixed number or a product?
    choice('$2\\frac{5}{3}\\times 3=$', '$11$', '$10$', '$9$', '$8$'),
    // the value matches no option
    choice('$1\\frac{1}{2}+1\\frac{1}{2}=$', '$2$', '$4$', '$1$', '$\\frac{1}{2}$'),
    // a large whole number one away from the worked value is another number
    choice('计算：$1010\\times 1010$', '$1020101$', '$1020099$', '$1010100$', '$1002001$'),
    // the words ask about the digits, not the value
    choice('算式$125\\times 24$的得数是几位数？', '$3$', '$4$', '$5$', '$6$'),
    // two operations between numbers are missing: no value
    choice('算式$12\\square 3=36$的得数是', '$12$', '$36$', '$4$', '$9$'),
  ],
);
