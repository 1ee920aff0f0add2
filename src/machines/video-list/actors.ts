import { fromPromise } from 'xstate';
import { fetchVideos } from '../../api/videos';
import type { VideoListPage, VideoListPageInput } from './machine';

/** The real actors, for machine.provide({ actors }). */
export const videoListActors = {
  fetchPage: fromPromise<VideoListPage, VideoListPageInput>(async ({ input }) => ({
    page: await fetchVideos({ scope: input.query.scope, page: input.page, page_size: input.pageSize }),
    extras: {},
  })),
};
