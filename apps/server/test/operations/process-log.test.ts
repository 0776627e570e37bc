import { describe, expect, it } from 'vitest';
import { createProcessLogger, processLogOptionsFromEnv } from '../../src/infra/process-log.ts';

function capture(format: 'json' | 'pretty', level: Parameters<typeof createProcessLogger>[0]['level']) {
  const lines: { line: string; level: string }[] = [];
  const log = createProcessLogger({ format, level, write: (line, at) => lines.push({ line, level: at }) });
  return { log, lines };
}

describe('the process logger', () => {
  it('writes one JSON object a line with level name, ISO time, pid, fields and message', () => {
    const { log, lines } = capture('json', 'info');
    log.info({ chainId: 31337, head: 12n }, 'indexer started');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]?.line ?? '');
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      chainId: 31337,
      head: '12',
      msg: 'indexer started',
    });
  });

  it('serialises an error with its type, message, stack and cause', () => {
    const { log, lines } = capture('json', 'info');
    log.error({ err: new TypeError('outer', { cause: new Error('inner') }) }, 'failed');
    const { err } = JSON.parse(lines[0]?.line ?? '');
    expect(err).toMatchObject({
      type: 'TypeError',
      message: 'outer',
      cause: { type: 'Error', message: 'inner' },
    });
    expect(err.stack).toContain('TypeError: outer');
  });

  it('drops lines below LOG_LEVEL but always writes life-cycle notices', () => {
    const { log, lines } = capture('json', 'silent');
    log.error({}, 'hidden');
    log.notice({ signal: 'SIGTERM' }, 'stopping');
    log.notice({}, 'DATABASE_URL: required', 'fatal');
    expect(lines.map(({ line }) => JSON.parse(line))).toMatchObject([
      { level: 'info', msg: 'stopping', signal: 'SIGTERM' },
      { level: 'fatal', msg: 'DATABASE_URL: required' },
    ]);
    const warnOnly = capture('json', 'warn');
    warnOnly.log.info({}, 'no');
    warnOnly.log.warn({}, 'yes');
    expect(warnOnly.lines.map(({ line }) => JSON.parse(line).msg)).toEqual(['yes']);
  });

  it('writes plain sentences with LOG_FORMAT=pretty', () => {
    const { log, lines } = capture('pretty', 'info');
    log.notice({ pid: 7, startMs: 840 }, 'api-node ready on http://127.0.0.1:3000');
    log.warn({ err: new Error('connection refused'), attempt: 2 }, 'chain read failed');
    log.info({}, 'nothing else');
    expect(lines).toEqual([
      { line: 'api-node ready on http://127.0.0.1:3000 (pid 7, startMs 840)', level: 'info' },
      { line: 'chain read failed (err: connection refused, attempt 2)', level: 'warn' },
      { line: 'nothing else', level: 'info' },
    ]);
  });

  it('reads LOG_FORMAT and LOG_LEVEL leniently before the configuration is validated', () => {
    expect(processLogOptionsFromEnv({}, 'json')).toEqual({ format: 'json', level: 'info' });
    expect(processLogOptionsFromEnv({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' }, 'json')).toEqual({
      format: 'pretty',
      level: 'warn',
    });
    expect(processLogOptionsFromEnv({ LOG_FORMAT: 'xml', LOG_LEVEL: 'toString' }, 'pretty')).toEqual({
      format: 'pretty',
      level: 'info',
    });
  });
});
