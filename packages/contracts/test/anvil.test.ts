import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnvilHandle, findFreePort, resolveAnvilBinary, startAnvil } from '../src/node/anvil.ts';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const recipient = '0x000000000000000000000000000000000000dEaD';

const started: AnvilHandle[] = [];
const servers: Server[] = [];
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((a) => a.stop()));
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function start(opts: Parameters<typeof startAnvil>[0]): Promise<AnvilHandle> {
  const anvil = await startAnvil({ silent: true, ...opts });
  started.push(anvil);
  return anvil;
}

const clients = (rpcUrl: string) => ({
  publicClient: createPublicClient({ chain: foundry, transport: http(rpcUrl) }),
  wallet: createWalletClient({ account, chain: foundry, transport: http(rpcUrl) }),
});

describe('startAnvil', () => {
  it('finds the anvil binary inside the npm platform package', () => {
    expect(existsSync(resolveAnvilBinary())).toBe(true);
  });

  it('answers JSON-RPC with the requested chain id', async () => {
    const anvil = await start({ port: await findFreePort(), chainId: 1337 });
    expect(await clients(anvil.rpcUrl).publicClient.getChainId()).toBe(1337);
  });

  it('rejects a port that is in use, naming the setting to change', async () => {
    const port = await findFreePort();
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

    await expect(startAnvil({ port, silent: true, portVariable: 'TEST_CHAIN_PORT' })).rejects.toThrow(
      `TEST_CHAIN_PORT: port ${port} is already in use`,
    );
  });

  it('keeps blocks and balances across a restart with the same state file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guardians-anvil-'));
    tempDirs.push(dir);
    const stateFile = path.join(dir, 'state.json');

    const first = await start({ port: await findFreePort(), stateFile });
    const { publicClient, wallet } = clients(first.rpcUrl);
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('1.5') });
    await publicClient.waitForTransactionReceipt({ hash });
    const blockBefore = await publicClient.getBlockNumber();
    await first.stop();
    expect(existsSync(stateFile)).toBe(true);

    const second = await start({ port: await findFreePort(), stateFile });
    const after = clients(second.rpcUrl).publicClient;
    expect(await after.getBlockNumber()).toBe(blockBefore);
    expect(await after.getBalance({ address: recipient })).toBe(parseEther('1.5'));
    expect(await after.getTransactionReceipt({ hash })).toMatchObject({ status: 'success' });
  });

  it('leaves no process running after stop', async () => {
    const anvil = await start({ port: await findFreePort() });
    await anvil.stop();
    expect(() => process.kill(anvil.pid, 0)).toThrow();
  });
});
