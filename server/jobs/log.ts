import type { Config } from '../config';
import type { Log } from '../log';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** A small JSON-lines logger for the worker when no Fastify logger is at hand. */
export function consoleLog(level: Config['LOG_LEVEL']): Log {
  const min = LEVELS.indexOf(level);
  const at = (name: (typeof LEVELS)[number]) => (obj: object, msg: string) => {
    if (LEVELS.indexOf(name) < min) return;
    const o = obj as { err?: unknown };
    const err = o.err instanceof Error ? { message: o.err.message, stack: o.err.stack } : o.err;
    console.error(JSON.stringify({ level: name, time: new Date().toISOString(), msg, ...obj, ...(err ? { err } : {}) }));
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
