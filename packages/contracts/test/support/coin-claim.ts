import {
  type Address,
  createTestClient,
  getAddress,
  getContract,
  type Hex,
  http,
  type LocalAccount,
  parseEther,
} from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { GuardianCoinAbi, GuardianCoinClaimAbi, GuardianCoinClaimBytecode } from '../../src/abis.gen.ts';
import { type ClaimVoucherMessage, claimVoucherTypedData } from '../../src/claim-voucher.ts';
import type { Chain } from './guardian-collection.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';

// Mnemonic indexes 80-89 belong to the coin claim tests; anvil funds only #0-#9, so fundClaimAccounts tops
// these up. The signer only signs and never needs ETH.
const hd = (index: number): HDAccount => mnemonicToAccount(MNEMONIC, { addressIndex: index });
export const claimOwner = hd(80);
export const voucherSigner = hd(81);
export const claimant = hd(82);
export const otherClaimant = hd(83);
export const outsider = hd(84);
export const nextSigner = hd(85);
/** Claimants for the property test's mined sample. */
export const sampleClaimants = [86, 87, 88, 89].map(hd);

export const chainId = foundry.id;
export const COIN_NAME = 'Animecoin';
export const COIN_SYMBOL = 'ANIME';
export const MAX_CLAIM = parseEther('1000');
export const CLAIM_PERIOD = 86_400n;

export async function fundClaimAccounts(chain: Chain): Promise<void> {
  const testClient = createTestClient({ mode: 'anvil', chain: foundry, transport: http(chain.anvil.rpcUrl) });
  for (const account of [claimOwner, claimant, otherClaimant, outsider, nextSigner, ...sampleClaimants])
    await testClient.setBalance({ address: account.address, value: parseEther('1000') });
}

/** Moves the chain's clock forward by `seconds` and mines a block there, so views see the new time. */
export async function advanceTime(chain: Chain, seconds: bigint): Promise<void> {
  const testClient = createTestClient({ mode: 'anvil', chain: foundry, transport: http(chain.anvil.rpcUrl) });
  await testClient.increaseTime({ seconds: Number(seconds) });
  await testClient.mine({ blocks: 1 });
}

/**
 * Mines the next block at exactly `timestamp`: moving time by a difference read a moment earlier
 * can land a second late when the wall clock ticks in between.
 */
export async function mineAt(chain: Chain, timestamp: bigint): Promise<void> {
  const testClient = createTestClient({ mode: 'anvil', chain: foundry, transport: http(chain.anvil.rpcUrl) });
  await testClient.setNextBlockTimestamp({ timestamp });
  await testClient.mine({ blocks: 1 });
}

export async function latestTimestamp(chain: Chain): Promise<bigint> {
  return (await chain.publicClient.getBlock()).timestamp;
}

export type ClaimOptions = {
  owner?: LocalAccount;
  signer?: Address;
  maxClaim?: bigint;
  claimPeriod?: bigint;
};

/** Deploys a claim contract (and with it its coin) and returns typed handles per caller. */
export async function deployClaim(chain: Chain, opts: ClaimOptions = {}) {
  const owner = opts.owner ?? claimOwner;
  const hash = await chain.walletFor(owner).deployContract({
    abi: GuardianCoinClaimAbi,
    bytecode: GuardianCoinClaimBytecode,
    args: [
      owner.address,
      opts.signer ?? voucherSigner.address,
      opts.maxClaim ?? MAX_CLAIM,
      opts.claimPeriod ?? CLAIM_PERIOD,
      COIN_NAME,
      COIN_SYMBOL,
    ],
  });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  const address = getAddress(contractAddress);
  const as = (account: LocalAccount) =>
    getContract({
      address,
      abi: GuardianCoinClaimAbi,
      client: { public: chain.publicClient, wallet: chain.walletFor(account) },
    });
  const claim = as(owner);
  const coin = getContract({
    address: await claim.read.coin(),
    abi: GuardianCoinAbi,
    client: chain.publicClient,
  });
  return { ...claim, owner, as, coin };
}

export type ClaimContract = Awaited<ReturnType<typeof deployClaim>>;

/** A voucher id the way the server makes them: random 128 bits. */
export function randomVoucherId(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
}

export const signVoucher = (
  signer: LocalAccount,
  message: ClaimVoucherMessage,
  claimContract: Address,
  chain: number = chainId,
): Promise<Hex> => {
  if (!signer.signTypedData) throw new Error('account cannot sign typed data');
  return signer.signTypedData(claimVoucherTypedData({ chainId: chain, claimContract }, message));
};

/** The other valid encoding of the same ECDSA signature: s -> n - s with v flipped (rejected by OZ ECDSA). */
export function malleate(signature: Hex): Hex {
  const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
  const r = signature.slice(2, 66);
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = Number.parseInt(signature.slice(130, 132), 16);
  const flippedS = (SECP256K1_N - s).toString(16).padStart(64, '0');
  const flippedV = (v === 27 ? 28 : 27).toString(16);
  return `0x${r}${flippedS}${flippedV}`;
}

export type ClaimArgs = readonly [signature: Hex, id: bigint, amountWei: bigint, deadline: bigint];

/**
 * `claim` as an eth_call from `account`. getContract's `simulate` does not take the wallet's account, and
 * without one msg.sender is the zero address: every voucher would then be refused for the wrong reason.
 */
export const simulateClaim = (claim: ClaimContract, account: LocalAccount, args: ClaimArgs) =>
  claim.as(account).simulate.claim(args, { account });
