// The few GuardianMarketplace and GuardianCollection entries the item page calls, with the
// marketplace's custom errors so a failed simulation names its reason. Copied from
// @guardians/contracts (marketplace-abi.test.ts checks they match) because that package's entry
// imports viem, which must stay in the wallet's own lazily loaded chunk.

export const marketplaceAbi = [
  {
    inputs: [
      {
        name: 'required',
        type: 'uint256',
      },
      {
        name: 'sent',
        type: 'uint256',
      },
    ],
    name: 'ExcessPayment',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'required',
        type: 'uint256',
      },
      {
        name: 'sent',
        type: 'uint256',
      },
    ],
    name: 'InsufficientPayment',
    type: 'error',
  },
  {
    inputs: [],
    name: 'InvalidSignature',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'listingHash',
        type: 'bytes32',
      },
    ],
    name: 'ListingAlreadyFilled',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'expiry',
        type: 'uint256',
      },
      {
        name: 'timestamp',
        type: 'uint256',
      },
    ],
    name: 'ListingExpired',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'listingHash',
        type: 'bytes32',
      },
    ],
    name: 'ListingIsCancelled',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'listingNonce',
        type: 'uint256',
      },
      {
        name: 'currentNonce',
        type: 'uint256',
      },
    ],
    name: 'ListingNonceStale',
    type: 'error',
  },
  {
    inputs: [],
    name: 'MarketplaceNotApproved',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'caller',
        type: 'address',
      },
      {
        name: 'seller',
        type: 'address',
      },
    ],
    name: 'NotSeller',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'recipient',
        type: 'address',
      },
      {
        name: 'amount',
        type: 'uint256',
      },
    ],
    name: 'PaymentFailed',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'seller',
        type: 'address',
      },
      {
        name: 'owner',
        type: 'address',
      },
    ],
    name: 'SellerNotOwner',
    type: 'error',
  },
  {
    inputs: [
      {
        components: [
          {
            name: 'seller',
            type: 'address',
          },
          {
            name: 'token',
            type: 'address',
          },
          {
            name: 'tokenId',
            type: 'uint256',
          },
          {
            name: 'price',
            type: 'uint256',
          },
          {
            name: 'expiry',
            type: 'uint256',
          },
          {
            name: 'nonce',
            type: 'uint256',
          },
          {
            name: 'salt',
            type: 'uint256',
          },
        ],
        name: 'listing',
        type: 'tuple',
      },
      {
        name: 'signature',
        type: 'bytes',
      },
    ],
    name: 'buy',
    outputs: [],
    stateMutability: 'payable',
    type: 'function',
  },
  {
    inputs: [
      {
        components: [
          {
            name: 'seller',
            type: 'address',
          },
          {
            name: 'token',
            type: 'address',
          },
          {
            name: 'tokenId',
            type: 'uint256',
          },
          {
            name: 'price',
            type: 'uint256',
          },
          {
            name: 'expiry',
            type: 'uint256',
          },
          {
            name: 'nonce',
            type: 'uint256',
          },
          {
            name: 'salt',
            type: 'uint256',
          },
        ],
        name: 'listing',
        type: 'tuple',
      },
    ],
    name: 'cancel',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'seller',
        type: 'address',
      },
    ],
    name: 'nonces',
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'tokenId',
        type: 'uint256',
      },
      {
        name: 'price',
        type: 'uint256',
      },
    ],
    name: 'quote',
    outputs: [
      {
        name: 'fee',
        type: 'uint256',
      },
      {
        name: 'royaltyReceiver',
        type: 'address',
      },
      {
        name: 'royalty',
        type: 'uint256',
      },
      {
        name: 'sellerProceeds',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const;
