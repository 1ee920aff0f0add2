import { z } from 'zod';
import { PROBLEM_TYPES, SUBJECTS, VERIFICATION_STATUSES } from './values';

export { PROBLEM_TYPES, SUBJECTS, VERIFICATION_STATUSES };
export const subjectSchema = z.enum(SUBJECTS);
export type Subject = z.infer<typeof subjectSchema>;

export const problemTypeSchema = z.enum(PROBLEM_TYPES);
export type ProblemType = z.infer<typeof problemTypeSchema>;

export const verificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Chinese, shown to the user: how the answer was checked, or why it could not be. */
  note: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;
