import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';
import { convert, type Unit } from '../units';

/** Working together, in the wordings of 工程问题 and of pipes filling a tank. */
export const TOGETHER = /合作|合修|合做|合干|合耕|合抄|合打|合运|合挖|合铺|一起|共同|同时|齐开|同开|都打开/;
/** One working alone for the whole job. */
const ALONE = /单独|单开|独自|独做|独修|只开/;
/** The workers of a job: teams, people, pipes. 甲队, 甲组, 甲管 are 甲. */
const WORKER = /[甲乙丙](?:队|组|管|工程队|人)?|师傅|徒弟|进水管|出水管/g;
const LEAVE = /离开|调走|撤出|撤走|退出|停工|被调走|关闭|关上|关掉/;
const JOIN = /加入|参加|也来|来帮忙|增援|打开/;
const DRAIN = /出水|排水|放水|放完|排完|放空|排空/;
/** A part of the job already done (已经修了全长的1/4, 先完成了这项工程的30%). */
const DONE = /已经|已|先/;

const workersIn = (s: string): string[] => [
  ...new Set((s.match(WORKER) ?? []).map((w) => (/^[甲乙丙]/.test(w) ? w[0] : w === '进水管' ? '进' : w === '出水管' ? '出' : w))),
];

/** Two words naming the workers as a group (两队, 两人, 两管, 师徒两人) are no number of the job. */
export const groupWord = (p: Problem, q: Qty): boolean =>
  q.chinese &&
  /^[两二三]$/.test(q.raw) &&
  /^(?:个|根)?(?:队|人|组|管|进水管|出水管|水管|水龙头|厂|车|台|位)/.test(p.text.slice(q.start + q.raw.length));

interface Stage {
  workers: string[];
  /** null: the unknown duration. */
  days: Qty | null;
}

/**
 * 工程问题 on one time line (六年级): the whole job is 1, each worker's 工作效率 is 1 ÷ the time it takes alone (a drain
 * pipe's counts against); the job is done in stages — one first (先做), then others join (加入) or leave (离开, 休息), the
 * rest (剩下的) by one or together — and the stages' work adds up to 1. One quantity is unknown: how long the last stage
 * still takes (还要几天), the whole time (共用了多少天), or one worker's time alone (乙单独做需要多少天). The work is linear in
 * it, so it is found from the work of the known stages; the answer is put back into every stage to give exactly 1.
 */
