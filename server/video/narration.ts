import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runProgram } from './child-process';
import { encodeWav, padWav, parseWav, wavSeconds } from './wav';

const CHILD_SCRIPT = fileURLToPath(new URL('./espeak-child.mjs', import.meta.url));
const VOICE = 'cmn';
/** Words per minute; espeak's default 175 is hurried for Mandarin. */
const SPEED = 160;
const LEAD_SECONDS = 0.3;
const TAIL_SECONDS = 0.6;
const MIN_SECONDS = 2.5;

/**
 * Speaks each text into the WAV file at the same index (espeak-ng, voice cmn, in a child
 * process) and pads it with silence. Returns each file's duration in seconds.
 */
export async function synthesizeNarration(texts: string[], files: string[], signal?: AbortSignal): Promise<number[]> {
  const jobs = texts.map((text, i) => ({ text, file: files[i] }));
  await runProgram(process.execPath, [CHILD_SCRIPT], {
    input: JSON.stringify({ voice: VOICE, speed: SPEED, jobs }),
    signal,
    timeoutMs: 120_000 + texts.join('').length * 100,
  });
  const seconds: number[] = [];
  for (const file of files) {
    const padded = padWav(parseWav(await readFile(file)), LEAD_SECONDS, TAIL_SECONDS, MIN_SECONDS);
    await writeFile(file, encodeWav(padded));
    seconds.push(wavSeconds(padded));
  }
  return seconds;
}
