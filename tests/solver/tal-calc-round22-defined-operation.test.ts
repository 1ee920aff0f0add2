import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * An operation defined in the stem by a formula in two letters (定义新运算), or by cases, applied innermost first and
 * worked exactly (decision 0117).
 */
describeAnsweredAndRefused(
  'a new operation defined by a formula',
  [
    [choice('规定$a※b=3a-2b$，那么$5※4=$（ ）．', '$7$', '$8$', '$23$', '$2$'), ['A']],
    [choice('定义新运算$a\\oplus b=a\\times b+a+b$，则$2\\oplus 3=$', '$11$', '$10$', '$12$', '$6$'), ['A']],
    [choice('若$a\\triangle b=(a+b)\\div 2$，则$(4\\triangle 6)\\triangle 9=$', '$7$', '$5$', '$9$', '$8$'), ['A']],
    [
      choice(
        '对于任意两个数$x$、$y$，规定$x\\otimes y=2x+3y$，例如$1\\otimes 2=8$，那么$4\\otimes 5$等于多少？',
        '$23$',
        '$22$',
        '$26$',
        '$20$',
      ),
      ['A'],
    ],
    [
      choice('设$m\\odot n=\\frac{m+n}{m\\times n}$，则$3\\odot 6=$（ ）', '$\\frac{1}{2}$', '$2$', '$\\frac{1}{3}$', '$\\frac{3}{2}$'),
      ['A'],
    ],
    [choice('现在规定一种新运算：$a*b=a\\times b-(a+b)$，求$5*(3*4)$的值．', '$15$', '$16$', '$20$', '$11$'), ['A']],
    [choice('定义运算$a\\triangle b=a^{2}-b$，计算$3\\triangle 2+2\\triangle 3$．', '$8$', '$7$', '$6$', '$5$'), ['A']],
    [choice('已知$a☆b=4a-b$，那么$2.5☆1.5$的结果是（ ）', '$8.5$', '$10$', '$11.5$', '$8$'), ['A']],
    [
      choice(
        '规定：当$m\\geqslant n$时，$m\\odot n=m-n$；当$m<n$时，$m\\odot n=m\\times n$．那么$(5\\odot 2)\\odot 4=$',
        '$12$',
        '$1$',
        '$3$',
        '$7$',
      ),
      ['A'],
    ],
  ],
  [
    // a chain without brackets: which goes first?
    choice('规定$a※b=3a-2b$，那么$2※3※4=$', '$-8$', '$4$', '$0$', '$-2$'),
    // the example disagrees with the formula as read
    choice('规定$a※b=3a-2b$，例如$2※1=5$，那么$5※4=$', '$7$', '$8$', '$23$', '$2$'),
    // beside a product: which goes first?
    choice('规定$a※b=3a-2b$，那么$2\\times 3※4=$', '$-2$', '$4$', '$2$', '$-6$'),
    // an unknown inside the operation
    choice('规定$a※b=3a-2b$，若$x※4=7$，则$x=$', '$5$', '$4$', '$6$', '$7$'),
    // the cases leave a = b out
    choice('当$a>b$时，$a\\oplus b=a-b$；当$a<b$时，$a\\oplus b=b-a$．则$3\\oplus 3=$', '$0$', '$3$', '$6$', '$1$'),
    // defined by examples only: the rule is not given
    choice('如果$2\\oplus 3=2+22+222$，$3\\oplus 2=3+33$，那么$4\\oplus 3$等于', '$492$', '$444$', '$4444$', '$448$'),
  ],
);
