import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ocrResultSchema } from '../../contract/ocr';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { readImageForm } from '../http/forms';
import { doc } from '../http/openapi';
import { lazyOcr } from '../ocr/lazy';
import { OCR_MSG } from '../services/ocr/messages';
import { type OcrSource, readImageText } from '../services/ocr/read-image-text';

/** Reading a photo takes the OCR engine about two seconds: a student checks a few a minute at most. */
export const OCR_REQUESTS_PER_MINUTE = 12;

export const ocrRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const ocr = deps.ocr ?? ownOcr(app);

  app.post(
    '/',
    {
      preHandler: app.requireAuth,
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
    async (request) => ok(await readImageText(ocr, await readImageForm(request)), OCR_MSG.read),
  );
};

/** An app built without the shared engine (tests, benchmarks) starts its own on first use. */
function ownOcr(app: FastifyInstance): OcrSource {
  const engine = lazyOcr();
  app.addHook('onClose', () => engine.close());
  return engine.get;
}
