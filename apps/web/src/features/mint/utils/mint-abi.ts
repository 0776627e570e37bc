// GuardianCollection's `mint` and the errors it can revert with, so a failed simulation names its
// reason. Copied from @guardians/contracts (mint-abi.test.ts checks they match) because that
// package's entry imports viem, which must stay in the wallet's own lazily loaded chunk.

export const mintAbi = [
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
    name: 'InvalidProof',
    type: 'error',
  },
  {
    inputs: [],
    name: 'SaleNotActive',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'remaining',
        type: 'uint256',
      },
    ],
    name: 'SoldOut',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'limit',
        type: 'uint256',
      },
      {
        name: 'alreadyMinted',
        type: 'uint256',
      },
    ],
    name: 'WalletLimitReached',
    type: 'error',
  },
  {
    inputs: [],
    name: 'ZeroQuantity',
    type: 'error',
  },
  {
    inputs: [
      {
        name: 'quantity',
        type: 'uint256',
      },
      {
        name: 'proof',
        type: 'bytes32[]',
      },
    ],
    name: 'mint',
    outputs: [],
    stateMutability: 'payable',
    type: 'function',
  },
] as const;
