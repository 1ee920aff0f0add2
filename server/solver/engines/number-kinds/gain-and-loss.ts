import { num, type Worked } from './text';

const ITEM = '(?:件|台|个|辆|部|块|双|套|张|只|本|幅|条|把|辆)';
const PRICE = new RegExp(
  `^(?:某?商店|某?商场|某?商贩|店主|一个商人|一家商店)?(?:有|同时)?(?:卖出|出售|售出)?(?:[A-Z]和[A-Z]|甲和乙)?两${ITEM}([\\u4e00-\\u9fa5]{0,4}?),?(售价|卖价)?(?:都|各|均|每${ITEM}都)(按|以|卖|售价是|售价为|卖了|获得|是|为)?(\\d{1,6}(?:\\.\\d{1,2})?)元(的收入|的价格|出售|卖出|售出)?(出售|卖出|售出)?$`,
);
/** The price told is a cost, a list price or a purchase (进价, 成本, 原价, 标价, 定价, 买进, 购进), not the sale. */
const NOT_SALE = /价|成本|本钱|买|购|进货|折/;
const GAIN = /^(?:其中)?(?:一|第一|[A-Z甲])[件台个辆部块双套张只本幅条把]?([\u4e00-\u9fa5]{0,3}?)(?:赚了|盈利了?|获利了?|赚)(.+)$/;
const LOSS =
  /^(?:另一|另外一|第二|一|[A-Z乙])[件台个辆部块双套张只本幅条把]?([\u4e00-\u9fa5]{0,3}?)(?:亏了|亏损了?|赔了|亏本了?|亏|赔)(.+)$/;
/** Words before 赚/亏 that change the rate (「按售价赚」「少赚」「也赚」「没亏」): only the item's name may stand there. */
const RATE_QUALIFIED = /[按售卖价比少多也没不未又再成进]/;
/** What is asked: the verdict over both (「结果是」「商店卖这两件衣服是」「是赚了还是亏了」); no number, rate or base. */
const ASK = /^[^\d%\\]{0,16}?(?:是|为|怎样|如何|赚了还是亏了|赚还是亏|是赚是亏)$/;
const ASK_OTHER = /多少|几|按|售价|卖价|价|成本|利润|打折|折|计算/;
/**
 * The verdict asked of one item or under a new condition (「乙商品是」「如果亏的那件不卖了」「若只卖赚的那件」): not the
 * pair as sold. 「这两件」「这次」 and 「那么」 name the pair or join the sentence.
 */
const ONE_OR_CHANGED =
  /甲|乙|[A-Z]|一[件台个辆部块双套张只本幅条把]|那(?!么)|这(?![两次样些])|第|如果|若|假如|要是|假设|只|不卖|没|再|又|另|单|其中|每|三|退|换/;
/** A clause before the question: the two put together (「两件衣服合算在一起」「总的来说」), nothing else. */
const TOGETHER = /合|一起|总|整体|两/;

/** A profit or loss rate of the cost: 1/4, \frac{1}{4}, 25%, 百分之25. */
function rate(s: string): [number, number, string] | null {
  const frac = /^\\frac\{(\d{1,3})\}\{(\d{1,3})\}$/.exec(s) ?? /^(\d{1,3})\/(\d{1,3})$/.exec(s);
  if (frac) return [Number(frac[1]), Number(frac[2]), `\\frac{${frac[1]}}{${frac[2]}}`];
  const pct = /^(?:(\d{1,3})\\?%|百分之(\d{1,3}))$/.exec(s);
  if (pct) return [Number(pct[1] ?? pct[2]), 100, `${pct[1] ?? pct[2]}\\%`];
  return null;
}

const VERDICTS: Array<[RegExp, number, string]> = [
  [/^(?:不赚不亏|不亏不赚|不赚也不亏|不亏也不赚|持平|保本)$/, 3, '不赚不亏'],
  [/^(?:赚了|赚|盈利|盈利了|获利|获利了|赚钱了?)$/, 1, '赚了'],
  [/^(?:亏了|亏|亏损|亏损了|赔了|赔|亏本了?|亏钱了?)$/, 2, '亏了'],
];

