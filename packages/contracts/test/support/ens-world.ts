// ENS on a test anvil: the deploy sequence, alice's records, and resolution as a client does it.
import {
  type Abi,
  type Account,
  type Address,
  getAddress,
  getContract,
  type Hex,
  zeroAddress,
  zeroHash,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { labelhash, namehash } from 'viem/ens';
import {
  ENSRegistryAbi,
  ENSRegistryBytecode,
  PublicResolverAbi,
  PublicResolverBytecode,
  ReverseRegistrarAbi,
  ReverseRegistrarBytecode,
} from '../../src/abis.gen.ts';
import { type Chain, DEV_KEYS, startChain } from './guardian-collection.ts';

// anvil keys 0-4 (as in the collection tests), typed as PrivateKeyAccount so `simulate` takes them as
// `account`. `deployer` owns the root and deploys everything, `alice` owns alice.eth, `bob` is another user
// with a primary name, `stranger` owns nothing, `operator` is someone alice may approve for all.
export const [deployer, alice, bob, stranger, operator] = DEV_KEYS.slice(0, 5).map((key) =>
  privateKeyToAccount(key),
) as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];

export const ALICE_ETH = namehash('alice.eth');
export const AVATAR = 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/alice.png';

/** The file's own anvil: each test file that uses these helpers starts and stops one. */
export let chain: Chain;
export async function startEnsChain(): Promise<void> {
  chain = await startChain();
}
export async function stopEnsChain(): Promise<void> {
  await chain?.stop();
}

export async function deploy(
  from: Account,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[],
): Promise<Address> {
  const hash = await chain.walletFor(from).deployContract({ abi, bytecode, args });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  return getAddress(contractAddress);
}

/** Typed handles on the three contracts, writing as `account`. */
export function handles(registry: Address, resolver: Address, registrar: Address, account: Account) {
  const client = { public: chain.publicClient, wallet: chain.walletFor(account) };
  return {
    registry: getContract({ address: registry, abi: ENSRegistryAbi, client }),
    resolver: getContract({ address: resolver, abi: PublicResolverAbi, client }),
    registrar: getContract({ address: registrar, abi: ReverseRegistrarAbi, client }),
  };
}

/** The three contracts, deployed by `deployer` without any wiring. */
export async function deployEns() {
  const registry = await deploy(deployer, ENSRegistryAbi, ENSRegistryBytecode, []);
  const resolver = await deploy(deployer, PublicResolverAbi, PublicResolverBytecode, [registry]);
  const registrar = await deploy(deployer, ReverseRegistrarAbi, ReverseRegistrarBytecode, [
    registry,
    resolver,
  ]);
  const as = (account: Account) => handles(registry, resolver, registrar, account);
  return { ...as(deployer), as };
}

export type Ens = Awaited<ReturnType<typeof deployEns>>;

/**
 * The deploy sequence a real deployment follows: the three contracts, `addr.reverse` to the registrar, the
 * `eth` TLD kept by the deployer, and alice.eth given to alice, pointing at the public resolver.
 */
export async function setUpEns(): Promise<Ens> {
  const ens = await deployEns();
  const { registry } = ens;
  await chain.mined(registry.write.setSubnodeOwner([zeroHash, labelhash('reverse'), deployer.address]));
  await chain.mined(
    registry.write.setSubnodeOwner([namehash('reverse'), labelhash('addr'), ens.registrar.address]),
  );
  await chain.mined(registry.write.setSubnodeOwner([zeroHash, labelhash('eth'), deployer.address]));
  await chain.mined(
    registry.write.setSubnodeRecord([
      namehash('eth'),
      labelhash('alice'),
      alice.address,
      ens.resolver.address,
      0n,
    ]),
  );
  return ens;
}

/** Alice's records on alice.eth and her primary name, as the web app would set them. */
export async function setUpAlice(ens: Ens) {
  const { resolver, registrar } = ens.as(alice);
  await chain.mined(resolver.write.setAddr([ALICE_ETH, alice.address]));
  await chain.mined(resolver.write.setText([ALICE_ETH, 'avatar', AVATAR]));
  await chain.mined(registrar.write.setName(['alice.eth']));
}

/** ENSIP-3: the reverse node a client computes for an address, without asking any contract. */
export const reverseNodeOf = (address: Address) => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`);

export const resolverAt = (address: Address) =>
  getContract({ address, abi: PublicResolverAbi, client: chain.publicClient });

/** Primary name the way a client finds it: reverse node -> registry.resolver -> resolver.name. */
export async function reverseName(ens: Ens, address: Address): Promise<string | null> {
  const node = reverseNodeOf(address);
  const resolver = await ens.registry.read.resolver([node]);
  if (resolver === zeroAddress) return null;
  return (await resolverAt(resolver).read.name([node])) || null;
}

/** Forward resolution: namehash(name) -> registry.resolver -> resolver.addr / resolver.text. */
export async function forward(ens: Ens, name: string) {
  const node = namehash(name);
  const resolver = await ens.registry.read.resolver([node]);
  if (resolver === zeroAddress) return { addr: null, avatar: null };
  const contract = resolverAt(resolver);
  return { addr: await contract.read.addr([node]), avatar: await contract.read.text([node, 'avatar']) };
}
