import { plainOption } from '../fixed-knowledge/plain-option';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';

type Factor = 'eps' | 'S' | 'd';
type Quantity = 'C' | 'Q' | 'U' | 'E';
/** Powers of ε, S and d in each quantity: C = εS/(4πkd); Q fixed (cut off): U = Q/C, E = Q/(εS)·4πk; U fixed: Q = CU, E = U/d. */
const POWERS: Record<'charge' | 'voltage', Record<Quantity, Record<Factor, number>>> = {
  charge: { C: { eps: 1, S: 1, d: -1 }, Q: { eps: 0, S: 0, d: 0 }, U: { eps: -1, S: -1, d: 1 }, E: { eps: -1, S: -1, d: 0 } },
  voltage: { C: { eps: 1, S: 1, d: -1 }, Q: { eps: 1, S: 1, d: -1 }, U: { eps: 0, S: 0, d: 0 }, E: { eps: 0, S: 0, d: -1 } },
};
const DIELECTRIC = '(?:电介质|云母片|陶瓷片|玻璃板|有机玻璃)';
/** Words of a change to the plates; any left once the read change is taken out is a second change. */
const UNREAD_CHANGE = /增大|增加|减小|缩小|拉大|变大|变小|靠近|远离|拉开|错开|平移|移动|[上下左右]移|旋转|转动|插入|抽出|放入|取出/;
const NAME: Record<Quantity, string> = { C: '电容 C', Q: '电荷量 Q', U: '两板间电压 U', E: '板间电场强度 E' };
const QUANTITY: [RegExp, Quantity][] = [
  [/^(?:电容器的)?(?:电容)?C$|^(?:电容器的)?电容$/, 'C'],
  [/^(?:电容器|极板)?(?:所)?(?:带的?|带有的)?(?:电荷量|电量|带电量)(?:Q)?$|^Q$/, 'Q'],
  [/^(?:两(?:极)?板间|极板间|电容器两(?:极)?板间|电容器两端)?的?(?:电压|电势差)(?:U)?$|^U$/, 'U'],
  [/^静电计(?:指针)?的?(?:张角|偏角)$/, 'U'],
  [/^(?:两(?:极)?板间|极板间|板间)?的?(?:电场强度|场强)(?:E)?$|^E$/, 'E'],
];
const TREND: [RegExp, -1 | 0 | 1][] = [
  [/^(?:一定)?(?:增大|变大|增加|升高|变高)$/, 1],
  [/^(?:一定)?(?:减小|变小|减少|降低|变低)$/, -1],
  [/^(?:一定)?(?:不变|保持不变)$/, 0],
];

/**
 * A parallel-plate capacitor with one change (the gap, the facing area, a dielectric put in or taken out), either
 * left on the source (U fixed) or cut off after charging (Q fixed): C = εS/(4πkd), Q = CU, E = U/d decide how C, Q, U
 * (an electrometer's needle) and E move. Each clause of the option names one of them and a trend.
 */
export function judgeCapacitorChange(option: string, stem: string): OptionVerdict | null {
  const situation = readSituation(stem);
  if (!situation) return null;
  const clauses = plainOption(option)
    .split(/[，,；;]|(?:而|且|同时)/)
    .filter(Boolean)
    .flatMap(bothMove);
  if (!clauses.length) return null;
  const whys: string[] = [];
  let truth = true;
  for (const clause of clauses) {
    const m = /^(.+?)((?:一定)?(?:增大|变大|增加|升高|变高|减小|变小|减少|降低|变低|不变|保持不变))$/.exec(clause);
    if (!m) return null;
    const q = QUANTITY.find(([re]) => re.test(m[1]))?.[1];
    // A bare letter is the usual quantity only when the stem gives that letter to nothing else (「设电容器储存的电能为 E」).
    if (q && /^[CQUE]$/.test(m[1]) && lettersElsewhere(stem).has(m[1])) return null;
    const said = TREND.find(([re]) => re.test(m[2]))?.[1];
    if (!q || said === undefined) return null;
    const power = POWERS[situation.kept][q][situation.factor];
    const moves = Math.sign(power * situation.sign) as -1 | 0 | 1;
    if (moves !== said) truth = false;
    whys.push(`${NAME[q]}${moves > 0 ? '增大' : moves < 0 ? '减小' : '不变'}`);
  }
  const kept = situation.kept === 'charge' ? '断开电源后电荷量 Q 不变' : '与电源相连时电压 U 不变';
  return { truth, why: `C = εS/(4πkd)，${kept}，${situation.told}，所以${whys.join('，')}` };
}

