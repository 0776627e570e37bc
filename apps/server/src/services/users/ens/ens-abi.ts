import { parseAbi } from 'viem';

/**
 * The calls a client makes to resolve a name (EIP-137, ENSIP-3 reverse, ENSIP-5 text records). The
 * same on our local contracts and on ENS itself, so nothing here depends on which chain we read.
 */
export const ensRegistryReadAbi = parseAbi(['function resolver(bytes32 node) view returns (address)']);

export const ensResolverReadAbi = parseAbi([
  'function name(bytes32 node) view returns (string)',
  'function addr(bytes32 node) view returns (address)',
  'function text(bytes32 node, string key) view returns (string)',
]);
