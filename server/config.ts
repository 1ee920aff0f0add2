import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (def: number) => z.coerce.number().int().min(0).default(def);

/** Every environment variable the server reads; README lists them with these defaults. */
const envSchema = z.object({
  PORT: int(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: int(900),
  REFRESH_TOKEN_TTL: int(30 * 24 * 3600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('知简 <no-reply@zhijian.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  SIGNUP_CREDITS: int(100),
  COST_TEXT: int(2),
  COST_VIDEO: int(5),
  COST_TURBO: int(3),
  /** Credits for reading one exam page into questions; refunded when the reading fails. */
  EXAM_OCR_COST: int(1),
  SOLVER: z.enum(['offline', 'llm']).optional(),
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_VISION_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: int(60000),
  // Narration voice: an OpenAI-compatible POST /audio/speech when SPEECH_MODEL is set; espeak-ng (offline) otherwise or when it fails.
  SPEECH_MODEL: z.string().optional(),
  SPEECH_VOICE: z.string().default('alloy'),
  SPEECH_BASE_URL: z.string().optional(),
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20000),
  /** A solve (or answer check) computing longer than this is stopped, refunded and explained. */
  SOLVER_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  /** Heap of one solver thread; the solver alone needs about 100 MB. */
  SOLVER_MEMORY_MB: z.coerce.number().int().min(128).default(512),
  /** Solver threads off the API's event loop; more threads than cores minus one slow the API down. */
  SOLVER_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  /** Rendering a text (problem, solution) to HTML longer than this is stopped; the text is kept as plain text. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(10).default(5000),
  /** Heap of one render thread (MathJax and the Markdown parser need about 40 MB). */
  RENDER_MEMORY_MB: z.coerce.number().int().min(64).default(256),
  /** Render threads off the API's event loop. */
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  WORKER_CONCURRENCY: int(2),
  EMBEDDED_WORKER: bool.default(true),
  /** New tasks (submits and retries as a new task) per user per minute; 0 = no limit. */
  SUBMIT_RATE_LIMIT: int(10),
  /** Unfinished (pending or processing) tasks per user; 0 = no limit. */
  MAX_ACTIVE_TASKS: int(5),
  /** Open task status streams (SSE) per user, and in all, in one API process; 0 = no limit. */
  SSE_STREAMS_PER_USER: int(6),
  SSE_STREAMS_TOTAL: int(1000),
  /** Failed logins per account, known device or address before waits begin (decision 0024). */
  LOGIN_RATE_LIMIT: int(10),
  /** The first wait after those; it doubles with each further failure, up to LOGIN_DELAY_MAX_MS. */
  LOGIN_DELAY_BASE_MS: int(1000),
  LOGIN_DELAY_MAX_MS: int(5 * 60_000),
  /** Email-change requests (each checks the password) per account per hour; 0 = no limit. */
  EMAIL_CHANGE_RATE_LIMIT: int(5),
  REGISTER_RATE_LIMIT: int(10),
  /** Trust X-Forwarded-For (only behind a reverse proxy; otherwise clients could dodge per-address limits). */
  TRUST_PROXY: bool.default(false),
  /** Where uploaded images and rendered videos are kept: the folders under DATA_DIR, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible server's URL (e.g. http://127.0.0.1:9000); unset means AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Seconds an unpaid credit order stays payable; then it expires and is closed at the provider. */
  ORDER_TTL: z.coerce.number().int().min(60).default(900),
  /** Alipay (RSA2): the app's id, its private key, Alipay's public key; PEM text, bare base64, or a file path. */
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().default('https://openapi.alipay.com/gateway.do'),
  /** WeChat Pay API v3: app id, merchant id, the merchant API certificate's serial and private key, the API v3 key, WeChat Pay's public key and its id. */
  WECHATPAY_APP_ID: z.string().optional(),
  WECHATPAY_MCH_ID: z.string().optional(),
  WECHATPAY_MCH_SERIAL: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().optional(),
  WECHATPAY_BASE_URL: z.string().default('https://api.mch.weixin.qq.com/'),
  /**
   * Port of the debug listener (spec §7 list_files / get_file: a render's files for its owner or an
   * admin), a second Fastify instance next to the API; 0 = not started.
   */
  DEBUG_PORT: int(5100),
  /** The one origin whose pages may call the debug listener (CORS); default: PUBLIC_URL's origin. */
  DEBUG_ALLOWED_ORIGIN: z.string().url().optional(),
  /** Accounts that may read every job's debug files: user ids or usernames, comma-separated. */
  DEBUG_ADMINS: z.string().default(''),
  /** Where the built client calls the debug listener (read by the build; the server allows it in the page's CSP). */
  VITE_DEBUG_API_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL' | 'SOLVER' | 'DEBUG_ALLOWED_ORIGIN'> {
  DATA_DIR: string;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  SOLVER: 'offline' | 'llm';
  uploadsDir: string;
  videosDir: string;
  /** A render's debug files (never served by /media). */
  debugDir: string;
  DEBUG_ALLOWED_ORIGIN: string;
  outboxDir: string;
  pgliteDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SOLVER === 'llm' && !e.LLM_BASE_URL) {
    throw new Error('Invalid configuration:\nSOLVER=llm needs LLM_BASE_URL (an OpenAI-compatible API, e.g. https://api.example.com/v1)');
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) throw new Error('Invalid configuration:\nSTORAGE=s3 needs S3_BUCKET');
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const dirs = {
    uploadsDir: path.join(dataDir, 'uploads'),
    videosDir: path.join(dataDir, 'videos'),
    debugDir: path.join(dataDir, 'debug'),
    outboxDir: path.join(dataDir, 'outbox'),
    pgliteDir: path.join(dataDir, 'db'),
  };
  for (const dir of [dirs.uploadsDir, dirs.videosDir, dirs.debugDir, dirs.outboxDir]) mkdirSync(dir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    ...dirs,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    DEBUG_ALLOWED_ORIGIN: originOf(e.DEBUG_ALLOWED_ORIGIN ?? publicUrl),
    JWT_SECRET: e.JWT_SECRET ?? persistentSecret(dataDir),
    SOLVER: e.SOLVER ?? (e.LLM_BASE_URL ? 'llm' : 'offline'),
  };
}

function originOf(url: string): string {
  if (!URL.canParse(url)) throw new Error(`Invalid configuration:\nPUBLIC_URL: not a URL: ${url}`);
  return new URL(url).origin;
}

/** Without JWT_SECRET, a random secret kept in DATA_DIR keeps tokens valid across restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
