import type { SpeechEngine } from './speech';
import { parseWav, type Wav } from './wav';

export interface SpeechServiceOptions {
  /** e.g. https://api.example.com/v1 (the endpoint is <baseUrl>/audio/speech). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  voice: string;
  timeoutMs: number;
}

/** Requests in flight at once: phrases are short, and a service limits how many a client may send. */
const CONCURRENCY = 3;

/** An OpenAI-compatible text-to-speech endpoint (POST /audio/speech, response_format wav), one request per phrase. */
export function httpSpeechEngine(options: SpeechServiceOptions): SpeechEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  const speak = async (input: string, signal?: AbortSignal): Promise<Wav> => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'audio/wav',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, voice: options.voice, input, response_format: 'wav' }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new Error(`speech service answered ${res.status}: ${(await res.text().catch(() => '')).slice(0, 200)}`);
    return parseWav(Buffer.from(await res.arrayBuffer()));
  };
  return {
    name: `${options.model} (${options.voice})`,
    async synthesize(phrases, { signal }) {
      const out: Wav[] = new Array(phrases.length);
      // The first failure stops the other requests: the whole narration then falls back at once.
      const stop = new AbortController();
      const both = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
      let next = 0;
      const worker = async () => {
        while (next < phrases.length && !both.aborted) {
          const i = next++;
          out[i] = phrases[i].trim()
            ? await speak(phrases[i], both)
            : { sampleRate: 22050, channels: 1, bitsPerSample: 16, data: Buffer.alloc(0) };
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, phrases.length) }, () =>
          worker().catch((err: unknown) => {
            stop.abort(err);
            throw err;
          }),
        ),
      );
      return out;
    },
  };
}
