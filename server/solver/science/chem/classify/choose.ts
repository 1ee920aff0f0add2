import type { ChoiceSplit } from '../../../math/answers/choice';
import type { Refused, Solved } from '../../../types';
import { optionByOptionMarkdown, refused, solved } from '../../outcome';
import { ASKS_FALSE, askClause } from '../../statement-picks';
import { type Item, readItem } from './items';
import { countOf, judgeNuclideComparison, judgeNuclideCount } from './nuclide-claims';
import type { Nuclide } from './nuclide-notation';
import { judgeRelation, type Relation, type RelationVerdict } from './relations';

const RELATION = '(同位素|同素异形体|同系物|同分异构体|同一种物质|同种物质|同一物质)';
const ASKS_RELATION = new RegExp(`(?:互为|属于|是)${RELATION}的是$`);
const STATEMENT = new RegExp(`^(.+?)(?:一定)?(?:互为|属于|是)${RELATION}$`);
const ASKS_STATEMENT = /(?:说法|叙述)(?:中)?(?:正确|错误|不正确)的是$/;
const ABOUT_NUCLIDE = /^(?:下列)?(?:关于|有关)(.+?)的(?:说法|叙述)(?:中)?(?:正确|错误|不正确)的是$/;
const SAME_ASK = /^(.+?)(?:具有相同的|的(?:下列)?(?:数值|微粒数)?相同的是)$/;

const relationOf = (w: string): Relation => (w === '同种物质' || w === '同一物质' ? '同一种物质' : (w as Relation));
const plain = (t: string) =>
  t
    .replace(/\s+/g, '')
    .replace(/\$/g, '')
    .replace(/[（(]\s*[）)]$/, '')
    .replace(/[。．.]$/, '');

/** 「A 和 B」「A、B、C」: the members of a group, each one substance or nuclide; null when one is not read. */
function readGroup(t: string): Item[] | null {
  const parts = t.split(/和|与|、|及/).filter(Boolean);
  if (parts.length < 2) return null;
  const items = parts.map(readItem);
  return items.every((x) => x) ? (items as Item[]) : null;
}

/** A relation of every two members of a group: true when all pairs hold it, false when one does not. */
function judgeGroup(items: Item[], r: Relation): RelationVerdict | null {
  const verdicts: RelationVerdict[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const v = judgeRelation(items[i], items[j], r);
      if (!v) return null;
      if (!v.truth) return v;
      verdicts.push(v);
    }
  }
  return { truth: true, why: verdicts.map((v) => v.why).join('；') };
}

/** One statement: 「A 和 B 互为 R」, or about the nuclide(s) of the stem. */
function judgeStatement(option: string, subject: Nuclide | null): RelationVerdict | null {
  const t = plain(option);
  const relation = STATEMENT.exec(t);
  if (relation) {
    if (/不/.test(relation[1])) return null;
    const group = readGroup(subject && /^与/.test(relation[1]) ? `${subjectText(subject)}${relation[1]}` : relation[1]);
    return group ? judgeGroup(group, relationOf(relation[2])) : null;
  }
  if (/不(?!同)/.test(t)) return null;
  if (subject) return judgeNuclideCount(subject, t);
  const compare = /^(.+?)与(.+?)(的.+)$/.exec(t);
  if (compare) {
    const [a, b] = [readItem(compare[1]), readItem(compare[2])];
    if (a?.kind === 'nuclide' && b?.kind === 'nuclide') return judgeNuclideComparison(a.nuclide, b.nuclide, compare[3]);
  }
  return null;
}

const subjectText = (n: Nuclide) => `^{${n.a}}${n.el}`;

interface Decided {
  letter: string;
  text: string;
  verdict: RelationVerdict | null;
}

/**
 * Choice questions decided by what is written of substances and nuclides: 「互为同位素（同素异形体、同系物、同分异构体）
 * 的是」, 「是同一种物质的是」, 「下列说法正确的是」 over such statements and over counts of a nuclide (质子数、中子数、
 * 核外电子数、质量数), 「关于 X 的说法正确的是」 and 「A 与 B 具有相同的」. Every option must be decided; null when the
 * stem is no such question or some option is not read.
 */
