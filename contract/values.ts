/**
 * The contract's enumerations as plain values, with no zod: the client imports these without pulling
 * the schema library into the first screen's bundle. contract/tasks.ts and contract/subjects.ts build
 * their schemas from them.
 */
export const SUBJECTS = ['math', 'physics', 'chemistry', 'programming', 'other'] as const;
export const PROBLEM_TYPES = ['choice', 'fill_in_blank', 'solution', 'other'] as const;
export const VERIFICATION_STATUSES = ['verified', 'unverified', 'mismatch'] as const;
export const TASK_STATUSES = ['pending', 'processing', 'completed', 'failed', 'stopped'] as const;
/** Where a task is in its pipeline; shown as the timeline on the task page. */
export const TASK_STAGES = ['queued', 'reading_image', 'solving', 'verifying', 'rendering_video', 'done'] as const;

export type Subject = (typeof SUBJECTS)[number];
export type ProblemType = (typeof PROBLEM_TYPES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskStage = (typeof TASK_STAGES)[number];
