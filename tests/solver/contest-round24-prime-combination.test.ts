import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * Two primes with a·p + b·q = N told in words or letters, their sum or product asked (decision 0128). Answers
 * worked by hand: every prime p with a·p < N tried.
 */
describeAnsweredAndRefused(
  'two primes with a·p + b·q = N',
  [
    // 3p + 7q = 41: q = 5 → p = 2 only
    [choice('两个质数$p$、$q$满足$3p+7q=41$，则$p+q=$（~ ）．', '$7$', '$9$', '$10$', '$12$'), ['A']],
    // 11p + 2q = 101: p = 5, q = 23
    [choice('一个质数的$11$倍与另一个质数的$2$倍的和是$101$，这两个质数的积是多少？', '$28$', '$115$', '$95$', '$46$'), ['B']],
    // a + 3b = 35: (2, 11) and (29, 2)
    [choice('已知$a$、$b$都是质数，且$a+3b=35$，那么$a+b$的值是', '$13$', '$31$', '$13$或$31$', '$22$'), ['C']],
    // 3p + 5q = 100: p = 5, q = 17
    [choice('一个素数的三倍加上另一个素数的五倍等于$100$，这两个素数之和为．', '$20$', '$22$', '$24$', '$26$'), ['B']],
    // 2m + 5n = 39: (2, 7) and (7, 5)
    [choice('若质数$m$，$n$满足$2m+5n=39$，则$m+n$的值为（~ ）．', '$9$', '$12$', '$9$或$12$', '$14$'), ['C']],
    // 5p + q = 2027: p = 2, q = 2017 (p odd makes q even)
    [choice('一个质数的$5$倍与另一个质数的和是$2027$，这两个质数的和是多少？', '$2019$', '$2017$', '$2015$', '$410$'), ['A']],
  ],
  [
    // 7p + 4q = 83 has no prime solution
    choice('一个质数的$7$倍与另一个质数的$4$倍的和是$83$，这两个质数的和是', '$13$', '$14$', '$15$', '$16$'),
    // 3p + 5q = 301 has two: 61 and 99; no option names both
    choice('一个质数的$3$倍与另一个质数的$5$倍的和是$301$，这两个质数的和是', '$61$', '$85$', '$99$', '$100$'),
    // 3p + 5q = 40 only with p = q = 5, but 「另一个」 says they differ
    choice('一个质数的$3$倍与另一个质数的$5$倍的和是$40$，这两个质数的和是', '$10$', '$12$', '$14$', '$16$'),
    // composites, not primes
    choice('一个合数的$3$倍与另一个合数的$5$倍的和是$133$，这两个合数的和是', '$43$', '$38$', '$48$', '$53$'),
    // a difference, not a sum
    choice('一个质数的$3$倍与另一个质数的$5$倍的差是$1$，这两个质数的和是', '$4$', '$5$', '$7$', '$8$'),
    // the larger prime asked: not read
    choice('一个质数的$3$倍与另一个质数的$5$倍的和是$133$，这两个质数中较大的是', '$41$', '$43$', '$2$', '$39$'),
    // the ask names a letter the stem never declared
    choice('若质数$a$，$b$满足$5a+b=2027$，则$a+c=$', '$2019$', '$2017$', '$2015$', '$410$'),
  ],
);
