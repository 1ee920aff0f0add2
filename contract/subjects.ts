import { z } from 'zod';

export const SUBJECTS = ['math', 'physics', 'chemistry', 'programming', 'other'] as const;
export const subjectSchema = z.enum(SUBJECTS);
export type Subject = z.infer<typeof subjectSchema>;

export const PROBLEM_TYPES = ['choice', 'fill_in_blank', 'solution', 'other'] as const;
export const problemTypeSchema = z.enum(PROBLEM_TYPES);
export type ProblemType = z.infer<typeof problemTypeSchema>;

export const VERIFICATION_STATUSES = ['verified', 'unverified', 'mismatch'] as const;
export const verificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Chinese, shown to the user: how the answer was checked, or why it could not be. */
  note: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;
