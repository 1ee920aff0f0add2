import type { VideoCard, VideoListScope } from '../../../contract/videos';
import { VIDEOS } from '../../text/videos';
import { createPagedListMachine, type FetchPageInput, type ListPage } from '../paged-list/paged-list';

/** /videos: problems with a finished video, newest first, a page at a time ("加载更多"); mine or public. */
export interface VideoListQuery {
  scope: VideoListScope;
}

/** A page of videos; they carry no extras. */
export type VideoListPage = ListPage<VideoCard, never>;
export type VideoListPageInput = FetchPageInput<VideoListQuery>;

export const machine = createPagedListMachine<VideoListQuery, VideoCard>({
  id: 'videoList',
  emptyQuery: { scope: 'mine' },
  keyOf: (video) => video.task_id,
  loadFailed: VIDEOS.list.loadFailed,
});
