import { z } from 'zod';

export const LEDGER_REASONS = [
  'signup_grant',
  'admin_grant',
  'task_hold',
  'task_refund',
  'purchase',
  'purchase_refund',
  'exam_ocr_hold',
  'exam_ocr_refund',
] as const;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  task_id: z.string().nullable(),
  /** The credit order of a purchase or its refund. */
  order_id: z.string().nullable().optional(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/v1/credits/pricing: what a task costs, shown before submitting. */
export const pricingSchema = z.object({
  text: z.number().int(),
  video: z.number().int(),
  turbo: z.number().int(),
  /** One exam page read into questions (POST /exam-ocr/convert); optional so that the task screens' fixtures need not name it. */
  exam_ocr: z.number().int().optional(),
});
export type Pricing = z.infer<typeof pricingSchema>;
