import { pauseAfter, splitPhrases } from './phrases';
import type { Scene } from './scenes';
import type { SpeechEngine } from './speech';
import { concatWavs, silence, toMono16, trimSilence, WAV_RATE, type Wav } from './wav';

/** A phrase as spoken in the video: the subtitle cue's text and times. */
export interface TimedPhrase {
  text: string;
  start: number;
  end: number;
  scene: number;
  beat: number;
}

export interface Timeline {
  /** Start and end of each scene, in seconds from the video's start. */
  scenes: { start: number; end: number; beats: number[] }[];
  phrases: TimedPhrase[];
  seconds: number;
  /** The whole narration, 16-bit mono. */
  audio: Wav;
}

const SCENE_LEAD = 0.3;
const SCENE_TAIL = 0.6;
const BEAT_GAP = 0.2;
const MIN_SCENE = 2.5;
/** A line appears a moment before it is read. */
const REVEAL_AHEAD = 0.15;

/**
 * Speaks every phrase of every beat (one engine call for the whole video) and lays the clips end to
 * end with the pauses of punctuation, beats and scenes: the audio and the times of every phrase, beat
 * and scene come from the same arithmetic, so subtitles, reveals and chapters match the voice exactly.
 */
export async function narrate(scenes: Scene[], engine: SpeechEngine, opts: { dir: string; signal?: AbortSignal }): Promise<Timeline> {
  const units = scenes.flatMap((scene, s) => scene.beats.flatMap((beat, b) => splitPhrases(beat.text).map((text) => ({ text, s, b }))));
  const clips = (
    await engine.synthesize(
      units.map((u) => u.text),
      opts,
    )
  ).map((w) => trimSilence(toMono16(w)));
  const format = { sampleRate: WAV_RATE, channels: 1, bitsPerSample: 16 };
  const parts: Wav[] = [];
  let t = 0;
  const add = (w: Wav) => {
    parts.push(w);
    t += w.data.length / 2 / WAV_RATE;
  };
  const pause = (seconds: number) => add(silence(seconds, format));
  const timeline: Timeline = { scenes: [], phrases: [], seconds: 0, audio: silence(0, format) };
  let u = 0;
  scenes.forEach((scene, s) => {
    const start = t;
    const beats: number[] = [];
    pause(SCENE_LEAD);
    scene.beats.forEach((_, b) => {
      if (b > 0) pause(BEAT_GAP);
      beats.push(b === 0 ? start : Math.max(beats[b - 1], t - REVEAL_AHEAD));
      while (u < units.length && units[u].s === s && units[u].b === b) {
        const phraseStart = t;
        add(clips[u]);
        timeline.phrases.push({ text: units[u].text, start: phraseStart, end: t, scene: s, beat: b });
        pause(pauseAfter(units[u].text));
        u++;
      }
    });
    pause(SCENE_TAIL);
    if (t - start < MIN_SCENE) pause(MIN_SCENE - (t - start));
    timeline.scenes.push({ start, end: t, beats });
  });
  timeline.audio = concatWavs(parts, format);
  timeline.seconds = timeline.audio.data.length / 2 / WAV_RATE;
  return timeline;
}
