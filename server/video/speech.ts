import type { Wav } from './wav';

/** Turns phrases into speech, one WAV per phrase (any PCM format; the timeline converts it). */
export interface SpeechEngine {
  readonly name: string;
  synthesize(phrases: string[], opts: { dir: string; signal?: AbortSignal }): Promise<Wav[]>;
}

/**
 * The configured engine, and espeak-ng when it fails (an outage must not cost the student the
 * video); `onFallback` hears why. An abort is never a failure to fall back from.
 */
export function withFallback(primary: SpeechEngine, fallback: SpeechEngine, onFallback: (err: unknown) => void): SpeechEngine {
  return {
    name: primary.name,
    async synthesize(phrases, opts) {
      try {
        return await primary.synthesize(phrases, opts);
      } catch (err) {
        if (opts.signal?.aborted) throw err;
        onFallback(err);
        return fallback.synthesize(phrases, opts);
      }
    },
  };
}
