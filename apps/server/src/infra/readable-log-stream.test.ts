import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logsRequests, readableLogStream } from './readable-log-stream.ts';

function capture() {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const read = (stream: PassThrough) => stream.read()?.toString() ?? '';
  return { stdout, stderr, out: () => read(stdout), err: () => read(stderr) };
}

describe('readableLogStream', () => {
  it('writes a JSON line as a sentence under its component, fields in brackets, pino fields left out', () => {
    const io = capture();
    readableLogStream(io).write(
      `${JSON.stringify({ level: 'info', time: '2026-11-28T00:00:00.000Z', pid: 1, hostname: 'vm', component: 'indexer', blocks: 12, msg: 'caught up' })}\n`,
    );
    expect(io.out()).toBe('  indexer   caught up (blocks 12)\n');
    expect(io.err()).toBe('');
  });

  it('sends warnings and errors to stderr, labelled by level, with the error message', () => {
    const io = capture();
    const stream = readableLogStream(io);
    stream.write(
      `${JSON.stringify({ level: 'warn', msg: 'demo image warm-up failed', err: { message: 'boom' } })}\n`,
    );
    stream.write(`${JSON.stringify({ level: 'error', msg: 'request failed', reqId: 'r1' })}\n`);
    expect(io.err()).toBe(
      '  warning   demo image warm-up failed (err: boom)\n  error     request failed (reqId r1)\n',
    );
    expect(io.out()).toBe('');
  });

  it('passes a line that is not JSON through unchanged', () => {
    const io = capture();
    readableLogStream(io).write('plain text\n');
    expect(io.out()).toBe('plain text\n');
  });
});

describe('logsRequests', () => {
  it('keeps request lines for JSON logs and for debug or trace, not for a terminal at info', () => {
    expect(logsRequests('json', 'info')).toBe(true);
    expect(logsRequests('pretty', 'info')).toBe(false);
    expect(logsRequests('pretty', 'warn')).toBe(false);
    expect(logsRequests('pretty', 'debug')).toBe(true);
  });
});
