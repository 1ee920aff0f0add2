import { stemProblem } from '../stem-problem';
import type { Engine } from '../types';
import { ballDraw } from './ball-draw';
import { listedData } from './data-set';
import { listedPercentile } from './percentile';
import { pickOne } from './pick-one';
import { plainJunior } from './plain';
import { regressionCentre } from './regression-centre';
import { stratifiedSample } from './stratified';
import { stratifiedByList } from './stratified-list';
import { transformedData } from './transform';
import { weightedMean } from './weighted';

/**
 * Statistics and simple probability as 初中 teaches them: the measures of a listed data set (平均数, 中位数, 众数,
 * 极差, 方差), the weighted mean (按 5:3:2 计算成绩, a frequency table told in words), and drawing balls from a bag
 * whose colours are counted (one draw, two draws with or without putting back, a count found from a probability).
 */
export const statisticsEngine: Engine = {
  name: 'statistics',
  subjects: ['math', 'other'],
  solve: (q) => {
    try {
      const t = plainJunior(q.stem);
      const mp = stemProblem(q);
      const out =
        listedData(t, mp) ??
        listedPercentile(t, mp) ??
        weightedMean(t, mp) ??
        ballDraw(t, mp) ??
        pickOne(t, mp) ??
        transformedData(t, mp) ??
        stratifiedSample(t, mp) ??
        stratifiedByList(t, mp) ??
        regressionCentre(q.stem, mp);
      if (!out?.outcome.ok) return null;
      const asked = out.value?.kind === 'numbers' && 'asksAnswered' in out ? { asksAnswered: out.asksAnswered as number } : {};
      return { outcome: out.outcome, value: out.value, ...asked };
    } catch {
      return null;
    }
  },
};
