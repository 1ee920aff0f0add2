import { spawn } from 'node:child_process';

export interface RunResult {
  stdout: string;
  stderr: string;
}

/** Output kept from a child, enough for error messages and ffmpeg's header lines. */
const MAX_OUTPUT = 64 * 1024;

/**
 * Runs a program with an argument array (no shell). An abort or the timeout kills it (SIGKILL)
 * and rejects with an AbortError / timeout error.
 */
export function runProgram(
  command: string,
  args: string[],
  opts: { input?: string; signal?: AbortSignal; timeoutMs: number; okExitCodes?: number[] },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(opts.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let stderr = '';
    let failure: Error | null = null;
    const kill = (err: Error) => {
      failure ??= err;
      child.kill('SIGKILL');
    };
    const onAbort = () => kill(opts.signal?.reason instanceof Error ? opts.signal.reason : new DOMException('Aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => kill(new Error(`${command} timed out after ${opts.timeoutMs} ms`)), opts.timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      if (stdout.length < MAX_OUTPUT) stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < MAX_OUTPUT) stderr += d.toString('utf8');
    });
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
    child.on('error', (err) => kill(err));
    child.on('close', (code) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (code !== null && (opts.okExitCodes ?? [0]).includes(code)) resolve({ stdout, stderr });
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(-500)}`));
    });
  });
}
