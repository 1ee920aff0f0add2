import type { Assignment, Clue } from './clues';

/**
 * Clues that name a compound of two or three letters by what it does (人教版 必修第一册 钠、氯, 必修第二册 硫): a salt
 * that gives a yellow precipitate (S) and a pungent gas (SO2) with dilute acid is a thiosulfate, M2S2O3; a salt
 * 「YZW」 that gives chlorine with concentrated HCl and is made again from chlorine and cold 烧碱 is NaClO, and so is
 * 84 消毒液's active part; 供氧剂 is Na2O2; what etches glass is HF. Such a clue often runs over several commas, so
 * it is read on the joined clauses. A test answers null where the books allow another metal (Li2S2O3, LiClO).
 */
type Test = (a: Assignment) => boolean | null;

/** The letters of a formula written as distinct single letters (「YZW」); null otherwise. */
function formulaLetters(formula: string, letters: string[]): string[] | null {
  const ls = [...formula];
  return ls.every((l) => letters.includes(l)) && new Set(ls).size === ls.length ? ls : null;
}

const ACID = '(?:稀)?(?:盐酸|硫酸|HCl|H2SO4)';
const YELLOW_SOLID = '(?:有|产生|生成|出现)?(?:淡)?黄色(?:的)?(?:沉淀|浑浊|固体)(?:析出|生成|产生)?';
const PUNGENT_GAS = '(?:同时)?(?:有|产生|生成|放出)?(?:有)?刺激性(?:气味)?(?:的)?气体(?:产生|生成|逸出|放出)?';
const COLD_ALKALI = '冷(?:的)?(?:烧碱|NaOH|氢氧化钠)溶液';

/** M2S2O3: S and O, and a metal that is Na (other short-period metals are not what the books mean: null). */
const thiosulfate =
  (ls: string[]): Test =>
  (a) => {
    const symbols = ls.map((l) => a[l].symbol);
    if (!symbols.includes('S') || !symbols.includes('O')) return false;
    const metal = symbols.find((s) => s !== 'S' && s !== 'O');
    if (metal === 'Na') return true;
    return metal && a[ls[symbols.indexOf(metal)]].metal ? null : false;
  };

/** MClO in the formula's order; with 烧碱 the metal is Na, otherwise Li is left open. */
const hypochlorite =
  (ls: string[], sodium: boolean): Test =>
  (a) => {
    const [m, cl, o] = ls.map((l) => a[l].symbol);
    if (cl !== 'Cl' || o !== 'O') return false;
    if (m === 'Na') return true;
    return !sodium && m === 'Li' ? null : false;
  };

const pair =
  (p: string, q: string, symbols: [string, string]): Test =>
  (a) =>
    [a[p].symbol, a[q].symbol].sort().join() === [...symbols].sort().join();

export function readCompoundClue(clause: string, letters: string[]): Clue | null {
  const L = `([${letters.join('')}])`;
  const F = `([${letters.join('')}]{3})`;
  const LIST3 = `([${letters.join('')}])(?:、|和|与)([${letters.join('')}])(?:、|和|与)([${letters.join('')}])`;
  let m = new RegExp(
    `^由?${LIST3}(?:三种元素)?(?:组成|形成|构成)的(?:一种)?盐(?:溶于水(?:后)?)?,?(?:向其中)?(?:加入|滴加|与)${ACID}(?:反应)?(?:后)?,?(?:${YELLOW_SOLID},?${PUNGENT_GAS}|${PUNGENT_GAS},?${YELLOW_SOLID})$`,
  ).exec(clause);
  if (m) {
    const ls = m.slice(1, 4);
    if (new Set(ls).size !== 3) return null;
    return { text: `${ls.join('、')} 组成的盐遇酸生成 S（黄色）和 SO2（刺激性气味）：硫代硫酸盐，含 Na、S、O`, test: thiosulfate(ls) };
  }
  m = new RegExp(
    `^(?:盐|化合物)?${F}(?:与|和)浓盐酸(?:反应|混合)?,?(?:有|产生|生成|放出)黄绿色(?:的)?气体(?:产生|生成|放出)?(,(?:此|该|这种)气体(?:同|与|和|通入)${COLD_ALKALI}(?:中)?(?:作用|反应)?,?(?:又)?(?:可|能)?(?:得到|生成)(?:含(?:有)?)?([${letters.join('')}]{3})(?:的溶液)?)?$`,
  ).exec(clause);
  if (m) {
    const ls = formulaLetters(m[1], letters);
    if (!ls || (m[2] && m[3] !== m[1])) return null;
    return {
      text: `盐 ${m[1]} 遇浓盐酸放出 Cl2${m[2] ? '，又可由 Cl2 与冷 NaOH 溶液制得' : ''}：${m[1]} 为 NaClO`,
      test: hypochlorite(ls, Boolean(m[2])),
    };
  }
  m = new RegExp(`^(?:化合物|盐)?${F}(?:是|为)(?:家用)?(?:84消毒液|漂白液)的有效成分$`).exec(clause);
  if (m) {
    const ls = formulaLetters(m[1], letters);
    return ls ? { text: `${m[1]} 是 84 消毒液的有效成分 NaClO`, test: hypochlorite(ls, true) } : null;
  }
  m = new RegExp(
    `^${L}(?:与|和)${L}(?:可)?(?:形成|组成)的(?:一种)?(?:淡黄色)?(?:固体)?(?:化合物)?(?:可|常)?(?:用作|作为|作)(?:呼吸面具中的|潜水艇中的)?供氧剂$`,
  ).exec(clause);
  if (m) return { text: `${m[1]}、${m[2]} 的化合物作供氧剂：Na2O2`, test: pair(m[1], m[2], ['Na', 'O']) };
  m = new RegExp(`^${L}(?:与|和)${L}(?:形成|组成)的(?:化合物|物质)(?:的水溶液)?(?:可|能)?(?:用于|用来)?(?:刻蚀|雕刻|腐蚀)玻璃$`).exec(
    clause,
  );
  if (m) return { text: `${m[1]}、${m[2]} 的化合物能刻蚀玻璃：HF`, test: pair(m[1], m[2], ['H', 'F']) };
  return null;
}
