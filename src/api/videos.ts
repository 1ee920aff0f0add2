import type { DebugFileList, DebugFileTag, VideoListScope, VideoPage } from '../../contract/videos';
import { hasText, isPage } from './accept';
import { apiRequest } from './client';

export interface VideoListParams {
  scope?: VideoListScope;
  page: number;
  page_size: number;
}

/** GET /videos: problems with a finished video, newest first; a visitor gets the public ones. */
export const fetchVideos = (params: VideoListParams) => apiRequest<VideoPage>('/videos', { query: { ...params }, accept: isPage });

/** GET /debug/list_files on the debug listener (spec §7): the job's files, stages and timings. */
export const fetchDebugFiles = (jobId: string) =>
  apiRequest<DebugFileList>('/debug/list_files', { base: 'debug', query: { job_id: jobId }, accept: hasText('job_id') });

/** GET /debug/get_file on the debug listener: one file of the job, as it is (an image, a text, audio, the video). */
export const fetchDebugFile = (jobId: string, tag: DebugFileTag, fileName: string, signal?: AbortSignal) =>
  apiRequest<Blob>('/debug/get_file', { base: 'debug', as: 'blob', query: { job_id: jobId, tag, file_name: fileName }, signal });
