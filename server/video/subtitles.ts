import type { TimedPhrase } from './timeline';

/** A cue stays up a moment after its words, but never into the next cue. */
const LINGER = 0.4;

const stamp = (seconds: number): string => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

const escapeCue = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT with one cue per spoken phrase: its text is exactly what the voice says (formulas read out, never TeX). */
export function webVtt(phrases: TimedPhrase[], totalSeconds: number): string {
  const cues = phrases.map((p, i) => {
    const end = Math.min(p.end + LINGER, phrases[i + 1]?.start ?? totalSeconds, totalSeconds);
    return `${i + 1}\n${stamp(p.start)} --> ${stamp(Math.max(end, p.end))}\n${escapeCue(p.text)}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
