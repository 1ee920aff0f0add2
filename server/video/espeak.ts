import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProgram } from './child-process';
import type { SpeechEngine } from './speech';
import { parseWav, splitAtPauses, type Wav } from './wav';

const CHILD_SCRIPT = fileURLToPath(new URL('./espeak-child.mjs', import.meta.url));

/**
 * Mandarin as espeak-ng reads it best: a little slower than its default 175 words a minute, which
 * hurries Chinese, and a slightly lower pitch. The pauses at punctuation are the timeline's.
 */
export const ESPEAK_VOICE = { voice: 'cmn', speed: 150, pitch: 45 };

/** Put between phrases and found again in the audio: far longer than any pause espeak-ng makes itself (≤ 0.5 s). */
const BREAK_MS = 1500;
const BREAK_FOUND_SECONDS = 1.0;

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Phrases with nothing to say (only punctuation) make no sound; left out of the synthesis. */
const speakable = (phrase: string): boolean => /[\p{L}\p{N}]/u.test(phrase);

async function run(jobs: { text: string; file: string; ssml: boolean }[], signal?: AbortSignal): Promise<Wav[]> {
  try {
    await runProgram(process.execPath, [CHILD_SCRIPT], {
      input: JSON.stringify({ ...ESPEAK_VOICE, jobs }),
      signal,
      timeoutMs: 120_000 + jobs.reduce((n, j) => n + j.text.length, 0) * 100,
    });
    return await Promise.all(jobs.map(async (j) => parseWav(await readFile(j.file))));
  } finally {
    await Promise.all(jobs.map((j) => rm(j.file, { force: true })));
  }
}

/**
 * espeak-ng (WASM, in a child process). Starting it costs about half a second (it loads the Mandarin
 * dictionary), so all phrases are spoken in one run with a long break between them (SSML), and the
 * audio is cut at those breaks; if the cut does not come out right, each phrase is spoken on its own.
 */
export function espeakEngine(): SpeechEngine {
  return {
    name: 'espeak-ng',
    async synthesize(phrases, { dir, signal }) {
      const spoken = phrases.map((p, i) => ({ p, i })).filter(({ p }) => speakable(p));
      const out: (Wav | null)[] = phrases.map(() => null);
      if (spoken.length > 0) {
        const ssml = `<speak>${spoken.map(({ p }) => escapeXml(p)).join(`<break time="${BREAK_MS}ms"/>`)}</speak>`;
        const [all] = await run([{ text: ssml, file: path.join(dir, 'espeak-all.wav'), ssml: true }], signal);
        let parts: Wav[];
        try {
          parts = splitAtPauses(all, spoken.length - 1, BREAK_FOUND_SECONDS);
        } catch {
          parts = await run(
            spoken.map(({ p }, k) => ({ text: p, file: path.join(dir, `espeak-${k}.wav`), ssml: false })),
            signal,
          );
        }
        spoken.forEach(({ i }, k) => {
          out[i] = parts[k];
        });
      }
      const format = out.find((w) => w) ?? { sampleRate: 22050, channels: 1, bitsPerSample: 16, data: Buffer.alloc(0) };
      return out.map((w) => w ?? { ...format, data: Buffer.alloc(0) });
    },
  };
}