function optionVerdict(text: string): string | null {
  const t = text.replace(/[\s$~。.]/g, '');
  return VERDICTS.find(([re]) => re.test(t))?.[1].toString() ?? null;
}

/**
 * 「两件衣服都按80元出售，一件赚了1/4，另一件亏了1/4，合起来是」: each rate is of that item's cost (利润率), so the costs
 * are S÷(1+r) and S÷(1−r); the two sale prices are compared with the two costs added. Asked only as the verdict
 * (赚了 / 亏了 / 不赚不亏), every option read as one of them.
 */
export function gainAndLossKind(f: string): Worked | null {
  // 「A，B两件衣服」「甲、乙两件商品」: the pair named before 两 is one phrase
  const clauses = f
    .replace(/([A-Z甲]),([A-Z乙])(?=两)/, '$1和$2')
    .replace(new RegExp(`(两${ITEM}[\\u4e00-\\u9fa5]{0,4}),(?=每|都|各|均|售价|卖价)`), '$1')
    .split(/[,.;]/)
    .filter(Boolean);
  if (clauses.length < 4 || clauses.length > 5) return null;
  const price = PRICE.exec(clauses[0]);
  const gain = GAIN.exec(clauses[1]);
  const loss = LOSS.exec(clauses[2]);
  if (!price || !gain || !loss) return null;
  // the price is the sale's: said so (售价, 卖, 出售, 收入), and no cost or list price beside it
  const sold = !!price[2] || /卖|售|获得/.test(price[3] ?? '') || !!(price[5] ?? price[6]);
  if (!sold || NOT_SALE.test(clauses[0].replace(/售价|卖价|元的价格/g, ''))) return null;
  if (RATE_QUALIFIED.test(gain[1]) || RATE_QUALIFIED.test(loss[1])) return null;
  const asked = clauses.slice(3);
  const question = asked[asked.length - 1];
  if (!ASK.test(question) || asked.some((c) => /\d|%/.test(c) || ASK_OTHER.test(c) || ONE_OR_CHANGED.test(c))) return null;
  if (asked.slice(0, -1).some((c) => !TOGETHER.test(c))) return null;
  const g = rate(gain[2]);
  const l = rate(loss[2]);
  if (!g || !l || g[0] <= 0 || l[0] <= 0 || l[0] >= l[1]) return null;
  const s = Number(price[4]);
  // costs as exact fractions over a common denominator: S·b/(b+a) and S·d/(d−c)
  const costG = (s * g[1]) / (g[1] + g[0]);
  const costL = (s * l[1]) / (l[1] - l[0]);
  const diffNum = 2 * s * (g[1] + g[0]) * (l[1] - l[0]) - s * g[1] * (l[1] - l[0]) - s * l[1] * (g[1] + g[0]);
  const code = diffNum > 0 ? 1 : diffNum < 0 ? 2 : 3;
  const verdict = VERDICTS.find(([, c]) => c === code)?.[2] as string;
  const show = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2).replace(/0+$/, ''));
  const cost = costG + costL;
  return {
    kind: 'gain-and-loss',
    steps: [
      `**解题思路** 赚或亏的百分率都是相对各自的成本（进价）说的，先求两件的成本，再与两件的售价之和比较。`,
      `**步骤 1** 赚 $${g[2]}$ 的一件：成本 $= ${s}\\div(1+${g[2]}) = ${show(costG)}$ 元；亏 $${l[2]}$ 的一件：成本 $= ${s}\\div(1-${l[2]}) = ${show(costL)}$ 元。`,
      `**步骤 2** 成本共 $${show(costG)}+${show(costL)} = ${show(cost)}$ 元，售价共 $${s}\\times 2 = ${2 * s}$ 元，${code === 3 ? '两者相等' : code === 1 ? '售价多于成本' : '售价少于成本'}。`,
    ],
    answer: verdict,
    value: num(code),
    optionValue: optionVerdict,
    check: `用分数精确计算：售价和减成本和的符号${code === 3 ? '为 0' : code === 1 ? '为正' : '为负'}，所以是${verdict}。`,
  };
}
