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

/** ERC-4906: a token's (or a range of tokens') metadata changed; neither argument is indexed. */
export const metadataUpdateEvents = parseAbi([
  'event MetadataUpdate(uint256 _tokenId)',
  'event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId)',
]);
