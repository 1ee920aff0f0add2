import { type Cell, type CellState, type Electrode, type Mode, type Pole, repairEquation } from './electrochem-cell';
import { halfLatex, ionChange, judgeHalf, nearPH, readHalf } from './electrochem-half';
import { parseSpecies } from './formula';
import { formulaInSteps } from './formula-in-steps';
import { sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';

export interface ClaimVerdict {
  right: boolean | null;
  why: string;
}
const UNDECIDED: ClaimVerdict = { right: null, why: '' };
const POLE = '(负极|正极|阳极|阴极)';
const RISE = /^(?:增大|升高|增强|变大)$/;
const MODES: [RegExp, Mode][] = [
  [/^(?:电池)?放电(?:时|过程中)|^(?:电池)?工作(?:时|过程中)/, 'discharge'],
  [/^(?:电池)?充电(?:时|过程中)/, 'charge'],
  [/^电解(?:时|过程中)/, 'electrolysis'],
];

/** One option judged clause by clause; right only when every clause is, wrong when any clause is. */
export function judgeOption(cell: Cell, option: string): ClaimVerdict {
  const text = normalizeScienceText(option.replace(/[−–]/g, '-'))
    .replace(/\$/g, '')
    .replace(/\s+/g, '')
    .replace(/[。.]$/, '');
  let mode = cell.first;
  const verdicts: ClaimVerdict[] = [];
  // 「正极为 Ni2O3、负极为 Fe」: two role claims joined by 、.
  const clauses = text.split(/[,，;；]/).flatMap((c) => {
    const parts = c.split('、');
    return parts.length > 1 && parts.every((p) => /^(?:负极|正极|阳极|阴极)(?:为|是)/.test(p)) ? parts : [c];
  });
  for (let clause of clauses.filter(Boolean)) {
    for (const [re, m] of MODES) {
      const hit = re.exec(clause);
      if (hit) {
        mode = m;
        clause = clause.slice(hit[0].length).replace(/^[,，]/, '');
      }
    }
    const state = cell.states[mode];
    if (!state) return UNDECIDED;
    if (!clause) continue;
    verdicts.push(judgeClause(state, clause));
  }
  if (verdicts.length === 0) return UNDECIDED;
  const wrong = verdicts.find((v) => v.right === false);
  if (wrong) return wrong;
  if (verdicts.some((v) => v.right === null)) return UNDECIDED;
  return { right: true, why: verdicts.map((v) => v.why).join('；') };
}

function judgeClause(s: CellState, c: string): ClaimVerdict {
  const galvanic = s.mode === 'discharge';
  // An electrode reaction.
  const reaction = new RegExp(`^${POLE}(?:上|的)?(?:电极)?(?:反应式|反应|发生的反应)(?:为|是|:|：)?(.+)$`).exec(c);
  if (reaction) {
    const e = byPole(s, reaction[1]);
    const body = repairEquation(reaction[2]).replace(/\s+/g, '').replace(/[↑↓]/g, '');
    const written = readHalf(body);
    // Every character must be read: an OCR slip that drops a term would make a right equation look unbalanced.
    if (/\$|\\|\{\}/.test(body)) return UNDECIDED;
    if (!e || !written) return UNDECIDED;
    if (!e.couple) return UNDECIDED;
    const v = judgeHalf(written, e.couple, e.half, s.medium, s.strict);
    if (v.right === true) return { right: true, why: `${e.pole}：$${halfLatex(e.half!)}$` };
    if (v.right === false) return { right: false, why: `${e.pole}反应${v.why}${e.half ? `，应为 $${halfLatex(e.half)}$` : ''}` };
    return UNDECIDED;
  }
  const medium = /^(?:电池的?)?电解(?:液|质溶液|质)(?:为|是|呈)(碱性|酸性|中性)(?:溶液)?$/.exec(c);
  if (medium) {
    if (!s.medium) return UNDECIDED;
    const word = s.medium === 'acid' ? '酸性' : s.medium === 'base' ? '碱性' : '中性';
    return verdict(medium[1] === word, `电解质溶液呈${word}`);
  }
  // Oxidation or reduction at an electrode.
  const kind = /^(.+?)(?:上|电极上|极上)?(?:发生|被)(氧化|还原)(?:反应)?$/.exec(c);
  if (kind) {
    const e = electrode(s, kind[1]);
    if (!e) return UNDECIDED;
    const ox = e.pole === '负极' || e.pole === '阳极';
    return verdict((kind[2] === '氧化') === ox, `${e.pole}发生${ox ? '氧化' : '还原'}反应`);
  }
  // Which pole an electrode is.
  const role = /^(.+?)(?:为|作|是|作为|做)(负极|正极|阳极|阴极)$/.exec(c) ?? swap(/^(负极|正极|阳极|阴极)(?:材料)?(?:为|是)(.+)$/.exec(c));
  if (role && !/^(?:负极|正极|阳极|阴极)$/.test(role[1])) {
    const e = electrode(s, role[1]);
    if (!e) return UNDECIDED;
    return poleClaim(s, e, role[2] as Pole, `${formulaInSteps(role[1])} 是${e.pole}`);
  }
  const at = /^(.+?)在(负极|正极)(?:上)?(?:反应|发生反应|放电|参与反应)$/.exec(c);
  if (at) {
    const e = electrode(s, at[1]);
    return e ? poleClaim(s, e, at[2] as Pole, `$${at[1]}$ 在${e.pole}反应`) : UNDECIDED;
  }
  // Electrons never pass through the solution: said so (「电子不经过溶液」) is right, any other negated wording unread.
  if (/^电子/.test(c) && /溶液|电解质|内电路|盐桥/.test(c)) {
    if (/^电子(?:不|不能|不会|并不)(?:经过|通过|进入|流经|经)(?:电解质)?(?:溶液|电解质)$/.test(c))
      return { right: true, why: '电子只沿导线（外电路）移动，不进入电解质溶液' };
    if (/不|没有|无|未|并非/.test(c)) return UNDECIDED;
    return { right: false, why: '电子只沿导线（外电路）移动，不进入电解质溶液' };
  }
  const flow = /^(电子|电流)(?:由|从)(.+?)(?:经|通过|沿)?(?:外电路|导线)?(?:经|通过)?(?:流向|移向|流入|流到|到)(.+?)$/.exec(c);
  if (flow) {
    if (!galvanic) return UNDECIDED;
    const [a, b] = [electrode(s, flow[2]), electrode(s, flow[3])];
    if (!a || !b || a === b) return UNDECIDED;
    const electronsRight = a.pole === '负极';
    return verdict(flow[1] === '电子' ? electronsRight : !electronsRight, `外电路中电子由负极流向正极，电流由正极流向负极`);
  }
  // Ions moving in the solution.
  const move =
    /^(?:溶液中的?|电解质溶液中的?|电解液中的?)?(阳离子|阴离子|[A-Za-z0-9^{}+-]+)(?:由|从)?(.*?)(?:向|移向|流向|迁移到|移动到|迁移向|往)(.+?)(?:移动|迁移|定向移动|方向移动)?$/.exec(
      c,
    );
  if (move) return judgeMove(s, move[1], move[2], move[3]);
  // pH, basicity, acidity near an electrode.
  const near = /^(.+?)(?:附近|区|周围)(?:的)?(?:溶液)?(?:的)?(pH|碱性|酸性)(增大|减小|升高|降低|增强|减弱|变大|变小)$/.exec(c);
  if (near) {
    const e = electrode(s, near[1]);
    const dir = e?.half ? nearPH(e.half) : null;
    if (!e || !dir) return UNDECIDED;
    const says = RISE.test(near[3]) ? 'up' : 'down';
    const pHsays = near[2] === '酸性' ? (says === 'up' ? 'down' : 'up') : says;
    return verdict(pHsays === dir, `${e.pole}反应 $${halfLatex(e.half!)}$ ${ionChange(e.half!)}，附近${phWords(near[2], dir)}`);
  }
  const whole = /^(?:电解质)?溶液(?:的)?(pH|碱性|酸性)(增大|减小|升高|降低|增强|减弱|变大|变小|不变|保持不变)$/.exec(c);
  if (whole) {
    if (!s.solutionPH) return UNDECIDED;
    const word = whole[2];
    const says = /不变/.test(word) ? 'same' : RISE.test(word) ? 'up' : 'down';
    const flipped = whole[1] === '酸性' && says !== 'same' ? (says === 'up' ? 'down' : 'up') : says;
    return verdict(flipped === s.solutionPH, `溶液的 pH ${s.solutionPH === 'up' ? '增大' : s.solutionPH === 'down' ? '减小' : '不变'}`);
  }
  // Which terminal of the source an electrode is joined to (charging, electrolysis).
  const joined =
    /^(.+?)(?:应|要)?(?:与|和|接|连接)(?:外接|外加)?(?:直流)?电源的?(正极|负极)(?:相连|相接|连接)?$/.exec(c) ??
    /^(.+?)(?:接|连接)(?:外接)?电源的?(正极|负极)$/.exec(c);
  if (joined) {
    if (s.mode === 'discharge') return UNDECIDED;
    const e = electrode(s, joined[1]);
    if (!e) return UNDECIDED;
    const to = e.pole === '阴极' ? '负极' : '正极';
    return verdict(joined[2] === to, `${e.pole}与电源${to}相连`);
  }
  const energy = /^(化学能|电能)(?:主要)?(?:转化|转变)(?:为|成)(电能|化学能)$/.exec(c);
  if (energy && energy[1] !== energy[2])
    return verdict((energy[1] === '化学能') === galvanic, galvanic ? '放电时化学能转化为电能' : '电能转化为化学能');
  // What forms on an electrode.
  const forms = /^(.+?)(?:上)?(?:产生|析出|生成|放出|得到|有)(.+?)(?:生成|析出|产生|放出)?$/.exec(c);
  if (forms && s.mode === 'electrolysis') {
    const e = electrode(s, forms[1]);
    const what = substance(forms[2]);
    if (!e || !what) return UNDECIDED;
    const all = s.electrodes.flatMap((x) => x.forms);
    const here = e.forms.some((f) => sameSpecies(f, what));
    if (here) return { right: true, why: `${e.pole}上生成 $${what.latex}$` };
    // Wrong only when the cell's products are all known and this one is none of them here.
    if (s.electrodes.every((x) => x.couple) && (e.forms.length > 0 || e.couple?.oxidation))
      return { right: false, why: `${e.pole}上${e.forms.length ? `生成的是 $${e.forms[0].latex}$` : '的金属溶解'}` };
    return all.length ? UNDECIDED : UNDECIDED;
  }
  return UNDECIDED;
}

const verdict = (ok: boolean, why: string): ClaimVerdict => ({ right: ok, why });

/**
 * 「X 为正极」 judged by X's pole. While charging a battery keeps its marked terminals: 「充电时 PbO2 为正极」 names the
 * terminal and is not decided, 「充电时 Pb 为正极」 is wrong either way. An electrolytic cell has no 正/负极.
 */
/** The change near an electrode in the option's own word: 碱性增强, 酸性减弱, pH 增大. */
function phWords(word: string, dir: 'up' | 'down'): string {
  if (word === '碱性') return `碱性${dir === 'up' ? '增强' : '减弱'}（pH ${dir === 'up' ? '增大' : '减小'}）`;
  if (word === '酸性') return `酸性${dir === 'up' ? '减弱' : '增强'}（pH ${dir === 'up' ? '增大' : '减小'}）`;
  return ` pH ${dir === 'up' ? '增大' : '减小'}`;
}

function poleClaim(s: CellState, e: Electrode, said: Pole, why: string): ClaimVerdict {
  if (e.pole === said) return verdict(true, why);
  if (said === '正极' || said === '负极') {
    if (s.mode === 'electrolysis' || e.terminal === said) return UNDECIDED;
    if (s.mode === 'charge') return verdict(false, `${why}（电池的${e.terminal}）`);
  }
  return verdict(false, why);
}
const swap = (m: RegExpExecArray | null): [string, string, string] | null => (m ? [m[0], m[2], m[1]] : null);
const byPole = (s: CellState, pole: string) => s.electrodes.find((e) => e.pole === pole) ?? null;

/** The electrode a phrase names: a pole word, a battery terminal while charging, a substance or a gas fed in. */
function electrode(s: CellState, phraseRaw: string): Electrode | null {
  const phrase = phraseRaw.replace(/^(?:溶液中|该电池的?|电池的?|铅蓄电池的?|蓄电池的?)/, '');
  const pole = /^(负极|正极|阳极|阴极)$/.exec(phrase.replace(/(?:电极|极)?$/, '极'));
  const direct = byPole(s, phrase) ?? (pole ? byPole(s, pole[1]) : null);
  if (direct) return direct;
  if (/^(?:负极|正极)$/.test(phrase)) return s.electrodes.find((e) => e.terminal === phrase) ?? null;
  const bare = phrase
    .replace(/^(?:通入|通|充入)/, '')
    .replace(/(?:的一极|的电极|一极|电极|极|片|棒|块|筒|板|粉)$/, '')
    .replace(/的$/, '');
  if (!bare) return null;
  const hits = s.electrodes.filter((e) => e.names.includes(bare) || namesBySpecies(e, bare));
  return hits.length === 1 ? hits[0] : null;
}

function namesBySpecies(e: Electrode, bare: string): boolean {
  const sp = parseSpecies(bare);
  return (
    !!sp &&
    e.names.some((n) => {
      const m = parseSpecies(n);
      return !!m && sameSpecies(m, sp);
    })
  );
}

const NAMED: Record<string, string> = { 铜: 'Cu', 银: 'Ag', 氢气: 'H2', 氧气: 'O2', 氯气: 'Cl2', 金属铜: 'Cu', 金属银: 'Ag', 红色物质: '' };
function substance(word: string) {
  const w = word.replace(/(?:气体|单质)$/, '').replace(/[↑↓]/g, '');
  const f = NAMED[w] ?? NAMED[word] ?? w;
  return f ? parseSpecies(f) : null;
}

/** Cations go to the 正极 of a galvanic cell and to the 阴极 of an electrolytic one; anions the other way. */
function judgeMove(s: CellState, who: string, fromRaw: string, toRaw: string): ClaimVerdict {
  const ion = who === '阳离子' ? { charge: 1 } : who === '阴离子' ? { charge: -1 } : parseSpecies(who);
  if (!ion || ion.charge === 0) return UNDECIDED;
  const to = electrode(s, toRaw);
  const from = fromRaw ? electrode(s, fromRaw) : null;
  if (!to || (fromRaw && (!from || from === to))) return UNDECIDED;
  const cationsTo: Pole = s.mode === 'discharge' ? '正极' : '阴极';
  const goes = ion.charge > 0 === (to.pole === cationsTo);
  const why = s.mode === 'discharge' ? '原电池中阳离子移向正极，阴离子移向负极' : '电解池中阳离子移向阴极，阴离子移向阳极';
  if (!goes) return { right: false, why };
  // Right only for an ion certainly in the electrolyte (or a whole class of ions).
  const present = !('atoms' in ion) || s.ions.some((i) => sameSpecies(i, ion as never));
  return present ? { right: true, why } : UNDECIDED;
}
