import { plainOption } from './plain-option';
import type { OptionVerdict } from './unit-statements';

/**
 * What a hydrogen atom does in one jump the stem names (Bohr's model, 选择性必修 3): up a level (to an orbit farther
 * from the nucleus) it absorbs a photon, its energy and the electric potential energy rise, and the electron — held on
 * a larger circle by a weaker Coulomb force, ke²/r² = mv²/r — moves slower with less kinetic energy; down a level,
 * all the other way. Only a jump told with a photon in mind: a collision, an electron beam, heating or ionisation
 * gives energy without a photon and leaves the question unread.
 */
const N = 'n_?\\{?=?\\}?';
const JUMP_BY_LEVEL = new RegExp(
  `(?:从|由)${N}=?(\\d)(?:的)?(?:能级|激发态|定态)?(?:跃迁)?(?:到|向|至)${N}=?(\\d)(?:的)?(?:能级|激发态|定态)?`,
  'g',
);
const JUMP_BY_NAME =
  /(?:从|由)(基态|激发态|高能级|低能级|离核较近的轨道|离核较远的轨道|较低能级|较高能级)(?:跃迁)?(?:到|向|至)(基态|激发态|高能级|低能级|离核较远的轨道|离核较近的轨道|较高能级|较低能级)(?:上)?/g;
const LOWER = /基态|低能级|较低能级|离核较近的轨道/;
const NO_PHOTON = /碰撞|撞击|轰击|电子束|加热|电离|高速电子|实物粒子/;
/** A second jump, told without its own 「从…」 (「再跃迁到 n=4」「然后又…」): which one an option means is not told. */
const SECOND_JUMP = /再|又|然后|接着|随后|之后|后一|前一|第二次|两次/;

/** +1 up (absorbing), −1 down (emitting); null unless the stem tells exactly one jump of a hydrogen atom. */
function jumpOf(stem: string): 1 | -1 | null {
  const s = plainOption(stem).replace(/\\?left|\\?right/g, '');
  if (!/氢原子/.test(s) || NO_PHOTON.test(s) || SECOND_JUMP.test(s)) return null;
  if ((s.match(/跃迁/g) ?? []).length > 1) return null;
  const byLevel = [...s.matchAll(JUMP_BY_LEVEL)];
  const byName = [...s.matchAll(JUMP_BY_NAME)];
  if (byLevel.length + byName.length !== 1) return null;
  if (byLevel.length) {
    const [a, b] = [Number(byLevel[0][1]), Number(byLevel[0][2])];
    return a === b ? null : b > a ? 1 : -1;
  }
  const [from, to] = [byName[0][1], byName[0][2]];
  const low = (x: string) => LOWER.test(x);
  if (low(from) === low(to)) return null;
  return low(from) ? 1 : -1;
}

export function judgeHydrogenTransition(option: string, stem: string): OptionVerdict | null {
  const up = jumpOf(stem);
  if (up === null) return null;
  const clauses = plainOption(option)
    .split(/[，,、；;]/)
    .map((c) => c.replace(/^(?:且|并且|同时|而|并)/, ''))
    .filter(Boolean);
  const verdicts = clauses.map((c) => clause(c, up));
  if (!verdicts.length || verdicts.some((v) => v === null)) return null;
  const why = `氢原子${up > 0 ? '从低能级跃迁到高能级（电子到离核较远的轨道）时吸收光子，原子的能量增加，电势能增大；由 ke²/r² = mv²/r 得 Ek = ke²/(2r)，r 增大，电子的动能减小' : '从高能级跃迁到低能级（电子到离核较近的轨道）时放出光子，原子的能量减少，电势能减小；由 ke²/r² = mv²/r 得 Ek = ke²/(2r)，r 减小，电子的动能增大'}`;
  return { truth: verdicts.every(Boolean), why };
}

const MORE = /^(?:增大|增加|变大|升高|变高)$/;
const LESS = /^(?:减小|减少|变小|降低|变低)$/;

/** Whether one clause fits the jump; null when it is not one of the readable claims. */
function clause(c: string, up: 1 | -1): boolean | null {
  const photon = /^(?:原子|氢原子)?(?:要|会|将|需要)?(吸收|放出|辐射|发出|释放|发射)(?:了)?(?:一定频率的)?(?:一个)?光子$/.exec(c);
  if (photon) return (photon[1] === '吸收') === up > 0;
  const m =
    /^(?:(?:氢)?原子的?(?:总)?能量|原子的?电势能|电子的?电势能|(?:系统|氢原子)的?电势能|电势能|(?:核外)?电子的?(?:动能|速度|速率|轨道半径)|轨道半径)(.+)$/.exec(
      c,
    );
  if (!m) return null;
  const rises = MORE.test(m[1]) ? 1 : LESS.test(m[1]) ? -1 : null;
  if (rises === null) return null;
  const falls = /动能|速度|速率/.test(c);
  return (falls ? -up : up) === rises;
}
