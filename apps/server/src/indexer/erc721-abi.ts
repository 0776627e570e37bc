import { parseAbi } from 'viem';

/** The slice of ERC-721 (and its optional metadata/enumerable extensions) the indexer reads. */
export const erc721Abi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function tokenURI(uint256 tokenId) view returns (string)',
]);

export const transferEvent = erc721Abi[0];
