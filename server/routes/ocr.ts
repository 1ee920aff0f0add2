import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ocrResultSchema } from '../../contract/ocr';
import type { AppDeps } from '../deps';
import { createAuthenticate, requireAuth, userIdOf } from '../http/auth-guard';
import { createAccessTokens } from '../services/auth/access-tokens';
import { ok } from '../http/envelope';
import { HttpError, unprocessable } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { doc } from '../http/openapi';
import { OcrError, type OcrErrorCode } from '../ocr/errors';
import { lazyOcr } from '../ocr/lazy';
import { OCR_MSG } from '../services/ocr/messages';
import { type OcrSource, readImageText } from '../services/ocr/read-image-text';

/** Reading a photo takes the OCR engine about two seconds: a student checks a few a minute at most. */
export const OCR_REQUESTS_PER_MINUTE = 12;

const STATUS_OF: Record<OcrErrorCode, number> = { not_image: 400, not_found: 400, too_large: 413, failed: 503 };

export const ocrRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config, database } = deps;
  const auth = requireAuth(createAuthenticate(createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL), database.db));
  const ocr = deps.ocr ?? ownOcr(app);

  app.post(
    '/',
    {
      preHandler: auth,
      // Counted after the sign-in check (hook: preHandler), per student.
      config: {
        rateLimit: {
          max: OCR_REQUESTS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `ocr:${userIdOf(request)}`,
        },
      },
      schema: doc({
        tags: ['ocr'],
        summary: '识别图片中的文字（multipart：image，一张，不超过 10 MB；不保存图片）',
        consumes: ['multipart/form-data'],
        data: ocrResultSchema,
        auth: true,
      }),
    },
    async (request) => {
      const { files } = await readMultipart(request, { maxFiles: 1 });
      const image = files.find((f) => f.field === 'image') ?? files[0];
      if (!image) throw unprocessable(OCR_MSG.imageRequired, 'image: required');
      try {
        return ok(await readImageText(ocr, image.data), OCR_MSG.read);
      } catch (err) {
        if (err instanceof OcrError) throw new HttpError(STATUS_OF[err.code], err.message);
        throw err;
      }
    },
  );
};

/** An app built without the shared engine (tests, benchmarks) starts its own on first use. */
function ownOcr(app: FastifyInstance): OcrSource {
  const engine = lazyOcr();
  app.addHook('onClose', () => engine.close());
  return engine.get;
}
