import { fromPromise } from 'xstate';
import type { EngagementKind, EngagementStatus } from '../../../contract/community';
import { setEngagement } from '../../api/community';

/** The real actors, for machine.provide({ actors }). */
export const engagementToggleActors = {
  saveEngagement: fromPromise<EngagementStatus, { problemId: string; kind: EngagementKind; on: boolean }>(({ input }) =>
    setEngagement(input.kind, input.problemId, input.on),
  ),
};
