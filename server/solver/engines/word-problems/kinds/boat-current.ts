import { Rat } from '../../../math/expression/rational';
import { isOptional, type Model } from '../model';
import { numTex as t, type Problem, type Qty } from '../read';
import { UNITS, type Unit } from '../units';
import { derive, type Known, type Rule } from './derive-relations';

/** The quantities of 流水行船: boat speed in still water, current, the two speeds, the way and the time of each leg. */
type Role = 'boat' | 'water' | 'down' | 'up' | 'wayDown' | 'wayUp' | 'timeDown' | 'timeUp';

const NAME: Record<Role, string> = {
  boat: '船速（静水中的速度）',
  water: '水速',
  down: '顺水速度',
  up: '逆水速度',
  wayDown: '顺水的路程',
  wayUp: '逆水的路程',
  timeDown: '顺水的时间',
  timeUp: '逆水的时间',
};

const DOWN = /顺水|顺流/;
const UP = /逆水|逆流/;
const BOAT = /静水|船速|船的速度|船本身/;
const WATER = /水流速度|水速|水流/;

/** The last of the role words in a piece of text (the one nearest the number after it). */
function lastRole(before: string, words: Array<[RegExp, Role]>): Role | null {
  let best: Role | null = null;
  let at = -1;
  for (const [re, role] of words) {
    const all = [...before.matchAll(new RegExp(re.source, 'g'))];
    const last = all[all.length - 1];
    if (last && last.index > at) {
      at = last.index;
      best = role;
    }
  }
  return best;
}

/** A length told per unit of time (每小时行20千米) with its two units, or null. */
function speedOf(p: Problem, q: Qty): { len: string; per: string } | null {
  if (q.kind !== 'plain' || !q.unit) return null;
  if (q.unit.dim === 'speed') {
    const [len, per] = q.unit.name.split('/');
    return { len, per: per === '时' ? '小时' : per === '分' ? '分钟' : per };
  }
  if (q.unit.dim !== 'length') return null;
  const before = p.clauses[q.clause].slice(0, q.start - p.offsets[q.clause]);
  const m = /每(小时|时|分钟|分|秒)(?:[行走航驶开游]{1,2})?(?:约|大约)?$/.exec(before);
  if (!m) return null;
  return { len: q.unit.name, per: m[1] === '时' ? '小时' : m[1] === '分' ? '分钟' : m[1] };
}

/**
 * 流水行船 (五年级): 顺水速度 = 船速 + 水速，逆水速度 = 船速 − 水速，so 船速 = (顺水速度 + 逆水速度) ÷ 2 and
 * 水速 = (顺水速度 − 逆水速度) ÷ 2; each leg's 路程 = 速度 × 时间. Every told number is tied to one of these quantities
 * by the words before it in its clause (静水, 水速, 顺水, 逆水; a 相距 way is both legs'), the asked one likewise, and the
 * answer is found by these relations alone; a number the answer does not need, or a quantity no relation reaches, refuses.
 */