export function solveClassificationChoice(split: ChoiceSplit): Solved | Refused | null {
  const stem = plain(split.stem);
  const ask = askClause(stem);
  let decided: Decided[];
  let idea: string;
  let wantsFalse = false;
  const relationAsk = ASKS_RELATION.exec(ask);
  const about = ABOUT_NUCLIDE.exec(ask);
  const same = SAME_ASK.exec(ask);
  if (relationAsk && !/不(?:互为|属于|是)/.test(ask)) {
    const r = relationOf(relationAsk[1]);
    decided = split.options.map((o) => {
      const group = readGroup(plain(o.text));
      return { letter: o.letter, text: o.text.trim(), verdict: group ? judgeGroup(group, r) : null };
    });
    idea = `**思路**：逐组按定义判断是否互为${r === '同一种物质' ? '（是）同一种物质' : r}。`;
  } else if (same) {
    const group = readGroup(same[1]);
    if (group?.length !== 2 || group.some((x) => x.kind !== 'nuclide')) return null;
    const [a, b] = group.map((x) => (x as Extract<Item, { kind: 'nuclide' }>).nuclide);
    decided = split.options.map((o) => {
      const c = countOf(plain(o.text));
      // Nuclides of different mass numbers have different relative atomic masses (about the mass number).
      if (!c && plain(o.text) === '相对原子质量' && a.a !== b.a) {
        const why = `$${a.tex}$ 与 $${b.tex}$ 的质量数不同，相对原子质量（约等于质量数）也不同`;
        return { letter: o.letter, text: o.text.trim(), verdict: { truth: false, why } };
      }
      if (!c) return { letter: o.letter, text: o.text.trim(), verdict: null };
      const equal = c.of(a) === c.of(b);
      return {
        letter: o.letter,
        text: o.text.trim(),
        verdict: { truth: equal, why: `$${a.tex}$ 的${c.name}为 ${c.of(a)}，$${b.tex}$ 的为 ${c.of(b)}，${equal ? '相同' : '不同'}` },
      };
    });
    idea = '**思路**：由核素符号 $^{A}_{Z}\\mathrm{X}$ 读出质子数 $Z$、质量数 $A$，中子数 $= A - Z$，逐项比较。';
  } else if (ASKS_STATEMENT.test(ask) || about) {
    if (!ASKS_FALSE.test(ask) && ASKS_FALSE.test(stem)) return null;
    wantsFalse = ASKS_FALSE.test(ask);
    let subject: Nuclide | null = null;
    if (about) {
      const item = readItem(about[1]);
      if (item?.kind !== 'nuclide') return null;
      subject = item.nuclide;
    }
    decided = split.options.map((o) => ({ letter: o.letter, text: o.text.trim(), verdict: judgeStatement(o.text, subject) }));
    idea = `**思路**：由核素符号读出质子数、中子数、质量数，由分子式和结构简式判断物质间的关系，逐项判断；题目要求选出${wantsFalse ? '错误' : '正确'}的说法。`;
  } else return null;
  const known = decided.filter((d) => d.verdict);
  if (!known.length) return null;
  const undecided = decided.filter((d) => !d.verdict).map((d) => d.letter);
  // Only questions whose every option is of these kinds are answered here; a question that mixes in others is left
  // to the other readers unless most options were read.
  if (undecided.length && known.length * 2 < decided.length) return null;
  const picks = decided.filter((d) => d.verdict && d.verdict.truth !== wantsFalse);
  if (undecided.length || picks.length !== 1) {
    const said = known.map((d) => `${d.letter}${d.verdict!.truth ? '成立' : '不成立'}（${d.verdict!.why}）`).join('；');
    const rest = undecided.length
      ? `选项 ${undecided.join('、')} 没能从所写的符号或式子判断`
      : `符合题目要求的选项有 ${picks.length} 个，而题目只要求选一个`;
    return refused('chemistry', `逐项判断：${said}；${rest}，为避免凭排除法猜测，暂不作答。`, 'choice');
  }
  const pick = picks[0];
  const lines = decided.map((d) => {
    const fits = d.verdict!.truth !== wantsFalse;
    return `- **${d.letter}**（${d.text}）：${d.verdict!.why}，故 ${d.letter} ${relationAsk || same ? (fits ? '符合题意' : '不符合题意') : d.verdict!.truth ? '正确' : '错误'}。`;
  });
  return solved(
    'chemistry',
    'offline:classification',
    optionByOptionMarkdown(idea, lines, pick.letter),
    `${pick.letter}（${pick.text}）`,
    `每个选项都由定义和所写的符号判断：${decided.map((d) => `${d.letter}${d.verdict!.truth ? '是' : '否'}`).join('，')}；只有 ${pick.letter} 符合题目要求`,
    'choice',
  );
}
