import type {
  BatchStatus,
  CardPage,
  EngagementKind,
  EngagementStatus,
  ExploreSort,
  Sharing,
  SharingUpdate,
} from '../../contract/community';
import type { ProblemType, Subject } from '../../contract/values';
import { hasOneOf, isObject, isPage } from './accept';
import { apiRequest } from './client';

export interface ExploreParams {
  q?: string;
  subject?: Subject;
  type?: ProblemType;
  sort?: ExploreSort;
  page?: number;
  page_size?: number;
}

/** GET /problems/explore: solved problems others shared; visitors may call it. */
export const fetchExplore = (params: ExploreParams) =>
  apiRequest<CardPage>('/problems/explore', { query: { ...params, q: params.q || undefined }, accept: isPage });

/** GET /engagements/likes or /favorites: mine, the latest first. */
export const fetchEngaged = (kind: EngagementKind, page: number, pageSize: number) =>
  apiRequest<CardPage>(`/engagements/${kind}s`, { query: { page, page_size: pageSize }, accept: isPage });

/** POST (on) or DELETE (off) /engagements/{like|favorite}/{id}; idempotent. */
export const setEngagement = (kind: EngagementKind, problemId: string, on: boolean) =>
  apiRequest<EngagementStatus>(`/engagements/${kind}/${encodeURIComponent(problemId)}`, {
    method: on ? 'POST' : 'DELETE',
    accept: isObject,
  });

/** POST /engagements/batch-status: one call for a page of cards (at most 100 ids). */
export const fetchBatchStatus = (problemIds: string[]) =>
  apiRequest<BatchStatus>('/engagements/batch-status', { method: 'POST', body: { problem_ids: problemIds }, accept: isObject });

export const fetchSharing = (problemId: string) =>
  apiRequest<Sharing>(`/problems/${encodeURIComponent(problemId)}/sharing`, { accept: hasOneOf('visibility', ['public', 'private']) });

export const updateSharing = (problemId: string, patch: SharingUpdate) =>
  apiRequest<Sharing>(`/problems/${encodeURIComponent(problemId)}/sharing`, {
    method: 'PATCH',
    body: patch,
    accept: hasOneOf('visibility', ['public', 'private']),
  });

export const acknowledgeSharingNotice = () =>
  apiRequest<{ notice_acknowledged: boolean }>('/problems/sharing-notice', { method: 'POST', accept: isObject });
