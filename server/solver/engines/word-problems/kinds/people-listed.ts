import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex, type Problem } from '../read';

const FAMILY =
  '爸爸|妈妈|爷爷|奶奶|外公|外婆|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|叔叔|阿姨|舅舅|舅妈|姑姑|伯伯|伯母|婶婶|爸|妈|表哥|表姐|表弟|表妹';
/** One person: a family word (他的爸爸), or a name (小明, 王叔叔, 丽丽). */
const PERSON = `(?:(?:他|她)的)?(?:${FAMILY}|(?:(?!${FAMILY})[\\u4e00-\\u9fff]){1,2}(?:叔叔|阿姨|老师|爷爷|奶奶)|小[\\u4e00-\\u9fff]|[\\u4e00-\\u9fff]{2})`;
/** 「王叔叔和他的爸爸、妈妈去风景区游玩」: the people who go, listed before what they do together. */
const GOING = new RegExp(`^(?<list>${PERSON}(?:(?:和|与|跟|、)${PERSON})+)(?:一起|一同|一块儿)?(?:去|到|看|坐|乘|参观|游览|逛)`);
/** The price for each of them: 每张门票12元, 每人12元, 门票每张12元. */
const EACH =
  /(?:每张[\u4e00-\u9fff]{0,3}?票|[\u4e00-\u9fff]{0,3}?票每张|每人(?:的)?(?:[\u4e00-\u9fff]{0,3}?票)?)(?:的)?(?:售价|票价|价格|价钱)?(?:是|为|要)?$/;

/**
 * 「小明和爸爸、妈妈去公园，每张门票12元，一共要付多少元？」: the people who go are counted from the list that names
 * them (the one named first and each joined to him), then each one's ticket: count × price.
 */
export function peopleListedKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || p.ask.unit?.dim !== 'money' || !/一共|共|总共|合计|所有人|全部/.test(p.ask.text)) return null;
  if (/比|倍|剩|还|又|找|优惠|打折|折|半价|免费|儿童|成人|大人|小孩|学生票|团体/.test(p.text)) return null;
  const going = GOING.exec(p.clauses[0]);
  if (!going?.groups) return null;
  const people = going.groups.list.split(/和|与|跟|、/);
  if (people.length < 2 || new Set(people).size !== people.length) return null;
  // 一班和二班, 三年级和四年级, 全家: groups, not one person each
  if (people.some((x) => /[一二三四五六七八九十两\d]|班|级|组|队|家|校|们|人/.test(x.replace(/^(?:他|她)的/, '')))) return null;
  // 「和同学」「和老师」: one or several, the text does not say
  if (people.some((x) => /^(?:(?:他|她)的)?(?:好?朋友|好友|同学|老师|伙伴|同伴|邻居)$/.test(x))) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length !== 1) return null;
  const [price] = nums;
  const before = p.clauses[price.clause]
    .slice(0, price.start - p.offsets[price.clause])
    .replace(/^(?:如果|若)?[\u4e00-\u9fff]{0,6}?的(?=每)/, '');
  if (price.unit?.dim !== 'money' || price.clause === p.ask.clause || !EACH.test(before)) return null;
  const unit = p.ask.unit;
  const each = price.value.mul(price.unit.factor).div(unit.factor);
  const n = Rat.of(people.length);
  const answer = each.mul(n);
  if (!answer.div(n).eq(each)) return null;
  return {
    kind: 'people-listed',
    idea: `先数一数一共有几个人：${people.join('、')}，共 $${people.length}$ 人；每人一张票，求几个 $${numTex(each)}$ 元是多少，用乘法。`,
    steps: [
      `**数人数** ${people.join('、')}，一共 $${people.length}$ 人`,
      `**列式计算** $${numTex(each)} \\times ${people.length} = ${numTex(answer)}$（${unit.name}）`,
    ],
    answer,
    unit: unit.name,
    form: 'number',
    used: [price],
    check: `验算：$${numTex(answer)} \\div ${people.length} = ${numTex(each)}$（${unit.name}），正好是每张票的价钱。`,
  };
}
