import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * A number to fill in an equation — a box, a triangle, a circle or empty brackets (□ △ ○ （ ）) — solved exactly
 * when the equation is linear in it, and a division with a remainder with one of its numbers blank (decision 0117).
 */
describeAnsweredAndRefused(
  'the number in the box',
  [
    [choice('在$36\\div \\square =4\\times 3$中，$\\square$里应填的数是（ ）。', '$3$', '$4$', '$9$', '$12$'), ['A']],
    [choice('如果$\\triangle \\times 5-7=28$，那么$\\triangle$表示的数是多少？', '$5$', '$6$', '$7$', '$8$'), ['C']],
    [choice('等式$(\\bigcirc +12)\\div 3=9$中，$\\bigcirc$代表几？', '$15$', '$27$', '$39$', '$3$'), ['A']],
    [choice('已知$2\\frac{1}{2}\\times \\square =10$，则$\\square =$（ ）', '$4$', '$25$', '$5$', '$\\frac{1}{4}$'), ['A']],
    [choice('横式$100-(\\quad)=37+28$，括号里应该填几？', '$35$', '$45$', '$65$', '$135$'), ['A']],
    [choice('要使算式$0.5\\times \\square +1.5=4$成立，$\\square$中应填（ ）', '$5$', '$3$', '$2.5$', '$8$'), ['A']],
    [choice('若$\\left( \\Delta \\times 3+4 \\right)\\times 5=95$，请问$\\Delta $代表的数是多少？', '$5$', '$6$', '$7$', '$3$'), ['A']],
  ],
  [
    // the box asks for an operation sign, not a number
    choice('在$2\\square 3=6$中，$\\square$里应填什么？', '$+$', '$-$', '$\\times$', '$\\div$'),
    // two different blanks
    choice('在$\\square +\\triangle =10$中，$\\square$最大可以填几？', '$9$', '$10$', '$8$', '$1$'),
    // not linear: two numbers square to 49
    choice('若$\\square \\times \\square =49$，则$\\square$是多少？', '$7$', '$-7$', '$49$', '$14$'),
    // another condition in words
    choice('$\\square +5=13-2$，若$\\square$是偶数，$\\square$最大是几？', '$4$', '$5$', '$6$', '$7$'),
    // the box is a digit of a number
    choice('在算式$\\square 5+3=38$中，$\\square$里应填几？', '$3$', '$5$', '$35$', '$30$'),
    // every number fits
    choice('$\\square \\times 0=0$，$\\square$中应填几？', '$0$', '$1$', '$2$', '$3$'),
  ],
);

describeAnsweredAndRefused(
  'a division with a remainder',
  [
    [choice('$\\square \\div 8=7\\cdots \\cdots 3$，$\\square$里应填几？', '$59$', '$56$', '$53$', '$60$'), ['A']],
    [choice('$59\\div \\square =7\\cdots \\cdots 3$，$\\square$里应填几？', '$8$', '$7$', '$9$', '$6$'), ['A']],
    [choice('$45\\div 7=6\\cdots \\cdots \\square$，$\\square$中应填（ ）', '$3$', '$4$', '$2$', '$6$'), ['A']],
    [choice('某数被$13$除，商是$9$，余数是$8$，则某数等于（  ）。', '$115$', '$120$', '$125$', '$130$'), ['C']],
    [choice('一个数被$6$除，商是$15$，余数是$4$，这个数是多少？', '$94$', '$90$', '$86$', '$100$'), ['A']],
    [choice('$\\square \\div 9=4\\cdots \\cdots 5$，$\\square$是（ ）', '$41$', '$36$', '$45$', '$31$'), ['A']],
  ],
  [
    // the remainder is not less than the divisor
    choice('在$\\square \\div 6=8\\cdots \\cdots 7$中，$\\square$里应填几？', '$55$', '$48$', '$54$', '$41$'),
    // no whole divisor leaves that remainder
    choice('$60\\div \\square =7\\cdots \\cdots 3$，$\\square$里应填几？', '$8$', '$7$', '$9$', '$6$'),
    // the largest remainder is another question
    choice('$\\square \\div 8=7\\cdots \\cdots \\triangle$，$\\square$最大是几？', '$63$', '$56$', '$64$', '$60$'),
  ],
);
