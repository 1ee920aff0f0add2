import type { Engine } from '../types';
import { arithmeticListKind } from './arithmetic-list';
import { blankEquationKind } from './blank-equation';
import { countedNumbersKind } from './counted-numbers';
import { definedOperationKind } from './defined-operation';
import { digitArrangementsKind } from './digit-arrangements';
import { divisibleOption } from './divisible-option';
import { factorKind, gcdLcmKind } from './factors';
import { gainAndLossKind } from './gain-and-loss';
import { lastDigitKind, trailingZerosKind } from './last-digit';
import { meetWeekdayKind } from './meet-weekday';
import { pageDigitsKind } from './page-digits';
import { pairFreeDrawKind } from './pair-free-draw';
import { patternedSumKind } from './patterned-sum';
import { periodicKind } from './periodic';
import { primeCombinationKind } from './prime-combination';
import { remainderKind } from './remainder';
import { flatStem, result, type Worked } from './text';
import { twoTermRuleKind } from './two-term-rule';
import { weekdayKind } from './weekday';

const KINDS: Array<(f: string) => Worked | null> = [
  factorKind,
  gcdLcmKind,
  lastDigitKind,
  trailingZerosKind,
  remainderKind,
  weekdayKind,
  meetWeekdayKind,
  periodicKind,
  pageDigitsKind,
  pairFreeDrawKind,
  arithmeticListKind,
  digitArrangementsKind,
  patternedSumKind,
  countedNumbersKind,
  twoTermRuleKind,
  primeCombinationKind,
  gainAndLossKind,
];

/**
 * The computable number questions of primary papers (因数的个数与和, 最大公因数与最小公倍数, 个位数字, 末尾的0, 星期几,
 * 周期排列的第 n 个, 页码用的数字): each kind reads the whole stem or nothing, computes exactly and is given to the
 * choice module as a value, so an option is chosen only when it alone equals the worked answer.
 */
export const numberKindsEngine: Engine = {
  name: 'number-kinds',
  subjects: ['math', 'other'],
  readsOptions: true,
  solve(q) {
    if (q.stem.length > 240) return null;
    if (q.options.length) return divisibleOption(q.stem, q.options);
    const stemKind = definedOperationKind(q.stem) ?? blankEquationKind(q.stem);
    if (stemKind) return result(stemKind);
    const f = flatStem(q.stem).replace(/^(?:求|请问|问)/, '');
    for (const kind of KINDS) {
      const w = kind(f);
      if (w) return result(w);
    }
    return null;
  },
};
