import type { FastifyPluginAsync } from 'fastify';
import { examOcrListSchema, examOcrResultSchema, examOcrStartedSchema, examOcrStatusSchema } from '../../contract/exam-ocr';
import type { RouteDeps } from '../deps';
import { userIdOf } from '../http/auth-plugin';
import { ok } from '../http/envelope';
import { readExamImageForm } from '../http/forms';
import { doc } from '../http/openapi';
import { startExamOcr } from '../services/exam-ocr/convert';
import { EXAM_OCR_MSG } from '../services/exam-ocr/messages';
import { examOcrResult, examOcrStatus, jobIdOf, listExamOcr } from '../services/exam-ocr/read';

const tags = ['exam-ocr'];
/** Each page costs a few seconds of the one OCR engine: a class's worth of pages a minute is plenty for one student. */
export const EXAM_OCR_CONVERTS_PER_MINUTE = 10;

export const examOcrRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const startDeps = { db, storage: deps.storage, config: deps.config, jobs: deps.jobs };

  app.post(
    '/convert',
    {
      preHandler: app.requireAuth,
      config: {
        rateLimit: {
          max: EXAM_OCR_CONVERTS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `exam-ocr:${userIdOf(request)}`,
        },
      },
      schema: doc({
        tags,
        summary: '识别一页试卷照片（multipart：image，不超过 10 MB；扣除 EXAM_OCR_COST 积分，失败退回）；立即返回 job_id',
        consumes: ['multipart/form-data'],
        data: examOcrStartedSchema,
        auth: true,
      }),
    },
    async (request) => ok(await startExamOcr(startDeps, userIdOf(request), await readExamImageForm(request)), EXAM_OCR_MSG.started),
  );

  app.get(
    '/status/:id',
    {
      preHandler: app.requireAuth,
      schema: doc({ tags, summary: '识别进度（pending、processing、completed、failed）', data: examOcrStatusSchema, auth: true }),
    },
    async (request) => ok(await examOcrStatus(db, userIdOf(request), jobIdOf(request.params))),
  );

  app.get(
    '/result/:id',
    {
      preHandler: app.requireAuth,
      schema: doc({ tags, summary: '识别结果：全文与拆分出的题目（选择题带选项）', data: examOcrResultSchema, auth: true }),
    },
    async (request) => ok(await examOcrResult(db, userIdOf(request), jobIdOf(request.params))),
  );

  app.get(
    '/',
    { preHandler: app.requireAuth, schema: doc({ tags, summary: '我最近的试卷识别（最新在前）', data: examOcrListSchema, auth: true }) },
    async (request) => ok(await listExamOcr(db, userIdOf(request))),
  );
};
