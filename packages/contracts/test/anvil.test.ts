import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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

  it('keeps the chain and stops anvil when the process that started it is killed with SIGKILL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guardians-anvil-'));
    tempDirs.push(dir);
    const stateFile = path.join(dir, 'state.json');
    const owner = spawn(process.execPath, ['--import', 'tsx', 'test/support/anvil-owner.ts', stateFile], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const { pid } = await new Promise<{ pid: number }>((resolve, reject) => {
      owner.stdout?.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())));
      owner.once('exit', (code) => reject(new Error(`anvil-owner exited with ${code}`)));
    });
    owner.kill('SIGKILL');

    // Its watchdog saves the chain (the five mined blocks), then stops anvil.
    const deadline = Date.now() + 10_000;
    while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(isRunning(pid)).toBe(false);
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { best_block_number: number };
    expect(Number(saved.best_block_number)).toBe(5);
  });

  it('leaves no process running after stop', async () => {
    const anvil = await start({ port: await findFreePort() });
    await anvil.stop();
    expect(() => process.kill(anvil.pid, 0)).toThrow();
  });
});
