import type { Config } from '../config.ts';

export type LogFormat = 'json' | 'pretty';
type Level = Exclude<Config['logLevel'], 'silent'>;

const levels: Record<Level, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** The pino-shaped methods the launchers and the indexer log through (Fastify's logger fits too). */
export interface ProcessLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  fatal(obj: object, msg?: string): void;
  /**
   * A life-cycle line (ready, stopping, stopped, a failed start), written whatever LOG_LEVEL says:
   * process managers and the test suites wait for them, and there are only a few per run.
   */
  notice(obj: object, msg: string, level?: 'info' | 'fatal'): void;
}

export interface ProcessLogOptions {
  format: LogFormat;
  level: Config['logLevel'];
  /** Where lines go; default: stdout (JSON, and pretty info) and stderr (pretty warnings and errors). */
  write?: (line: string, level: Level) => void;
}

function serialise(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) {
    const cause = value.cause === undefined ? undefined : serialise(value.cause);
    return { type: value.name, message: value.message, stack: value.stack, cause };
  }
  return value;
}

/** pino's line shape with level names and ISO times: what Fastify writes too (app.ts). */
function jsonLine(level: Level, obj: object, msg: string | undefined): string {
  const line = { level, time: new Date().toISOString(), pid: process.pid, ...obj, msg };
  return JSON.stringify(line, (_key, value) => serialise(value));
}

/** The message, then the fields in brackets: `api-node ready on http://… (pid 12, ms 840)`. */
export function prettyLine(obj: object, msg: string | undefined): string {
  const fields = Object.entries(obj)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const shown = serialise(value);
      if (typeof shown === 'object' && shown !== null && 'message' in shown)
        return `${key}: ${shown.message}`;
      return `${key} ${typeof shown === 'string' ? shown : JSON.stringify(shown)}`;
    });
  const text = msg ?? '';
  return fields.length === 0 ? text : `${text} (${fields.join(', ')})`;
}

function defaultWrite(format: LogFormat) {
  return (line: string, level: Level) => {
    const toStderr = format === 'pretty' && levels[level] >= levels.warn;
    (toStderr ? process.stderr : process.stdout).write(`${line}\n`);
  };
}

/** One process's own lines (not request logs): JSON objects, one a line, or plain sentences. */
export function createProcessLogger(options: ProcessLogOptions): ProcessLogger {
  const write = options.write ?? defaultWrite(options.format);
  const threshold = options.level === 'silent' ? Number.POSITIVE_INFINITY : levels[options.level];
  const emit = (level: Level, obj: object, msg: string | undefined) =>
    write(options.format === 'json' ? jsonLine(level, obj, msg) : prettyLine(obj, msg), level);
  const at = (level: Level) => (obj: object, msg?: string) => {
    if (levels[level] >= threshold) emit(level, obj, msg);
  };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    notice: (obj, msg, level = 'info') => emit(level, obj, msg),
  };
}

/**
 * LOG_FORMAT and LOG_LEVEL read leniently, for the logger that must exist before the configuration
 * is validated (a bad value is then reported by loadConfig, through this logger).
 */
export function processLogOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  defaultFormat: LogFormat,
): ProcessLogOptions {
  const format = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : defaultFormat;
  const given = env.LOG_LEVEL ?? '';
  const level = Object.hasOwn(levels, given) || given === 'silent' ? given : 'info';
  return { format, level: level as Config['logLevel'] };
}