export function boatCurrentKind(p: Problem): Model | null {
  if (!DOWN.test(p.text) && !UP.test(p.text) && !(/往返|来回/.test(p.text) && BOAT.test(p.text) && WATER.test(p.text))) return null;
  if (p.ask.form !== 'number') return null;
  if (/相遇|追|风速|漂|木筏|返回时|停留|休息|中途|再|又|比|倍|几分之|%/.test(p.text)) return null;
  const nums = p.qs.filter((q) => !isOptional(q));
  if (nums.length < 2 || nums.length > 4) return null;
  let len: string | null = null;
  let per: string | null = null;
  const agree = (l: string | null, pr: string | null): boolean => {
    if (l) {
      if (len && len !== l) return false;
      len = l;
    }
    if (pr) {
      if (per && per !== pr) return false;
      per = pr;
    }
    return true;
  };
  const known = new Map<Role, Known>();
  let sharedWay: Qty | null = null;
  for (const q of nums) {
    const clause = p.clauses[q.clause];
    const before = clause.slice(0, q.start - p.offsets[q.clause]);
    const sp = speedOf(p, q);
    let role: Role | null = null;
    if (sp) {
      if (!agree(sp.len, sp.per)) return null;
      role = lastRole(before, [
        [BOAT, 'boat'],
        [WATER, 'water'],
        [DOWN, 'down'],
        [UP, 'up'],
      ]);
      // 「水流速度是每小时4千米」 names the water; 「船在静水中每小时行20千米」 the boat
      if (role === 'boat' && WATER.test(before.replace(/静水/g, ''))) return null;
    } else if (q.kind === 'plain' && q.unit?.dim === 'time') {
      if (!agree(null, q.unit.name)) return null;
      const d = DOWN.test(clause);
      const u = UP.test(clause);
      if (d === u) return null;
      role = d ? 'timeDown' : 'timeUp';
    } else if (q.kind === 'plain' && q.unit?.dim === 'length') {
      if (!agree(q.unit.name, null)) return null;
      const d = DOWN.test(clause);
      const u = UP.test(clause);
      if (d && u) return null;
      if (d || u) role = d ? 'wayDown' : 'wayUp';
      else if (/相距|距离|两港|两地|两码头|全长|全程/.test(clause)) {
        if (sharedWay) return null;
        sharedWay = q;
        continue;
      } else return null;
    } else return null;
    if (!role || known.has(role)) return null;
    known.set(role, { value: q.value, from: new Set([q]), steps: [] });
  }
  if (sharedWay) {
    const w: Qty = sharedWay;
    if (known.has('wayDown') || known.has('wayUp')) return null;
    known.set('wayDown', { value: w.value, from: new Set([w]), steps: [] });
    known.set('wayUp', { value: w.value, from: new Set([w]), steps: [] });
  }
  if (!len || !per) return null;
  const lu = UNITS.get(len);
  const tu = UNITS.get(per);
  if (!lu || !tu) return null;

  // the asked quantity
  const ask = p.ask.text;
  const askUnit = p.ask.unit;
  let asked: Role | 'roundTrip' | null = null;
  if (askUnit?.dim === 'time' || (!askUnit && p.ask.dim === 'time')) {
    if (/往返|来回|一共|共/.test(ask) || (/往返|来回/.test(p.text) && !DOWN.test(ask) && !UP.test(ask))) asked = 'roundTrip';
    else if (DOWN.test(ask) !== UP.test(ask)) asked = DOWN.test(ask) ? 'timeDown' : 'timeUp';
  } else if (
    /每(?:小时|时|分钟|分|秒)|速度/.test(ask) &&
    (askUnit?.dim === 'length' || askUnit?.dim === 'speed' || p.ask.dim === 'speed')
  ) {
    const role = lastRole(ask, [
      [BOAT, 'boat'],
      [WATER, 'water'],
      [DOWN, 'down'],
      [UP, 'up'],
    ]);
    if (role === 'boat' || role === 'water' || role === 'down' || role === 'up') asked = role;
  } else if (askUnit?.dim === 'length' || (!askUnit && p.ask.dim === 'length')) {
    // the way of the leg the question names; else the way between the two places, or of the one leg whose time is told
    if (DOWN.test(ask) !== UP.test(ask)) asked = DOWN.test(ask) ? 'wayDown' : 'wayUp';
    else if (DOWN.test(ask)) asked = null;
    else if (/相距|距离|两港|两地|两码头|全长|全程|多远/.test(ask))
      asked = known.has('timeDown') || !known.has('timeUp') ? 'wayDown' : 'wayUp';
    else if (known.has('timeDown') !== known.has('timeUp')) asked = known.has('timeDown') ? 'wayDown' : 'wayUp';
  }
  if (!asked) return null;
  const union = (...ks: Known[]) => new Set(ks.flatMap((k) => [...k.from]));
  const L = len;
  const P = per;
  // a speed, a way or a time found is positive, or the told numbers disagree
  const positive = (r: Rat) => (r.sign() > 0 ? r : null);
  const relations: Array<Omit<Rule<Role>, 'f'> & { f: (v: Rat[]) => Rat }> = [
    {
      need: ['boat', 'water'],
      give: 'down',
      f: ([b, w]) => b.add(w),
      tex: ([b, w], r) => `顺水速度：$${t(b)} + ${t(w)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['boat', 'water'],
      give: 'up',
      f: ([b, w]) => b.sub(w),
      tex: ([b, w], r) => `逆水速度：$${t(b)} - ${t(w)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['down', 'up'],
      give: 'boat',
      f: ([d, u]) => d.add(u).div(Rat.of(2)),
      tex: ([d, u], r) => `船速：$(${t(d)} + ${t(u)}) \\div 2 = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['down', 'up'],
      give: 'water',
      f: ([d, u]) => d.sub(u).div(Rat.of(2)),
      tex: ([d, u], r) => `水速：$(${t(d)} - ${t(u)}) \\div 2 = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['down', 'water'],
      give: 'boat',
      f: ([d, w]) => d.sub(w),
      tex: ([d, w], r) => `船速：$${t(d)} - ${t(w)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['down', 'boat'],
      give: 'water',
      f: ([d, b]) => d.sub(b),
      tex: ([d, b], r) => `水速：$${t(d)} - ${t(b)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['up', 'water'],
      give: 'boat',
      f: ([u, w]) => u.add(w),
      tex: ([u, w], r) => `船速：$${t(u)} + ${t(w)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['up', 'boat'],
      give: 'water',
      f: ([u, b]) => b.sub(u),
      tex: ([u, b], r) => `水速：$${t(b)} - ${t(u)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['wayDown', 'timeDown'],
      give: 'down',
      f: ([s, h]) => s.div(h),
      tex: ([s, h], r) => `顺水速度：$${t(s)} \\div ${t(h)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['wayUp', 'timeUp'],
      give: 'up',
      f: ([s, h]) => s.div(h),
      tex: ([s, h], r) => `逆水速度：$${t(s)} \\div ${t(h)} = ${t(r)}$（${L}/${P}）`,
    },
    {
      need: ['wayDown', 'down'],
      give: 'timeDown',
      f: ([s, v]) => s.div(v),
      tex: ([s, v], r) => `顺水的时间：$${t(s)} \\div ${t(v)} = ${t(r)}$（${P}）`,
    },
    {
      need: ['wayUp', 'up'],
      give: 'timeUp',
      f: ([s, v]) => s.div(v),
      tex: ([s, v], r) => `逆水的时间：$${t(s)} \\div ${t(v)} = ${t(r)}$（${P}）`,
    },
    {
      need: ['down', 'timeDown'],
      give: 'wayDown',
      f: ([v, h]) => v.mul(h),
      tex: ([v, h], r) => `路程：$${t(v)} \\times ${t(h)} = ${t(r)}$（${L}）`,
    },
    {
      need: ['up', 'timeUp'],
      give: 'wayUp',
      f: ([v, h]) => v.mul(h),
      tex: ([v, h], r) => `路程：$${t(v)} \\times ${t(h)} = ${t(r)}$（${L}）`,
    },
  ];
  const goal: Role[] = asked === 'roundTrip' ? ['timeDown', 'timeUp'] : [asked];
  const rules: Rule<Role>[] = relations.map((r) => ({ ...r, f: (v: Rat[]) => positive(r.f(v)) }));
  const told = [...known.values()];
  const found = goal.map((g) => (known.has(g) && asked !== 'roundTrip' ? null : derive(g, known, rules)));
  if (found.some((f) => !f)) return null;
  const got = found as Known[];
  const usedAll = union(...got);
  if (nums.some((q) => !usedAll.has(q))) return null;
  const steps = [...new Set(got.flatMap((g) => g.steps))];
  let answer = got.length === 2 ? got[0].value.add(got[1].value) : got[0].value;
  if (asked === 'roundTrip') steps.push(`往返共用：$${t(got[0].value)} + ${t(got[1].value)} = ${t(answer)}$（${P}）`);
  // the unit asked, converted from the told ones
  let unit: Unit | null;
  const askedDim =
    asked === 'roundTrip' || asked === 'timeDown' || asked === 'timeUp'
      ? 'time'
      : asked === 'wayDown' || asked === 'wayUp'
        ? 'length'
        : 'speed';
  if (askedDim === 'time') unit = tu;
  else if (askedDim === 'length') unit = lu;
  else unit = lu;
  let unitName = unit.name;
  if (askUnit) {
    if (askedDim === 'speed') {
      if (askUnit.dim === 'speed') {
        const [al, ap] = askUnit.name.split('/');
        const apName = ap === '时' ? '小时' : ap === '分' ? '分钟' : ap;
        if (al !== L || apName !== P) return null;
        unitName = `${L}/${ap}`;
      } else if (askUnit.name !== L || !new RegExp(`每${P === '小时' ? '(?:小时|时)' : P}`).test(ask)) return null;
    } else if (askUnit.dim === unit.dim && askUnit.name !== unit.name) {
      answer = answer.mul(unit.factor).div(askUnit.factor);
      unitName = askUnit.name;
    } else if (askUnit.dim !== unit.dim) return null;
  }
  // check another way: the speeds found satisfy 顺水 − 逆水 = 2 × 水速 and each leg's way = speed × time
  const b = known.get('boat')?.value;
  const w = known.get('water')?.value;
  const d = known.get('down')?.value;
  const u = known.get('up')?.value;
  if (b && w && d && !d.eq(b.add(w))) return null;
  if (b && w && u && !u.eq(b.sub(w))) return null;
  if (d && u && w && !d.sub(u).eq(w.mul(Rat.of(2)))) return null;
  if (u && u.sign() <= 0) return null;
  const checks: string[] = [];
  if (d && u) checks.push(`顺水速度 − 逆水速度 $= ${t(d)} - ${t(u)} = ${t(d.sub(u))}$，正好是水速的 2 倍`);
  else if (b && w && d) checks.push(`顺水速度 − 水速 $= ${t(d)} - ${t(w)} = ${t(b)}$，正是船速`);
  else if (b && w && u) checks.push(`逆水速度 + 水速 $= ${t(u)} + ${t(w)} = ${t(b)}$，正是船速`);
  for (const [way, speed, time, name] of [
    ['wayDown', 'down', 'timeDown', '顺水'],
    ['wayUp', 'up', 'timeUp', '逆水'],
  ] as const) {
    const s = known.get(way)?.value;
    const v = known.get(speed)?.value;
    const h = known.get(time)?.value;
    if (s && v && h) {
      if (!v.mul(h).eq(s)) return null;
      checks.push(`${name}：$${t(v)} \\times ${t(h)} = ${t(s)}$（${L}）`);
    }
  }
  if (checks.length === 0) return null;
  const toldText = [...told]
    .flatMap((k) => [...k.from])
    .filter((q, i, all) => all.indexOf(q) === i)
    .map((q) => {
      if (q === sharedWay) return `路程 ${t(q.value)}`;
      const role = [...known.entries()].find(([, k]) => k.from.size === 1 && k.from.has(q) && k.steps.length === 0)?.[0];
      return role ? `${NAME[role]} ${t(q.value)}` : `${t(q.value)}`;
    })
    .join('，');
  return {
    kind: 'boat-current',
    idea: '流水行船：顺水速度 = 船速 + 水速，逆水速度 = 船速 − 水速；所以船速 = (顺水速度 + 逆水速度) ÷ 2，水速 = (顺水速度 − 逆水速度) ÷ 2，路程 = 速度 × 时间。',
    steps: [`**分析数量关系** 已知：${toldText}。`, ...steps.map((s, i) => `**第${'一二三四五六'[i] ?? i + 1}步** ${s}`)],
    answer,
    unit: unitName,
    form: 'number',
    used: nums,
    check: `验算：${checks.join('；')}。`,
  };
}
