import { fromPromise } from 'xstate';
import type { VideoListScope, VideoPage } from '../../../contract/videos';
import { fetchVideos } from '../../api/videos';

/** The real actors, for machine.provide({ actors }). */
export const videoListActors = {
  fetchVideos: fromPromise<VideoPage, { scope: VideoListScope; page: number; pageSize: number }>(({ input }) =>
    fetchVideos({ scope: input.scope, page: input.page, page_size: input.pageSize }),
  ),
};
