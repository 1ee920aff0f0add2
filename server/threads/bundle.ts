import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThreadCode {
  /** The file the pool's threads run. */
  filename: string;
  /** The temporary folder of the bundle, removed when the pool closes. */
  dir?: string;
}

/**
 * A thread's code as one plain JavaScript file (esbuild, the compiler tsx itself uses): a thread
 * then starts in well under a second, and needs no TypeScript loader, whose module hooks would also
 * hold up the main thread while a replacement thread loads (measured: 30–50 ms pauses of the API).
 * Without esbuild, `fallback` (a worker.mjs that compiles the TypeScript in the thread) is used.
 */
export async function bundleThreadCode(entry: string, fallback: string, name: string): Promise<ThreadCode> {
  try {
    const esbuild = await import('esbuild');
    const dir = await mkdtemp(path.join(tmpdir(), `zj-${name}-`));
    const filename = path.join(dir, 'task.mjs');
    await esbuild.build({
      entryPoints: [entry],
      outfile: filename,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // CommonJS dependencies inside an ES module bundle still call require().
      banner: { js: "import { createRequire as __zjRequire } from 'node:module'; const require = __zjRequire(import.meta.url);" },
    });
    return { filename, dir };
  } catch {
    return { filename: fallback };
  }
}
