import { solveElementInference } from '../../science/elements-inference/solve';
import type { Engine } from '../types';

/** 「短周期元素 W、X、Y、Z 的原子序数依次增大，…，下列说法正确的是」: elements inferred, options judged by periodic trends. */
export const elementInferenceEngine: Engine = {
  name: 'element-inference',
  subjects: ['chemistry'],
  readsOptions: true,
  solve(q) {
    const outcome = solveElementInference(q.stem, q.options, q.multi);
    return outcome ? { outcome } : null;
  },
};
