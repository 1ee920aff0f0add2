import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { optionByOptionMarkdown, refused, solved, verdictLine } from '../outcome';
import { moleculeShape, type Planarity } from './molecule-shapes';
import { plainOption } from './substance-facts/reader';

/** 「所有原子可能共平面」「所有碳原子一定处于同一平面上」: which atoms, the modal, the plane. */
const IN_ONE_PLANE =
  /所有(碳)?原子(?:都|均)?(一定|肯定|可能|不可能|不一定)?(?:都|均)?(?:共平面|共面|共处同一平面|处于同一(?:个)?平面|处在同一(?:个)?平面|在同一(?:个)?平面|位于同一(?:个)?平面)(?:上|内)?/;

type Modal = 'certain' | 'possible' | 'impossible' | 'plain';

interface PlaneClaim {
  carbons: boolean;
  modal: Modal;
}

function readPlaneClaim(phrase: string[]): PlaneClaim | null {
  const word = phrase[2];
  if (word === '不一定') return null;
  const modal: Modal =
    word === '一定' || word === '肯定' ? 'certain' : word === '可能' ? 'possible' : word === '不可能' ? 'impossible' : 'plain';
  return { carbons: phrase[1] === '碳', modal };
}

/** Whether a molecule of the given planarity fits the claim; null when the claim's wording leaves it open. */
function fits(p: Planarity, modal: Modal): boolean | null {
  if (modal === 'possible') return p !== 'never';
  if (modal === 'impossible') return p === 'never';
  if (modal === 'certain') return p === 'always';
  // No modal word: papers mean 「一定」 or 「可能」, which agree except for a molecule that can turn into one plane.
  return p === 'possible' ? null : p === 'always';
}

interface Judged {
  truth: boolean;
  why: string;
}

function judge(name: string, claim: PlaneClaim): Judged | null {
  const shape = moleculeShape(name);
  if (!shape) return null;
  const p = claim.carbons ? shape.carbons : shape.atoms;
  if (!p) return null;
  const truth = fits(p, claim.modal);
  return truth === null ? null : { truth, why: shape.why };
}

/**
 * One statement 「丙烯分子中所有原子都在同一平面上」「苯乙烯中所有原子可能共平面」, decided by the molecule's shape;
 * null when anything in it is not read (another molecule, a count of atoms, 共直线, a second clause).
 */
export function judgeCoplanarStatement(text: string): Judged | null {
  const t = plainOption(text);
  const m = new RegExp(`^(.+?)(?:分子)?(?:中|里)(?:的)?${IN_ONE_PLANE.source}$`).exec(t);
  if (!m) return null;
  const claim = readPlaneClaim(m.slice(1));
  return claim ? judge(m[1], claim) : null;
}

/**
 * 「下列化合物的分子中，所有原子可能共平面的是」「下列分子中所有碳原子一定处于同一平面的是」: every option is a
 * molecule named or written as a structural formula, decided by its recorded shape. An answer only when every option
 * is decided and exactly one fits; null when the stem is not of this kind.
 */
export function solveCoplanarChoice(split: ChoiceSplit): Solved | Refused | null {
  const stem = plainOption(split.stem);
  const phrase = IN_ONE_PLANE.exec(stem);
  if (!phrase || !/分子|化合物|有机物|物质|烃/.test(stem) || /直线|几个|多少|最多|至少/.test(stem)) return null;
  if (!/^(?:的分子)?的是/.test(stem.slice(phrase.index + phrase[0].length))) return null;
  const claim = readPlaneClaim(phrase);
  const decided = split.options.map((o) => ({ letter: o.letter, text: plainOption(o.text), v: claim ? judge(o.text, claim) : null }));
  const undecided = decided.filter((d) => !d.v).map((d) => d.letter);
  if (!claim || undecided.length) {
    const known = decided.filter((d) => d.v).map((d) => `${d.letter}${d.v?.truth ? '符合' : '不符合'}（${d.v?.why}）`);
    return refused(
      'chemistry',
      `这是判断分子中原子是否共平面的选择题。${known.length ? `按甲烷、乙烯、乙炔、苯的结构，${known.join('；')}；` : ''}${
        claim
          ? `选项 ${undecided.join('、')} 的分子不在已整理的结构中，或按题目的说法（未说「一定」还是「可能」）不能确定`
          : '题目问的「不一定」共平面要另外判断'
      }，为避免选错，暂不作答。`,
      'choice',
    );
  }
  const picks = decided.filter((d) => d.v?.truth);
  if (picks.length !== 1) {
    return refused(
      'chemistry',
      `这是判断分子中原子是否共平面的选择题。逐项判断后符合题意的选项有 ${picks.length} 个（${picks.map((p) => p.letter).join('、') || '无'}），与单选题不符，为避免选错，暂不作答。`,
      'choice',
    );
  }
  const lines = decided.map((d) => verdictLine(d.letter, `${d.text}：${d.v?.why}`, Boolean(d.v?.truth)));
  const idea =
    '**思路**：以甲烷（正四面体，含饱和碳原子的部分不能全部共面）、乙烯（平面）、乙炔（直线）、苯（平面）为模型，单键可以旋转，连在单键两端的平面可能但不一定重合。';
  const letter = picks[0].letter;
  return solved(
    'chemistry',
    'offline:coplanar',
    optionByOptionMarkdown(idea, lines, letter),
    `${letter}（${picks[0].text}）`,
    '每个选项都按分子的空间结构判断过',
    'choice',
  );
}
