import { swapMessages } from '@guardians/shared';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import pg from 'pg';
import { ContractFunctionExecutionError, erc721Abi, HttpRequestError, TimeoutError } from 'viem';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors.ts';
import { toErrorBody } from '../../src/plugins/error-handler.ts';
import { unavailableDependency } from '../../src/services/health/dependency-unavailable.ts';
import { ClaimsUnavailableError } from '../../src/services/swaps/swap-errors.ts';

/** A PostgreSQL error as node-postgres raises it (a DatabaseError with its SQLSTATE). */
const sqlError = (code: string, message = 'server error') => Object.assign(new Error(message), { code });
/** A node system error of a socket, as net raises it. */
const socketError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall });
/** What drizzle throws: the driver's error under 'Failed query'. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

const rpcUrl = 'http://127.0.0.1:1';
const fetchFailed = () => new TypeError('fetch failed', { cause: socketError('ECONNREFUSED', 'connect') });
const httpFailure = () => new HttpRequestError({ url: rpcUrl, cause: fetchFailed() });
const contractCall = (cause: Error) =>
  new ContractFunctionExecutionError(cause as never, {
    abi: erc721Abi,
    functionName: 'ownerOf',
    args: [1n],
    contractAddress: '0x0000000000000000000000000000000000000001',
  });

describe('which dependency an error says was unreachable', () => {
  it.each([
    ['a session ended by shutdown (57P01)', failedQuery(sqlError('57P01'))],
    ['a crash shutdown (57P02)', failedQuery(sqlError('57P02'))],
    ['a server starting or stopping (57P03)', failedQuery(sqlError('57P03'))],
    ['a connection exception (08006)', failedQuery(sqlError('08006'))],
    ['a connection refused at connect', failedQuery(socketError('ECONNREFUSED', 'connect'))],
    ['a connection reset while reading', socketError('ECONNRESET', 'read')],
    ['every address refusing (AggregateError)', new AggregateError([socketError('ECONNREFUSED', 'connect')])],
    ['a connection lost mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['the pool giving up on connecting', new Error('timeout exceeded when trying to connect')],
    ['a client connect timeout', new Error('Connection terminated due to connection timeout')],
  ])('database: %s', (_, error) => {
    expect(unavailableDependency(error)).toBe('database');
  });

  it.each([
    ['an HTTP transport failure', httpFailure()],
    ['a timed-out call', new TimeoutError({ url: rpcUrl, body: {} })],
    ['a contract read over a dead transport', contractCall(httpFailure())],
    ['a service error wrapping one', new ClaimsUnavailableError({ cause: contractCall(httpFailure()) })],
  ])('chain: %s', (_, error) => {
    expect(unavailableDependency(error)).toBe('chain');
  });

  it.each([
    ['a unique violation (23505)', failedQuery(sqlError('23505'))],
    ['a syntax error (42601)', failedQuery(sqlError('42601'))],
    ['a statement cancelled (57014)', failedQuery(sqlError('57014'))],
    ['another API refusing a fetch', fetchFailed()],
    ['a client aborting its own request', Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a cause cycle',
      (() => {
        const a = new Error('a');
        a.cause = new Error('b', { cause: a });
        return a;
      })(),
    ],
  ])('neither: %s', (_, error) => {
    expect(unavailableDependency(error)).toBeUndefined();
  });
});

describe('the error body', () => {
  const body = (error: Error) => toErrorBody(error as FastifyError);

  it('is a 503 with a readable message for an outage, the 500 stays for bugs', () => {
    expect(body(failedQuery(sqlError('57P01')))).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable; try again in a moment.',
    });
    expect(body(contractCall(httpFailure()))).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The blockchain node is unavailable; try again in a moment.',
    });
    expect(body(failedQuery(sqlError('23505')))).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
  });

  it('is a 400 for a value PostgreSQL refuses as data (class 22), not a 500', () => {
    for (const code of ['22003', '22007', '22021', '22P02']) {
      const refused = Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code });
      expect(body(failedQuery(refused))).toEqual({
        statusCode: 400,
        code: 'INVALID_VALUE',
        message: 'A value in this request is out of range or malformed',
      });
    }
    // Only PostgreSQL's own errors: another library's code that happens to start with 22 is a bug.
    expect(body(failedQuery(sqlError('22003')))).toMatchObject({ statusCode: 500 });
  });

  it("keeps a service's own error, whatever it wraps", () => {
    expect(body(new NotFoundError('No such item', { cause: failedQuery(sqlError('57P01')) }))).toMatchObject({
      statusCode: 404,
    });
    expect(body(new ClaimsUnavailableError({ cause: httpFailure() }))).toEqual({
      statusCode: 503,
      code: 'CLAIMS_UNAVAILABLE',
      message: swapMessages.chainDown,
    });
    expect(body(new ClaimsUnavailableError())).toMatchObject({ message: swapMessages.unavailable });
  });
});
