import { z } from 'zod';

/** data of POST /api/v1/files/upload: where each stored image can be read. */
export const uploadedFilesSchema = z.object({
  files: z.array(z.object({ url: z.string(), mime_type: z.string(), bytes: z.number().int() })),
});
export type UploadedFiles = z.infer<typeof uploadedFilesSchema>;
