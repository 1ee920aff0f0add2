import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { TaskVideo, VideoChapter } from '../../../../contract/videos';
import { backendUrl } from '../../../lib/backend-url';
import { chapterOfStep } from '../../../machines/video-chapters/chapters';
import { machine as videoChaptersMachine } from '../../../machines/video-chapters/machine';
import * as sel from '../../../machines/video-chapters/selectors';
import { VIDEOS } from '../../../text/videos';
import { ChapterList } from './ChapterList';
import { linkSteps, markCurrentStep, scrollStepIntoView, watchStudentScroll } from './solution-steps';

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
const NO_CHAPTERS: VideoChapter[] = [];

const controlClass =
  'inline-flex min-h-10 items-center rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';

interface Props {
  /** The task's video_url (older servers send no `video`). */
  url: string;
  video: TaskVideo | null;
  /** The element holding the written solution, whose steps carry data-step. */
  stepsRoot: RefObject<HTMLElement | null>;
  /** Changes when the written solution is rendered again (its steps are linked again). */
  stepsKey: string | null | undefined;
}

/**
 * The explanation video: poster and duration before playing, speed, subtitles (on by default), the
 * chapter list, and the written steps tied to the chapters both ways. A video made before chapters
 * and posters existed plays as a plain video.
 */
export default function LessonVideo({ url, video, stepsRoot, stepsKey }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const chapters = video?.chapters ?? NO_CHAPTERS;
  const [logic] = useState(() =>
    videoChaptersMachine.provide({
      actions: {
        seekVideo: (_, { seconds }) => {
          if (videoRef.current) videoRef.current.currentTime = seconds;
        },
        scrollToStep: (_, { step }) => {
          if (stepsRoot.current) scrollStepIntoView(stepsRoot.current, step);
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input: { chapters } });
  const current = useSelector(actor, sel.selectCurrentChapter);
  const currentStep = useSelector(actor, sel.selectCurrentStep);
  const [rate, setRate] = useState(1);
  const [subtitlesOn, setSubtitlesOn] = useState(true);
  const [metaDuration, setMetaDuration] = useState<number | null>(null);
  const speedId = useId();
  const duration = video?.duration_seconds ?? metaDuration;

  // The written steps seek the video; the step narrated is marked. Both again when the server's HTML is rendered again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stepsKey stands for the steps' HTML, read through the element.
  useEffect(() => {
    const root = stepsRoot.current;
    if (!root || chapters.length === 0) return;
    return linkSteps(
      root,
      (step) => chapterOfStep(chapters, step) >= 0,
      (step) => actor.send({ type: 'video.seekStep', step }),
    );
  }, [actor, chapters, stepsRoot, stepsKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: stepsKey stands for the steps' HTML, read through the element.
  useEffect(() => {
    if (stepsRoot.current) markCurrentStep(stepsRoot.current, currentStep);
  }, [currentStep, stepsRoot, stepsKey]);
  useEffect(() => watchStudentScroll(() => actor.send({ type: 'video.scrolledAway' })), [actor]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
  }, [rate]);
  useEffect(() => {
    const track = videoRef.current?.textTracks[0];
    if (track) track.mode = subtitlesOn ? 'showing' : 'hidden';
  }, [subtitlesOn]);
  // The native controls' own subtitles menu switches the track too: follow it.
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks?.addEventListener) return;
    const onChange = () => setSubtitlesOn(tracks[0]?.mode === 'showing');
    tracks.addEventListener('change', onChange);
    return () => tracks.removeEventListener('change', onChange);
  }, []);
  // Opened from /videos (…#video): the player is what the student came for.
  useEffect(() => {
    if (location.hash === '#video') videoRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, []);

  const report = (seconds: number) => actor.send({ type: 'video.timeUpdated', seconds });

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/useMediaCaption: the subtitles track is there whenever the video has one; videos made before subtitles have none. */}
      <video
        ref={videoRef}
        controls
        preload="metadata"
        playsInline
        src={backendUrl(url)}
        poster={video?.poster_url ? backendUrl(video.poster_url) : undefined}
        className="aspect-video w-full rounded-lg bg-black"
        data-testid="solution-video"
        onPlay={() => actor.send({ type: 'video.played' })}
        onPause={() => actor.send({ type: 'video.paused' })}
        onTimeUpdate={(e) => report(e.currentTarget.currentTime)}
        onSeeked={(e) => report(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          e.currentTarget.playbackRate = rate;
          if (Number.isFinite(e.currentTarget.duration)) setMetaDuration(e.currentTarget.duration);
        }}
      >
        {video?.subtitles_url ? (
          <track kind="subtitles" src={backendUrl(video.subtitles_url)} srcLang="zh" label={VIDEOS.player.subtitlesTrack} default />
        ) : null}
      </video>
      <div className="flex flex-wrap items-center gap-2">
        {duration ? (
          <span className="text-sm text-gray-700 dark:text-gray-300" data-testid="video-duration">
            {VIDEOS.player.duration(duration)}
          </span>
        ) : null}
        <label htmlFor={speedId} className="ml-auto text-sm text-gray-700 dark:text-gray-300">
          {VIDEOS.player.speed}
        </label>
        <select id={speedId} value={rate} onChange={(e) => setRate(Number(e.target.value))} className={controlClass}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {VIDEOS.player.speedValue(s)}
            </option>
          ))}
        </select>
        {video?.subtitles_url ? (
          <button type="button" aria-pressed={subtitlesOn} onClick={() => setSubtitlesOn((on) => !on)} className={controlClass}>
            {subtitlesOn ? VIDEOS.player.subtitlesOn : VIDEOS.player.subtitlesOff}
          </button>
        ) : null}
      </div>
      {chapters.length > 0 ? (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">{VIDEOS.player.hint}</p>
          <ChapterList chapters={chapters} current={current} onChoose={(index) => actor.send({ type: 'video.seekChapter', index })} />
        </>
      ) : null}
    </div>
  );
}
