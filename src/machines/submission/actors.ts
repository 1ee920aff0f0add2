import { fromPromise } from 'xstate';
import type { Pricing } from '../../../contract/credits';
import type { OcrResult } from '../../../contract/ocr';
import type { SubmitResult } from '../../../contract/tasks';
import { fetchPricing } from '../../api/credits';
import { type SubmitInput, submitTask } from '../../api/tasks';
import { getItem, removeItem, setItem } from '../../lib/storage';
import type { Draft } from './machine';

/** Reads the visitor's draft and removes it, so it is restored once (spec §4). */
export function takeDraft(): Draft | null {
  const text = getItem('draftProblem');
  const video = getItem('draftVideo');
  removeItem('draftProblem');
  removeItem('draftVideo');
  if (text === null && video === null) return null;
  return { text: text ?? '', generateVideo: typeof video === 'boolean' ? video : true };
}

export function saveDraft(draft: Draft): void {
  setItem('draftProblem', draft.text);
  setItem('draftVideo', draft.generateVideo);
}

/** The real actors, for machine.provide({ actors }); API failures reject with the ApiError. */
export const submissionActors = {
  takeDraft: fromPromise<Draft | null>(async () => takeDraft()),
  loadPricing: fromPromise<Pricing>(() => fetchPricing()),
  createTask: fromPromise<Partial<SubmitResult> | undefined, SubmitInput>(({ input }) => submitTask(input)),
  // Leaving the step (the photo removed or replaced) aborts the request.
  // Loaded with the first photo: the home page's first screen does without it.
  recognizeText: fromPromise<OcrResult, { image: File }>(async ({ input, signal }) =>
    (await import('../../api/ocr')).recognizeImage(input.image, signal),
  ),
};
