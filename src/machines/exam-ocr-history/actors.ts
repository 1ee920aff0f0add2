import { fromPromise } from 'xstate';
import { fetchPricing } from '../../api/credits';
import { fetchExamOcrList } from '../../api/exam-ocr';
import type { ExamOcrHistory } from './machine';

/** The real actors, for machine.provide({ actors }). */
export const examOcrHistoryActors = {
  fetchHistory: fromPromise<ExamOcrHistory>(async () => {
    const [list, pricing] = await Promise.all([fetchExamOcrList(), fetchPricing()]);
    return { items: list.items, cost: pricing.exam_ocr ?? null };
  }),
};
