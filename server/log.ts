/**
 * The logging the services and the worker need. Fastify's request and app loggers fit it, and so does
 * the worker's JSON-lines logger (jobs/log.ts).
 */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type ErrorLog = Pick<Log, 'error'>;
