import { findFreePort, startAnvil } from '../../src/node/anvil.ts';

// A process that starts anvil with a state file, mines a few blocks and waits to be killed
// (anvil.test.ts kills it with SIGKILL). Prints anvil's pid and the head once the blocks are mined.
const anvil = await startAnvil({ port: await findFreePort(), silent: true, stateFile: process.argv[2] });
await fetch(anvil.rpcUrl, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
});
process.stdout.write(`${JSON.stringify({ pid: anvil.pid })}\n`);
setInterval(() => {}, 60_000);
