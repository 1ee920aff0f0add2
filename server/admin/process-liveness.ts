import { readFileSync } from 'node:fs';

/**
 * Whether the process that wrote a lock still runs. `kill(pid, 0)` alone says yes too often: a
 * process killed with kill -9 stays a zombie until its parent reaps it (forever under a parent that
 * never does, such as a container's init or a shell that exec'd), and after a reboot or a crash loop
 * its pid may belong to another process. On Linux the kernel's own record (/proc/PID/stat) tells
 * both apart; elsewhere the signal check is all there is.
 */
export interface LockOwner {
  pid: number;
  /** What processStartTime() gave when the lock was taken (absent in files of older versions). */
  pidStartTime?: string;
}

interface ProcStat {
  /** R, S, D, … Z (zombie) or X (dead). */
  state: string;
  /** Clock ticks after boot at which the process started: with the pid, one process's identity. */
  startTime: string;
}

/** null when there is no such process, or no /proc (not Linux). */
function readProcStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after its last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 3 and 22 of proc(5), counted from 1.
  return { state: fields[0], startTime: fields[19] };
}

const hasProc = (() => readProcStat(process.pid) !== null)();

export function processStartTime(pid: number): string | null {
  return readProcStat(pid)?.startTime ?? null;
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function isOwnerAlive(owner: LockOwner): boolean {
  if (!hasProc) return signalReaches(owner.pid);
  const stat = readProcStat(owner.pid);
  if (!stat) return false;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return owner.pidStartTime === undefined || owner.pidStartTime === stat.startTime;
}
