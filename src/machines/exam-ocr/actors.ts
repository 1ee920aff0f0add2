import { fromPromise } from 'xstate';
import type { ExamOcrResult, ExamOcrStarted, ExamOcrStatusData } from '../../../contract/exam-ocr';
import { fetchExamOcrResult, fetchExamOcrStatus, startExamOcr } from '../../api/exam-ocr';

/** The exam OCR machine's real actors (provided at the edge). */
export const examOcrActors = {
  startConversion: fromPromise<ExamOcrStarted, { file: File }>(({ input, signal }) => startExamOcr(input.file, signal)),
  fetchStatus: fromPromise<ExamOcrStatusData, { jobId: string }>(({ input, signal }) => fetchExamOcrStatus(input.jobId, signal)),
  fetchResult: fromPromise<ExamOcrResult, { jobId: string }>(({ input, signal }) => fetchExamOcrResult(input.jobId, signal)),
};