/** The letters C, Q, U, E the stem writes after anything but their own quantity's name. */
function lettersElsewhere(stem: string): Set<string> {
  const t = plainOption(stem);
  const out = new Set<string>();
  for (const m of t.matchAll(/(?<![A-Za-z\\])[CQUE](?![A-Za-z])/g)) {
    const before = t.slice(Math.max(0, m.index - 5), m.index).replace(/(?:为|是)$/, '');
    const own = { C: /电容$/, Q: /(?:电荷量|电量)$/, U: /(?:电压|电势差)$/, E: /(?:电场强度|场强)$/ }[m[0] as Quantity];
    if (!own.test(before)) out.add(m[0]);
  }
  return out;
}

/** 「C 和 U 均增大」「Q、E 都不变」: one trend said of two quantities, read as two clauses. */
function bothMove(clause: string): string[] {
  const m = /^(.+?)(?:和|与|、)(.+?)(?:均|都)(.+)$/.exec(clause);
  return m ? [`${m[1]}${m[3]}`, `${m[2]}${m[3]}`] : [clause];
}

function readSituation(stem: string): { kept: 'charge' | 'voltage'; factor: Factor; sign: 1 | -1; told: string } | null {
  const t = plainOption(stem).replace(/揷/g, '插');
  if (!/电容器/.test(t) || !/平行板/.test(t)) return null;
  // 「保持两极板的正对面积、间距和电荷量不变」 holds the charge as surely as cutting the source off.
  const cut = /(?:与|和|跟)电源断开|断开电源|断开(?:开关|电键)|不再与电源相连|(?:电荷量|带电量|电量)(?:Q)?(?:保持|始终)?不变/.test(t);
  const kept =
    /(?:两(?:极)?板间的?)?(?:电压|电势差)(?:U)?(?:保持|始终)?不变|(?:始终|保持|一直)(?:与|和|跟)电源(?:相连|连接|接通)|(?:与|和|跟)电源保持(?:相连|连接)|(?:开关|电键)(?:[A-Z]\d?)?(?:始终|保持|一直)闭合|(?:保持|始终)(?:开关|电键)(?:[A-Z]\d?)?闭合/.test(
      t,
    );
  if (cut === kept) return null;
  // Cut off and then connected again (「然后重新闭合开关」): the voltage is the source's once more.
  if (cut && /(?:重新|再次?|又|然后|随后|之后)(?:与电源|和电源|跟电源)?(?:闭合|接通|连接|接上|接回|接到|相连)/.test(t)) return null;
  const changes: { factor: Factor; sign: 1 | -1; told: string; at: string }[] = [];
  const grow = '(增大|增加|拉大|变大|减小|缩小|变小)';
  const dist = '(?:两)?(?:极)?板间(?:的)?距离';
  for (const m of t.matchAll(new RegExp(`${grow}${dist}|${dist}${grow}|两(?:极)?板(?:稍微|稍)?(靠近|远离|拉开)`, 'g'))) {
    const w = m[1] ?? m[2] ?? m[3];
    changes.push({
      factor: 'd',
      sign: /增|拉|大|远离/.test(w) ? 1 : -1,
      told: `板间距离 d ${/增|拉|大|远离/.test(w) ? '增大' : '减小'}`,
      at: m[0],
    });
  }
  for (const m of t.matchAll(new RegExp(`${grow}(?:两板的?)?正对面积|正对面积${grow}`, 'g'))) {
    const w = m[1] ?? m[2];
    changes.push({ factor: 'S', sign: /增|拉|大/.test(w) ? 1 : -1, told: `正对面积 S ${/增|拉|大/.test(w) ? '增大' : '减小'}`, at: m[0] });
  }
  const staggered = /错开/.exec(t);
  if (staggered) changes.push({ factor: 'S', sign: -1, told: '两板错开，正对面积 S 减小', at: staggered[0] });
  const inserted = new RegExp(`插入(?:一块|一片|一)?${DIELECTRIC}|将(?:一块)?${DIELECTRIC}(?:板)?插入(?:两(?:极)?板间|极板间)?`).exec(t);
  if (inserted) changes.push({ factor: 'eps', sign: 1, told: '插入电介质，ε 增大', at: inserted[0] });
  const removed = new RegExp(
    `抽出(?:两(?:极)?板间的?|极板间的?)?(?:一块)?${DIELECTRIC}|将(?:两(?:极)?板间的)?${DIELECTRIC}(?:板)?(?:从两(?:极)?板间)?抽出`,
  ).exec(t);
  if (removed) changes.push({ factor: 'eps', sign: -1, told: '抽出电介质，ε 减小', at: removed[0] });
  // One change only, and nothing else moving (a charge between the plates, a figure, a plate moved or put in in words
  // the reader does not take: 「将上极板向左平移」「插入一块金属板」).
  if (changes.length !== 1 || /图|电荷[qQ]|油滴|带电(?:粒子|微粒|小球)|电势(?!差)|二极管/.test(t)) return null;
  if (UNREAD_CHANGE.test(t.replace(changes[0].at, ''))) return null;
  const { at: _at, ...change } = changes[0];
  return { kept: cut ? 'charge' : 'voltage', ...change };
}
