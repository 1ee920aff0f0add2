// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskVideo, VideoChapter } from '../../../contract/videos';
import { SolutionView } from '../../../src/ui/components/solve/SolutionView';
import { makeTask } from '../../machines/task-client-fixtures';

/*
 * The player on the solution: the written steps (data-step, as the server marks them) get a play
 * button that seeks the video into the step's chapter; the chapter list seeks too; while the video
 * plays, the chapter reached marks its step (aria-current="step"); speed and subtitles switch;
 * an older video without chapters, poster or subtitles is a plain player.
 */
const CHAPTERS: VideoChapter[] = [
  { kind: 'title', step: null, title: '题目', start_seconds: 0, end_seconds: 2 },
  { kind: 'step', step: 0, title: '移项', start_seconds: 2, end_seconds: 6 },
  { kind: 'step', step: 1, title: '因式分解', start_seconds: 6, end_seconds: 10 },
  { kind: 'answer', step: null, title: '答案', start_seconds: 10, end_seconds: 12 },
];
const HTML = '<p data-step="0">移项：<a href="#n">注</a></p><p data-step="1">因式分解</p><p data-step="7">没有章节的一步</p>';

// jsdom plays no media: the element's time is a plain value the test moves.
beforeEach(() => {
  let time = 0;
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (t: number) => {
      time = t;
    },
  });
  Element.prototype.scrollIntoView = () => {};
});
afterEach(cleanup);

async function renderPlayer(
  video: TaskVideo = {
    url: '/media/t/v.mp4',
    poster_url: '/media/t/poster.png',
    subtitles_url: '/media/t/v.vtt',
    duration_seconds: 65,
    chapters: CHAPTERS,
  },
) {
  render(
    <SolutionView
      task={makeTask('t', { status: 'completed', result_markdown: 'x', result_html: HTML, video_url: '/media/t/v.mp4', video })}
    />,
  );
  return (await screen.findByTestId('solution-video')) as HTMLVideoElement;
}

const step = (n: number) => document.querySelector<HTMLElement>(`[data-step="${n}"]`)!;
const marked = () => [...document.querySelectorAll('[aria-current="step"]')].map((el) => el.getAttribute('data-step'));

describe('the explanation video with the written steps', () => {
  it('poster, duration, subtitles track on, speed 0.75–2×', async () => {
    const video = await renderPlayer();
    expect(video.getAttribute('poster')).toBe('/media/t/poster.png');
    expect(video.querySelector('track')?.getAttribute('src')).toBe('/media/t/v.vtt');
    expect(video.querySelector('track')?.hasAttribute('default')).toBe(true);
    expect(screen.getByTestId('video-duration').textContent).toBe('时长 1:05');
    const speed = screen.getByLabelText('播放速度') as HTMLSelectElement;
    expect([...speed.options].map((o) => o.textContent)).toEqual(['0.75×', '1×', '1.25×', '1.5×', '2×']);
    await userEvent.selectOptions(speed, '1.5');
    expect(video.playbackRate).toBe(1.5);
    await userEvent.click(screen.getByRole('button', { name: '字幕：开' }));
    expect(screen.getByRole('button', { name: '字幕：关' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a step with a chapter gets a play button that seeks into its chapter; a step without one does not', async () => {
    const video = await renderPlayer();
    expect(within(step(7)).queryByRole('button')).toBeNull();
    await userEvent.click(within(step(1)).getByRole('button', { name: '从第 2 步播放讲解视频' }));
    expect(video.currentTime).toBeGreaterThanOrEqual(6);
    expect(video.currentTime).toBeLessThan(10);
    expect(marked()).toEqual(['1']);
  });

  it('a click in the step seeks too, but not a click on a link in it', async () => {
    const video = await renderPlayer();
    await userEvent.click(within(step(0)).getByRole('link'));
    expect(video.currentTime).toBe(0);
    await userEvent.click(step(0));
    expect(video.currentTime).toBeGreaterThanOrEqual(2);
    expect(video.currentTime).toBeLessThan(6);
  });

  it('while playing, the chapter reached marks its step, and the chapter list shows it; a chapter chosen seeks', async () => {
    const video = await renderPlayer();
    fireEvent.play(video);
    act(() => {
      video.currentTime = 3;
      fireEvent.timeUpdate(video);
    });
    expect(marked()).toEqual(['0']);
    act(() => {
      video.currentTime = 7;
      fireEvent.timeUpdate(video);
    });
    expect(marked()).toEqual(['1']);
    const list = screen.getByTestId('chapter-list');
    expect(within(list).getByRole('button', { current: true }).textContent).toContain('因式分解');
    act(() => {
      video.currentTime = 11;
      fireEvent.timeUpdate(video);
    });
    expect(marked()).toEqual([]);
    await userEvent.click(within(list).getByRole('button', { name: /移项/ }));
    expect(video.currentTime).toBeGreaterThanOrEqual(2);
    expect(video.currentTime).toBeLessThan(6);
  });

  it('an older video (no chapters, poster or subtitles) is a plain player; the steps are left as they are', async () => {
    const video = await renderPlayer({
      url: '/media/t/v.mp4',
      poster_url: null,
      subtitles_url: null,
      duration_seconds: null,
      chapters: [],
    });
    expect(video.hasAttribute('poster')).toBe(false);
    expect(video.querySelector('track')).toBeNull();
    expect(screen.queryByTestId('chapter-list')).toBeNull();
    expect(screen.queryByRole('button', { name: /字幕/ })).toBeNull();
    expect(document.querySelectorAll('[data-step] button')).toHaveLength(0);
  });
});
