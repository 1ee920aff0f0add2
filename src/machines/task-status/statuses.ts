import type { TaskStatus } from '../../../contract/values';

/** A task in one of these has finished: nothing more to watch. */
export const TERMINAL_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'stopped'];
export const isTerminal = (s: TaskStatus): boolean => TERMINAL_STATUSES.includes(s);
/** A task that can still be stopped. */
export const isActive = (s: TaskStatus): boolean => s === 'pending' || s === 'processing';