export function workTimelineKind(p: Problem): Model | null {
  if (p.ask.form !== 'number' || !(p.ask.unit?.dim === 'time' || p.ask.dim === 'time')) return null;
  if (!ALONE.test(p.text) || /比|倍|每|照这样|提前|推迟|效率提高|效率降低|平均/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q) && !groupWord(p, q));
  if (nums.length < 3 || nums.length > 5) return null;
  let unit: Unit | null = null;
  for (const q of nums) {
    if (q.kind === 'plain' && q.unit?.dim === 'time') {
      if (unit && unit.name !== q.unit.name) return null;
      unit = q.unit;
    } else if (!(q.kind === 'fraction' || q.kind === 'percent')) return null;
  }
  if (!unit) return null;
  const u = unit;
  const alone = new Map<string, { q: Qty; drain: boolean }>();
  const stages: Stage[] = [];
  const rests: Array<{ who: string; q: Qty }> = [];
  let done: Qty | null = null;
  let current: string[] = [];
  let pending: string[] | null = null;
  let askedAlone: string | null = null;
  const everyone = () => [...alone.keys()];
  const both = (named: string[]) => (named.length >= 2 ? named : everyone());
  for (let c = 0; c < p.clauses.length; c++) {
    const clause = p.clauses[c];
    if (!clause) continue;
    const isAsk = c === p.ask.clause;
    const here = nums.filter((q) => q.clause === c);
    const named = workersIn(clause);
    if (here.length > 1) return null;
    const q = here[0];
    if (isAsk) {
      if (q) return null;
      if (ALONE.test(clause)) {
        if (named.length !== 1 || alone.has(named[0])) return null;
        askedAlone = named[0];
      } else if (named.length && !pending) pending = TOGETHER.test(clause) ? both(named) : named;
      // 「三人合作几天完成」: everyone together, from the start
      else if (!pending && !stages.length && !done && TOGETHER.test(clause)) pending = everyone();
      continue;
    }
    if (q && ALONE.test(clause) && q.kind === 'plain' && (stages.length || done) && /剩下|余下|其余|接着|然后|再由/.test(clause)) {
      // 「剩下的由乙单独做了6天完成」: a stage, not a time alone
      if (named.length !== 1 || pending) return null;
      stages.push({ workers: named, days: q });
      current = named;
      continue;
    }
    if (q && ALONE.test(clause) && q.kind === 'plain') {
      // 甲队单独做20天完成; 单开出水管8小时放完
      if (named.length !== 1 || alone.has(named[0]) || stages.length) return null;
      alone.set(named[0], { q, drain: DRAIN.test(clause) });
      continue;
    }
    if (ALONE.test(clause) && !q) {
      // 乙队单独做要几天 told before the question, or 剩下的由乙单独做
      if (/剩下|余下|其余|再由|然后|接着|由/.test(clause) && named.length === 1) {
        pending = named;
        continue;
      }
      return null;
    }
    if (q && (q.kind === 'fraction' || q.kind === 'percent')) {
      // a part already done, before any stage
      if (done || stages.length || !DONE.test(clause) || named.length || q.value.sign() <= 0 || q.value.cmp(Rat.ONE) >= 0) return null;
      done = q;
      continue;
    }
    if (q) {
      if (/休息|请假/.test(clause)) {
        if (named.length !== 1) return null;
        rests.push({ who: named[0], q });
        continue;
      }
      if (JOIN.test(clause)) {
        if (!current.length || named.some((w) => current.includes(w))) return null;
        current = [...current, ...named];
      } else if (LEAVE.test(clause)) return null;
      else if (TOGETHER.test(clause)) current = both(named.length ? named : (pending ?? []));
      else if (named.length === 1) current = named;
      else if (named.length === 0 && pending) current = pending;
      else if (named.length === 0 && /又|再|继续|接着/.test(clause) && current.length) {
        // the same workers go on (又做了9天)
      } else return null;
      pending = null;
      if (!current.length) return null;
      stages.push({ workers: current, days: q });
      continue;
    }
    // clauses without a number: who works next
    if (LEAVE.test(clause)) {
      if (named.length !== 1 || !current.includes(named[0])) return null;
      pending = current.filter((w) => w !== named[0]);
    } else if (JOIN.test(clause)) {
      if (!named.length || !current.length) return null;
      pending = [...new Set([...current, ...named])];
    } else if (/剩下|余下|其余|再由|然后|接着|由/.test(clause) || TOGETHER.test(clause)) {
      if (TOGETHER.test(clause)) pending = both(named);
      else if (named.length === 1) pending = named;
      else return null;
    } else if (/休息/.test(clause) || (named.length && (alone.size || stages.length || done))) return null;
    // 「一个水池有甲乙两个进水管」: the workers introduced, before anything is told of them
  }
  if (alone.size + (askedAlone ? 1 : 0) < 2 || alone.size > 3) return null;
  if ([...alone.values()].filter((a) => a.drain).length > 1) return null;
  for (const s of stages) if (s.workers.some((w) => !alone.has(w) && w !== askedAlone)) return null;
  // the question
  const ask = p.ask.text;
  const total = /共|一共|总共|完成这项工程|完成任务|从开始到/.test(ask) && !/还/.test(ask);
  let unknown: 'last' | 'total' | 'rate';
  if (askedAlone) {
    if (pending || rests.length) return null;
    unknown = 'rate';
  } else if (rests.length) {
    // 合作，中途甲休息了5天：the whole time is asked; every worker works it but his rest
    if (!total || stages.length || done) return null;
    if (!TOGETHER.test(p.text)) return null;
    unknown = 'total';
  } else {
    if (!pending && !/还|剩下|余下/.test(ask)) return null;
    if (!pending) return null;
    stages.push({ workers: pending, days: null });
    unknown = 'last';
    if (total && !stages.slice(0, -1).length) return null;
  }
  if (askedAlone && !stages.some((s) => s.workers.includes(askedAlone as string))) return null;
  if (stages.length > 3) return null;
  const rate = (w: string, x: Rat): Rat => {
    if (w === askedAlone) return x;
    const a = alone.get(w);
    if (!a) throw new Error('no worker');
    const r = Rat.ONE.div(a.q.value);
    return a.drain ? r.neg() : r;
  };
  const names = everyone();
  const workOf = (x: Rat): Rat => {
    let w = done ? done.value : Rat.ZERO;
    if (unknown === 'total') {
      for (const n of names) {
        const rest = rests.filter((r) => r.who === n).reduce((s, r) => s.add(r.q.value), Rat.ZERO);
        w = w.add(rate(n, x).mul(x.sub(rest)));
      }
      return w;
    }
    for (const s of stages) {
      const d = s.days ? s.days.value : x;
      w = w.add(s.workers.reduce((sum, n) => sum.add(rate(n, x)), Rat.ZERO).mul(d));
    }
    return w;
  };
  const w0 = workOf(Rat.ZERO);
  const per = workOf(Rat.ONE).sub(w0);
  if (per.sign() <= 0) return null;
  const x = Rat.ONE.sub(w0).div(per);
  if (x.sign() <= 0 || !workOf(x).eq(Rat.ONE)) return null;
  if (unknown === 'total' && rests.some((r) => r.q.value.cmp(x) >= 0)) return null;
  // every stage does some work, no pipe's work is negative overall
  const used = [
    ...[...alone.values()].map((a) => a.q),
    ...(done ? [done] : []),
    ...stages.flatMap((s) => (s.days ? [s.days] : [])),
    ...rests.map((r) => r.q),
  ];
  if (nums.some((q) => !used.includes(q))) return null;
  used.push(...p.qs.filter((q) => groupWord(p, q)));
  // whose time is asked: 「甲一共做了几天」 is 甲's days, not the whole time; 「乙还要做几天」 the last stage, which must be 乙's
  const askWho = askedAlone ? [] : workersIn(ask);
  if (askWho.length > 1) return null;
  const who = askWho[0] as string | undefined;
  const still = /还/.test(ask);
  let workerDays: Rat | null = null;
  if (who && unknown === 'total') {
    const rest = rests.filter((r) => r.who === who).reduce((s, r) => s.add(r.q.value), Rat.ZERO);
    workerDays = x.sub(rest);
  } else if (who && unknown === 'last') {
    if (still && !stages[stages.length - 1].workers.includes(who)) return null;
    if (!still)
      workerDays = stages.filter((st) => st.workers.includes(who)).reduce((s, st) => s.add(st.days ? st.days.value : x), Rat.ZERO);
  } else if (unknown === 'last' && !still && !total && (stages.length > 1 || done)) return null;
  // (with stages before it, 「几天完成」 might be the last stage or the whole time)
  let inTime =
    unknown === 'rate'
      ? Rat.ONE.div(x)
      : workerDays
        ? workerDays
        : unknown === 'last' && total
          ? stages.reduce((s, st) => s.add(st.days ? st.days.value : x), Rat.ZERO)
          : x;
  const out = p.ask.unit ?? u;
  const answer = convert(inTime, u, out);
  if (!answer) return null;
  inTime = inTime as Rat;
  // the steps a student writes
  const label = (w: string) => (w === '进' ? '进水管' : w === '出' ? '出水管' : w);
  const effTex = (w: string) => {
    const a = alone.get(w);
    return a ? `${a.drain ? '-' : ''}\\frac{1}{${t(a.q.value)}}` : `x`;
  };
  const groupTex = (ws: string[]) => (ws.length === 1 ? effTex(ws[0]) : `(${ws.map(effTex).join(' + ').replace(/\+ -/g, '- ')})`);
  const groupName = (ws: string[]) => ws.map(label).join('、') + (ws.length > 1 ? '合作' : '');
  const steps: string[] = [
    `**分析数量关系** 把全部工作量看作单位“1”，${names.map((n) => `${label(n)}每${u.name}${alone.get(n)?.drain ? '放出' : '完成'} $\\frac{1}{${t((alone.get(n) as { q: Qty }).q.value)}}$`).join('，')}。`,
  ];
  const check: string[] = [];
  if (unknown === 'total') {
    const lost = rests.map(
      (r) =>
        `${label(r.who)}休息 ${t(r.q.value)} ${u.name}少做 $${t(r.q.value)} \\times \\frac{1}{${t((alone.get(r.who) as { q: Qty }).q.value)}} = ${t(rate(r.who, x).mul(r.q.value))}$`,
    );
    const sum = names.reduce((s, n) => s.add(rate(n, x)), Rat.ZERO);
    const lostSum = rests.reduce((s, r) => s.add(rate(r.who, x).mul(r.q.value)), Rat.ZERO);
    steps.push(`**第一步** 假设谁都没有休息，${lost.join('，')}。`);
    steps.push(
      `**第二步** 合作的工作效率：$${groupTex(names)} = ${t(sum)}$；共用：$(1 + ${t(lostSum)}) \\div ${t(sum)} = ${t(x)}$（${u.name}）`,
    );
    if (workerDays && who) steps.push(`**第三步** ${label(who)}做了：$${t(x)} - ${t(x.sub(workerDays))} = ${t(workerDays)}$（${u.name}）`);
    for (const n of names) {
      const rest = rests.filter((r) => r.who === n).reduce((s, r) => s.add(r.q.value), Rat.ZERO);
      check.push(`${label(n)}做了 $${t(x.sub(rest))}$ ${u.name}，完成 $${t(rate(n, x).mul(x.sub(rest)))}$`);
    }
  } else if (unknown === 'rate') {
    const who = askedAlone as string;
    const mine = stages.filter((s) => s.workers.includes(who)).reduce((s, st) => s.add((st.days as Qty).value), Rat.ZERO);
    const others = workOf(Rat.ZERO);
    steps.push(
      `**第一步** 除${label(who)}以外完成的：$${t(others)}$；${label(who)}完成的：$1 - ${t(others)} = ${t(Rat.ONE.sub(others))}$。`,
    );
    steps.push(
      `**第二步** ${label(who)}一共做了 $${t(mine)}$ ${u.name}，工作效率：$${t(Rat.ONE.sub(others))} \\div ${t(mine)} = ${t(x)}$；单独做：$1 \\div ${t(x)} = ${t(inTime)}$（${u.name}）`,
    );
    for (const s of stages)
      check.push(
        `${groupName(s.workers)} ${t((s.days as Qty).value)} ${u.name}完成 $${t(s.workers.reduce((sum, n) => sum.add(rate(n, x)), Rat.ZERO).mul((s.days as Qty).value))}$`,
      );
  } else {
    let n = 1;
    const cn = '一二三四五六';
    if (done) steps.push(`**第${cn[n++ - 1]}步** 已经完成 $${t(done.value)}$。`);
    for (const s of stages.slice(0, -1)) {
      const eff = s.workers.reduce((sum, w) => sum.add(rate(w, x)), Rat.ZERO);
      steps.push(
        `**第${cn[n++ - 1]}步** ${groupName(s.workers)} ${t((s.days as Qty).value)} ${u.name}完成：$${groupTex(s.workers)} \\times ${t((s.days as Qty).value)} = ${t(eff.mul((s.days as Qty).value))}$`,
      );
    }
    const last = stages[stages.length - 1];
    const eff = last.workers.reduce((sum, w) => sum.add(rate(w, x)), Rat.ZERO);
    steps.push(
      `**第${cn[n++ - 1]}步** 剩下：$1 - ${t(w0)} = ${t(Rat.ONE.sub(w0))}$；${groupName(last.workers)}还要：$${t(Rat.ONE.sub(w0))} \\div ${groupTex(last.workers)} = ${t(x)}$（${u.name}）`,
    );
    if (workerDays && who) {
      const mine = stages.filter((st) => st.workers.includes(who));
      steps.push(
        `**第${cn[n++ - 1]}步** ${label(who)}一共做了：$${mine.map((st) => t(st.days ? st.days.value : x)).join(' + ')} = ${t(inTime)}$（${u.name}）`,
      );
    } else if (total)
      steps.push(
        `**第${cn[n++ - 1]}步** 一共用：$${stages.map((s) => t(s.days ? s.days.value : x)).join(' + ')} = ${t(inTime)}$（${u.name}）`,
      );
    if (done) check.push(`已完成 $${t(done.value)}$`);
    for (const s of stages) {
      const d = s.days ? s.days.value : x;
      check.push(
        `${groupName(s.workers)} ${t(d)} ${u.name}完成 $${t(s.workers.reduce((sum, w) => sum.add(rate(w, x)), Rat.ZERO).mul(d))}$`,
      );
    }
    if (eff.sign() <= 0) return null;
  }
  return {
    kind: 'work-timeline',
    idea: '工程问题：把全部工作量看作单位“1”，工作效率 = 1 ÷ 单独完成的时间；各段的工作量 = 工作效率 × 时间，各段合起来正好是 1。',
    steps,
    answer,
    unit: out.name,
    form: 'number',
    used,
    check: `验算：${check.join('，')}，合起来正好是 1。`,
  };
}
