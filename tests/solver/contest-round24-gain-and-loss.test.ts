import { describeAnsweredAndRefused } from './answered-and-refused';
import { choice } from './lookalike-hunt-shared';

/**
 * Two items sold at one price, one at a profit rate and one at a loss rate of its own cost, the verdict over both
 * asked (decision 0128). Costs worked by hand: S ÷ (1 + r) and S ÷ (1 − r).
 */
describeAnsweredAndRefused(
  'two items at one price, one gains and one loses',
  [
    // 100 + 150 = 250 > 240
    [
      choice('两件衣服都卖$120$元，一件赚了$20\\%$，另一件亏了$20\\%$，商店卖这两件衣服是（~ ）．', '赚了', '亏了', '不赚不亏', '无法确定'),
      ['B'],
    ],
    // 2400 + 4000 = 6400 > 6000
    [
      choice(
        '某商店同时卖出两台空调，售价都是$3000$元，其中一台盈利$25\\%$，另一台亏损$25\\%$，这次买卖是赚了还是亏了？',
        '赚了',
        '亏了',
        '不赚不亏',
        '不能确定',
      ),
      ['B'],
    ],
    // 60 + 120 = 180 = 180
    [
      choice(
        '甲、乙两件商品都以$90$元售出，甲赚了$\\frac{1}{2}$，乙亏了$\\frac{1}{4}$，合起来是．',
        '赚了',
        '亏了',
        '不亏不赚',
        '无法比较',
      ),
      ['C'],
    ],
    // 100 + 187.5 = 287.5 < 300
    [choice('两件上衣都按$150$元卖出，一件赚$50\\%$，一件亏$20\\%$，结果是（ ）', '亏了', '赚了', '不赚不亏', '无法确定'), ['B']],
    // 50 + 75 = 125 > 120
    [
      choice(
        '商场有$A$，$B$两双鞋，每双都卖了$60$元．$A$赚了$\\frac{1}{5}$，$B$亏了$\\frac{1}{5}$，总的来说是',
        '不赚不亏',
        '赚了',
        '亏了',
        '不能确定',
      ),
      ['C'],
    ],
  ],
  [
    // amounts, not rates
    choice('两件衣服都卖$120$元，一件赚了$20$元，另一件亏了$20$元，商店卖这两件衣服是（~ ）．', '赚了', '亏了', '不赚不亏', '无法确定'),
    // two different prices
    choice('一件衣服卖$100$元，另一件卖$80$元，一件赚了$20\\%$，另一件亏了$20\\%$，结果是', '赚了', '亏了', '不赚不亏', '无法确定'),
    // the amount asked, not the verdict
    choice('两件衣服都卖$120$元，一件赚了$20\\%$，另一件亏了$20\\%$，商店一共亏了多少元？', '$10$', '$20$', '$0$', '$5$'),
    // the rates are of the sale price: another reading
    choice('两件衣服都卖$120$元，按售价计算，一件赚了$20\\%$，另一件亏了$20\\%$，结果是', '赚了', '亏了', '不赚不亏', '无法确定'),
    // an option that is no verdict
    choice('两件衣服都卖$120$元，一件赚了$20\\%$，另一件亏了$20\\%$，结果是', '赚了', '亏了$10$元', '不赚不亏', '无法确定'),
  ],
);
