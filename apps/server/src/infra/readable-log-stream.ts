import { type LogFormat, prettyLine } from './process-log.ts';

const LEVEL_LABEL: Record<string, string> = { warn: 'warning', error: 'error', fatal: 'fatal' };
/** pino's own fields, and the request ones a person at a terminal does not need. */
const HIDDEN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'component',
  'req',
  'res',
  'responseTime',
]);

/**
 * What `npm start` prints of the server's log (issue 28 §4): a sentence a line, in the launcher's
 * `  label     text` layout — the component (indexer, …) or the level — with warnings and errors on
 * stderr. pino hands over its JSON lines; anything that is not one is passed through as it is.
 */
export function readableLogStream(
  out: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } = {
    stdout: process.stdout,
    stderr: process.stderr,
  },
) {
  return {
    write(line: string): void {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.stdout.write(line);
        return;
      }
      const level = typeof entry.level === 'string' ? entry.level : 'info';
      const label = LEVEL_LABEL[level] ?? (typeof entry.component === 'string' ? entry.component : 'server');
      const fields = Object.fromEntries(Object.entries(entry).filter(([key]) => !HIDDEN.has(key)));
      const text = prettyLine(fields, typeof entry.msg === 'string' ? entry.msg : undefined);
      const stream = LEVEL_LABEL[level] ? out.stderr : out.stdout;
      stream.write(`  ${label.padEnd(9)} ${text}\n`);
    },
  };
}

/** Request lines stay for operators: JSON, or a level below info asked for on purpose. */
export function logsRequests(format: LogFormat, level: string): boolean {
  return format === 'json' || level === 'debug' || level === 'trace';
}
