import { fromPromise } from 'xstate';
import type { Pricing } from '../../../contract/credits';
import { fetchPricing } from '../../api/credits';
import type { SubmitInput } from '../../api/tasks';
import { getItem, removeItem, setItem } from '../../lib/storage';
import { createTask } from '../task-client/actors';
import type { CreateResult } from '../task-client/outcomes';
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

export async function loadPricing(): Promise<Pricing> {
  const res = await fetchPricing();
  if (!res.success || !res.data) throw new Error(res.message || 'pricing unavailable');
  return res.data;
}

/** The real actors, for machine.provide({ actors }). */
export const submissionActors = {
  takeDraft: fromPromise<Draft | null>(async () => takeDraft()),
  loadPricing: fromPromise<Pricing>(() => loadPricing()),
  createTask: fromPromise<CreateResult, SubmitInput>(({ input }) => createTask(input)),
};
