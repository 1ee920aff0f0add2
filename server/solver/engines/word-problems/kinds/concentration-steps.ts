import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';
import { convert, type Unit } from '../units';

const pc = (r: Rat) => `${t(r.mul(Rat.of(100)))}\\%`;

type Role = 'solute' | 'water' | 'solution' | 'rate';

/**
 * 浓度 (六年级 百分数): 浓度 = 溶质 ÷ 溶液 × 100%，溶液 = 溶质 + 水. What each told mass is is read from the word next
 * to it (20克盐, 180克水, 盐水600克, 加入300克水); the question asks the strength, the salt or the water to make a solution of
 * a strength (配制), the strength after water or salt is added, or how much of one solution to mix with another to a
 * strength between. Every number is used, and the answer is put back into the definition of 浓度.
 */
export function concentrationStepsKind(p: Problem): Model | null {
  const sm = /(盐|糖|药|酒精|农药)(?!水)/.exec(p.text.replace(/(盐|糖|药)水/g, '溶液'));
  const solute = sm?.[1] ?? /(盐|糖|药)水/.exec(p.text)?.[1];
  if (!solute || !/浓度|含(?:盐|糖|药)率|盐水|糖水|药水|溶液/.test(p.text)) return null;
  if (/蒸发|倒出|倒掉|又|再|比|倍|分之/.test(p.text.replace(/百分之几/g, ''))) return null;
  // 「需要20%的盐水多少克」: a strength told before, named again in the question, only names that solution
  const naming = p.qs.filter(
    (q) =>
      q.clause === p.ask.clause &&
      q.kind === 'percent' &&
      p.qs.some((o) => o !== q && o.clause !== p.ask.clause && o.kind === 'percent' && o.value.eq(q.value)),
  );
  const nums = p.qs.filter((q) => !isOptional(q) && !naming.includes(q));
  const masses = nums.filter((q) => q.kind === 'plain' && q.unit?.dim === 'mass');
  const rates = nums.filter((q) => q.kind === 'percent');
  if (masses.length + rates.length !== nums.length || nums.length < 2 || nums.length > 4) return null;
  const mu = masses[0]?.unit as Unit | undefined;
  if (!mu || masses.some((q) => q.unit?.name !== mu.name)) return null;
  const sol = `${solute}水`;
  // what each mass is
  const role = new Map<Qty, Role>();
  for (const q of masses) {
    const after = p.text.slice(q.end, q.end + 3);
    const before = p.text.slice(Math.max(0, q.start - 4), q.start);
    const added = /加(?:入|进|上)?$/.test(before);
    if (after.startsWith(sol) || after.startsWith('溶液') || /(?:盐水|糖水|药水|溶液)(?:是|有|重)?$/.test(before)) role.set(q, 'solution');
    else if (after.startsWith('水') || (added && /^(?:的)?水/.test(after))) role.set(q, 'water');
    else if (after.startsWith(solute) || new RegExp(`含${solute}(?:是|有)?$`).test(before)) role.set(q, 'solute');
    else return null;
  }
  // the question after the numbers told in its own clause (「用30克盐可以配制…的盐水多少克」 asks the solution)
  const inAsk = p.qs.filter((q) => q.clause === p.ask.clause);
  const cut = inAsk.length ? Math.max(...inAsk.map((q) => q.end)) - p.offsets[p.ask.clause] : 0;
  const ask = p.clauses[p.ask.clause].slice(Math.max(0, cut)) || p.ask.text;
  const askRate = p.ask.form === 'percent' || /浓度|含(?:盐|糖|药)率/.test(ask);
  // 「水占糖水的百分之几」「糖占水的百分之几」: a share that is not the solute's in the solution
  if (askRate && /水/.test(ask.replace(new RegExp(`${solute}水|溶液`, 'g'), ''))) return null;
  const isAdded = (q: Qty) => /加(?:入|进|上)?$/.test(p.text.slice(Math.max(0, q.start - 4), q.start));
  const steps: string[] = [];
  let answer: Rat;
  let check: string;
  let form: Model['form'] = 'number';
  let unit = '';
  const solutes = masses.filter((q) => role.get(q) === 'solute');
  const waters = masses.filter((q) => role.get(q) === 'water');
  const solutions = masses.filter((q) => role.get(q) === 'solution');
  const outUnit = p.ask.unit?.dim === 'mass' ? p.ask.unit : mu;
  // 「盐水500克，其中含盐40克」 is the salt in that solution; 「把10克盐放入100克盐水中」 adds to a solution of unknown strength
  const inside =
    solutions.length === 1 &&
    solutes.length === 1 &&
    /其中|含/.test(p.clauses[solutes[0].clause]) &&
    !/放入|加入|倒入|溶入|放进|加进/.test(p.text);
  if (
    askRate &&
    rates.length === 0 &&
    masses.length === 2 &&
    solutes.length === 1 &&
    !masses.some(isAdded) &&
    (waters.length === 1 || inside)
  ) {
    // 溶质 with 水 or with 溶液
    const s = solutes[0].value;
    const whole = waters.length === 1 ? s.add(waters[0].value) : solutions.length === 1 ? solutions[0].value : null;
    if (!whole || whole.cmp(s) <= 0) return null;
    answer = s.div(whole);
    if (waters.length) steps.push(`**第一步** ${sol}：$${t(s)} + ${t(waters[0].value)} = ${t(whole)}$（${mu.name}）`);
    steps.push(`**列式计算** 浓度：$${t(s)} \\div ${t(whole)} \\times 100\\% = ${pc(answer)}$`);
    check = `$${t(whole)} \\times ${pc(answer)} = ${t(s)}$（${mu.name}），正是${solute}的质量`;
    form = 'percent';
  } else if (askRate && rates.length === 1 && masses.length === 2 && solutions.length === 1 && !isAdded(solutions[0])) {
    // a solution of a strength, then water or solute added
    const add = masses.find((q) => q !== solutions[0]) as Qty;
    if (!isAdded(add) || (role.get(add) !== 'water' && role.get(add) !== 'solute')) return null;
    const M = solutions[0].value;
    const r = rates[0].value;
    if (r.sign() <= 0 || r.cmp(Rat.ONE) >= 0) return null;
    const s = M.mul(r);
    const s2 = role.get(add) === 'solute' ? s.add(add.value) : s;
    const M2 = M.add(add.value);
    answer = s2.div(M2);
    steps.push(`**第一步** 原来的${solute}：$${t(M)} \\times ${pc(r)} = ${t(s)}$（${mu.name}）`);
    steps.push(
      `**第二步** 加${role.get(add) === 'water' ? '水' : solute}后：${solute} $${t(s2)}$ ${mu.name}，${sol} $${t(M)} + ${t(add.value)} = ${t(M2)}$（${mu.name}）`,
    );
    steps.push(`**列式计算** 浓度：$${t(s2)} \\div ${t(M2)} \\times 100\\% = ${pc(answer)}$`);
    check = `$${t(M2)} \\times ${pc(answer)} = ${t(s2)}$（${mu.name}），${solute}的质量对得上`;
    form = 'percent';
  } else if (!askRate && p.ask.form === 'number' && rates.length === 1 && masses.length === 1 && !isAdded(masses[0])) {
    // 配制: a solution of a strength, its salt, its water, or the solution from the salt
    const r = rates[0].value;
    if (r.sign() <= 0 || r.cmp(Rat.ONE) >= 0) return null;
    const q = masses[0];
    const askWater = /水/.test(ask.replace(new RegExp(`${solute}水|溶液`, 'g'), ''));
    const askSolution = new RegExp(`${solute}水|溶液`).test(ask);
    const askSolute = new RegExp(`${solute}(?!水)`).test(ask) && !askWater;
    if ([askWater, askSolution, askSolute].filter(Boolean).length !== 1) return null;
    let M: Rat;
    if (role.get(q) === 'solution') {
      if (askSolution) return null;
      M = q.value;
    } else if (role.get(q) === 'solute') {
      if (askSolute) return null;
      M = q.value.div(r);
      steps.push(`**${askSolution ? '列式计算' : '第一步'}** ${sol}：$${t(q.value)} \\div ${pc(r)} = ${t(M)}$（${mu.name}）`);
    } else return null;
    const s = M.mul(r);
    const w = M.sub(s);
    const got = askSolute ? s : askWater ? w : M;
    if (askSolute) steps.push(`**列式计算** ${solute}：$${t(M)} \\times ${pc(r)} = ${t(s)}$（${mu.name}）`);
    if (askWater)
      steps.push(
        role.get(q) === 'solution'
          ? `**列式计算** 水：$${t(M)} \\times (1 - ${pc(r)}) = ${t(w)}$（${mu.name}）`
          : `**列式计算** 水：$${t(M)} - ${t(q.value)} = ${t(w)}$（${mu.name}）`,
      );
    const conv = convert(got, mu, outUnit);
    if (!conv) return null;
    answer = conv;
    unit = outUnit.name;
    check = `${solute} $${t(s)}$ ${mu.name}、水 $${t(w)}$ ${mu.name}：$${t(s)} \\div (${t(s)} + ${t(w)}) = ${pc(s.div(s.add(w)))}$`;
  } else if (!askRate && p.ask.form === 'number' && rates.length === 3 && masses.length === 1 && /混合|配成|混成|兑成/.test(p.text)) {
    // two strengths mixed to a third: x of the first, M − x of the second
    const M = masses[0].value;
    const target = rates.find(
      (r) => p.text.slice(r.end, r.end + 8).includes(String(masses[0].raw)) || Math.abs(masses[0].start - r.end) <= 4,
    );
    if (!target) return null;
    const [r1, r2] = rates.filter((r) => r !== target);
    const askedQ = [r1, r2].filter((r) => naming.some((q) => q.value.eq(r.value)));
    if (askedQ.length !== 1) return null;
    const mine = askedQ[0];
    const other = mine === r1 ? r2 : r1;
    const a = mine.value;
    const b = other.value;
    const c = target.value;
    if (a.eq(b) || c.cmp(a.cmp(b) < 0 ? a : b) <= 0 || c.cmp(a.cmp(b) < 0 ? b : a) >= 0) return null;
    const x = M.mul(c.sub(b)).div(a.sub(b));
    steps.push(
      `**分析数量关系** 设${pc(a)}的${sol}要 $x$ ${mu.name}，${pc(b)}的就是 $${t(M)} - x$ ${mu.name}；混合前后${solute}的质量不变。`,
    );
    steps.push(`**列方程** $${pc(a)}x + ${pc(b)}(${t(M)} - x) = ${t(M)} \\times ${pc(c)}$，解得 $x = ${t(x)}$`);
    if (!x.mul(a).add(M.sub(x).mul(b)).eq(M.mul(c))) return null;
    const conv = convert(x, mu, outUnit);
    if (!conv) return null;
    answer = conv;
    unit = outUnit.name;
    check = `$${t(x)} \\times ${pc(a)} + ${t(M.sub(x))} \\times ${pc(b)} = ${t(M.mul(c))} = ${t(M)} \\times ${pc(c)}$`;
  } else return null;
  if (answer.sign() <= 0) return null;
  return {
    kind: 'concentration',
    idea: `浓度 = ${solute}的质量 ÷ ${sol}的质量 × 100%，${sol}的质量 = ${solute}的质量 + 水的质量。`,
    steps,
    answer,
    unit,
    form,
    used: [...nums, ...naming],
    check: `验算：${check}。`,
  };
}
