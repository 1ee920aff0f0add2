import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../contract/limits';
import { MSG } from '../messages';
import { DomainError, invalid, tooLarge } from '../services/errors';

/** The longest text field of a form (the app registers multipart with this fieldSize). */
export const FIELD_MAX_BYTES = 1_000_000;

export interface ReceivedFile {
  field: string;
  /** The client's name, for messages only: never used to build a path. */
  clientName: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface MultipartLimits {
  maxFiles?: number;
  maxBytes?: number;
  /** The refusal of one file too many (default: 413 with the spec's message). */
  tooManyFiles?: (detail: string) => Error;
}

/**
 * Reads a whole multipart body into memory within the upload limits (spec §9).
 * Oversize → 413 with the spec's message; too many files → 413; not multipart → 415.
 */
export async function readMultipart(request: FastifyRequest, opts: MultipartLimits = {}): Promise<MultipartBody> {
  const maxFiles = opts.maxFiles ?? UPLOAD_MAX_FILES;
  const maxBytes = opts.maxBytes ?? UPLOAD_MAX_BYTES;
  const tooManyFiles = opts.tooManyFiles ?? ((detail: string) => tooLarge(MSG.tooManyFiles, detail));
  if (!request.isMultipart()) throw new DomainError('unsupported_media_type', MSG.unsupportedMediaType, 'expected multipart/form-data');
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles + 1 } })) {
      if (!part.fieldname) throw invalid(MSG.unnamedFormPart, 'a part without a name');
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > maxBytes) throw tooLarge();
        files.push({ field: part.fieldname, clientName: part.filename ?? '', data });
        if (files.length > maxFiles) throw tooManyFiles(`at most ${maxFiles} files`);
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) throw tooLarge(MSG.fieldTooLarge, `${part.fieldname.slice(0, 40)}: over ${FIELD_MAX_BYTES} bytes`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw malformedAsInvalid(error);
  }
  return { fields, files };
}

/**
 * The parser's own errors (a missing or broken boundary, a body that ends mid-part) carry no status:
 * they are the client's malformed form, a 400. Limits and our refusals keep theirs.
 */
function malformedAsInvalid(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  if (error instanceof Error && ('statusCode' in error || 'code' in error)) return error;
  return invalid(MSG.badMultipart, error instanceof Error ? error.message.slice(0, 200) : undefined);
}
