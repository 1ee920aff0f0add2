/**
 * Gaokao chemistry choice kinds asked every year, written fresh in other papers' words (plain typing, exam LaTeX as
 * OCR gives it, Unicode): `answer` is the hand-worked letter (null when the books do not decide it), `answered`
 * whether the solver must answer (true) or refuse (false). A wrong letter fails either way.
 */
export interface PaperKindCase {
  kind: 'coplanar' | 'organic-statements';
  text: string;
  answer: string | null;
  answered: boolean;
}

const q = (stem: string, options: string[]) => [stem, ...options.map((o, i) => `${'ABCD'[i]}. ${o}`)].join('\n');

export const PAPER_KIND_CASES: PaperKindCase[] = [
  // 共平面: 甲烷/乙烯/乙炔/苯 as models; a CH3 keeps atoms out of the plane, a single bond may turn planes into one.
  {
    kind: 'coplanar',
    text: q('下列有机物分子中，所有原子一定处于同一平面的是（ ）', ['苯乙烯', '丙烯', '氯乙烯', '乙醇']),
    answer: 'C',
    answered: true,
  },
  {
    kind: 'coplanar',
    // 苯 always; 甲苯/乙烷/甲醇 never: 「可能」 fits only A.
    text: q('下列分子中所有原子可能在同一平面上的是', ['$\\mathrm{C}_{6} \\mathrm{H}_{6}$ 的同系物甲苯', '苯', '乙烷', '甲醇']),
    answer: null,
    answered: false,
  },
  {
    kind: 'coplanar',
    text: q('下列物质的分子中，所有原子都可能共平面的是（  ）', ['苯甲酸', '乙醛', '丙炔', '四氯化碳']),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'coplanar',
    // 「可能」 with two planar-capable molecules: two letters fit, a single choice is refused.
    text: q('下列化合物中，所有原子可能共平面的是（）', ['1,3-丁二烯', '苯乙烯', '甲苯', '丙烯']),
    answer: null,
    answered: false,
  },
  {
    kind: 'coplanar',
    text: q('下列有机物分子中，所有碳原子一定在同一平面内的是', ['环己烷', '甲苯', '乙苯', '2-甲基丙烷']),
    answer: 'B',
    answered: true,
  },
  {
    kind: 'coplanar',
    text: q('下列分子中，所有原子不可能共平面的是（ ）', ['$\\mathrm{CH}_{2}=\\mathrm{CHCl}$', '苯酚', '乙炔', '丙烯']),
    answer: 'D',
    answered: true,
  },
  {
    kind: 'coplanar',
    // No modal word: 苯乙烯 could be either, so the option stays open and the question is refused.
    text: q('下列分子中所有原子都处于同一平面的是', ['苯乙烯', '甲烷', '乙烷', '丙烷']),
    answer: null,
    answered: false,
  },
  {
    kind: 'coplanar',
    text: q('下列分子中所有原子都处于同一平面的是', ['乙烯', '甲烷', '乙烷', '丙烷']),
    answer: 'A',
    answered: true,
  },
  {
    kind: 'coplanar',
    // 共直线 is another question.
    text: q('下列分子中所有原子都在同一直线上的是', ['乙炔', '乙烯', '苯', '甲烷']),
    answer: 'A',
    answered: false,
  },
  {
    kind: 'coplanar',
    // A molecule outside the table (氯丁二烯) leaves its option, and so the question, undecided.
    text: q('下列物质分子中所有原子一定共面的是', ['2-氯-1,3-丁二烯', '丙烯', '乙醛', '甲苯']),
    answer: null,
    answered: false,
  },
];
