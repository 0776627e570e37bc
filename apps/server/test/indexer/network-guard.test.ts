import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetadataError } from '../../src/indexer/indexer-errors.ts';
import { fetchJson, headContentType } from '../../src/indexer/metadata/fetch-json.ts';
import { metadataOptionsFor } from '../../src/indexer/metadata/metadata-options.ts';
import {
  assertFetchable,
  isPrivateAddress,
  type NetworkGuard,
} from '../../src/indexer/metadata/network-guard.ts';

const strict: NetworkGuard = { allowHosts: [], allowPrivateNetworks: false };
const limits = (guard: NetworkGuard) => ({
  timeoutMs: 2000,
  maxBytes: 10_000,
  retries: 0,
  retryDelayMs: 1,
  guard,
});

async function failure(promise: Promise<unknown>): Promise<MetadataError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MetadataError);
  return error as MetadataError;
}

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-ip',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('assertFetchable', () => {
  it('refuses other schemes and private IP literals, unless allowed', () => {
    expect(() => assertFetchable(new URL('file:///etc/passwd'), strict)).toThrow(/scheme file:/);
    expect(() => assertFetchable(new URL('http://169.254.169.254/latest/meta-data'), strict)).toThrow(
      /private or loopback/,
    );
    expect(() => assertFetchable(new URL('http://[::1]:8080/x'), strict)).toThrow(/private or loopback/);
    expect(() =>
      assertFetchable(new URL('http://127.0.0.1:3000/api/demo/x/1'), {
        allowHosts: ['127.0.0.1:3000'],
        allowPrivateNetworks: false,
      }),
    ).not.toThrow();
    // Allowing one port of a host does not allow the others.
    expect(() =>
      assertFetchable(new URL('http://127.0.0.1:5432/'), {
        allowHosts: ['127.0.0.1:3000'],
        allowPrivateNetworks: false,
      }),
    ).toThrow();
    expect(() => assertFetchable(new URL('https://example.org/1.json'), strict)).not.toThrow();
  });
});

describe('metadataOptionsFor', () => {
  it("allows the site's own origin, every IPFS gateway and listed hosts only", () => {
    const options = metadataOptionsFor({
      port: 4000,
      publicUrl: 'https://guardians.example',
      ipfsGateways: ['http://127.0.0.1:8080/ipfs/', 'https://gw.example/ipfs/'],
      ipfsGatewayTimeoutMs: 5000,
      metadataAllowHosts: ['metadata.internal'],
    });
    expect(options.ipfsGateways).toEqual(['http://127.0.0.1:8080/ipfs/', 'https://gw.example/ipfs/']);
    expect(options.guard?.allowPrivateNetworks).toBe(false);
    expect(options.guard?.allowHosts).toEqual(
      expect.arrayContaining([
        '127.0.0.1:4000',
        'localhost:4000',
        'guardians.example',
        '127.0.0.1:8080',
        'gw.example',
        'metadata.internal',
      ]),
    );
  });
});

describe('fetching through the guard', () => {
  let server: Server;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/to-metadata-service') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
        return;
      }
      if (request.url === '/to-self') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"ok"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a loopback server, whether named by IP or by a host name resolving to it', async () => {
    hits.length = 0;
    expect((await failure(fetchJson(`http://127.0.0.1:${port}/ok`, limits(strict)))).reason).toBe('blocked');
    expect((await failure(fetchJson(`http://localhost:${port}/ok`, limits(strict)))).reason).toBe('blocked');
    expect(await headContentType(`http://localhost:${port}/ok`, 2000, strict)).toBeNull();
    expect(hits).toEqual([]); // nothing reached the server
  });

  it('fetches from an allowed host, and follows a redirect to it', async () => {
    const guard = { allowHosts: [`127.0.0.1:${port}`], allowPrivateNetworks: false };
    expect(await fetchJson(`http://127.0.0.1:${port}/ok`, limits(guard))).toEqual({ name: 'ok' });
    expect(await fetchJson(`http://127.0.0.1:${port}/to-self`, limits(guard))).toEqual({ name: 'ok' });
  });

  it('refuses a redirect from an allowed host to a private address', async () => {
    const guard = { allowHosts: [`127.0.0.1:${port}`], allowPrivateNetworks: false };
    const error = await failure(fetchJson(`http://127.0.0.1:${port}/to-metadata-service`, limits(guard)));
    expect(error.reason).toBe('blocked');
    expect(error.message).toContain('169.254.169.254');
  });
});
