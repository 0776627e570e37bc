import {
  type Abi,
  type Account,
  type Address,
  type BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  getAddress,
  getContract,
  type Hex,
  keccak256,
  parseEventLogs,
  stringToHex,
  zeroAddress,
  zeroHash,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { labelhash, namehash } from 'viem/ens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENSRegistryAbi,
  ENSRegistryBytecode,
  PublicResolverAbi,
  PublicResolverBytecode,
  ReverseRegistrarAbi,
  ReverseRegistrarBytecode,
} from '../src/abis.gen.ts';
import { type Chain, DEV_KEYS, revertOf, startChain } from './support/guardian-collection.ts';

// anvil keys 0-4 (as in the collection tests), typed as PrivateKeyAccount so `simulate` takes them as
// `account`. `deployer` owns the root and deploys everything, `alice` owns alice.eth, `bob` is another user
// with a primary name, `stranger` owns nothing, `operator` is someone alice may approve for all.
const [deployer, alice, bob, stranger, operator] = DEV_KEYS.slice(0, 5).map((key) =>
  privateKeyToAccount(key),
) as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];

const ALICE_ETH = namehash('alice.eth');
const AVATAR = 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/alice.png';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

async function deploy(from: Account, abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
  const hash = await chain.walletFor(from).deployContract({ abi, bytecode, args });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  return getAddress(contractAddress);
}

/** Typed handles on the three contracts, writing as `account`. */
function handles(registry: Address, resolver: Address, registrar: Address, account: Account) {
  const client = { public: chain.publicClient, wallet: chain.walletFor(account) };
  return {
    registry: getContract({ address: registry, abi: ENSRegistryAbi, client }),
    resolver: getContract({ address: resolver, abi: PublicResolverAbi, client }),
    registrar: getContract({ address: registrar, abi: ReverseRegistrarAbi, client }),
  };
}

/** The three contracts, deployed by `deployer` without any wiring. */
async function deployEns() {
  const registry = await deploy(deployer, ENSRegistryAbi, ENSRegistryBytecode, []);
  const resolver = await deploy(deployer, PublicResolverAbi, PublicResolverBytecode, [registry]);
  const registrar = await deploy(deployer, ReverseRegistrarAbi, ReverseRegistrarBytecode, [
    registry,
    resolver,
  ]);
  const as = (account: Account) => handles(registry, resolver, registrar, account);
  return { ...as(deployer), as };
}

type Ens = Awaited<ReturnType<typeof deployEns>>;

/**
 * The deploy sequence a real deployment follows: the three contracts, `addr.reverse` to the registrar, the
 * `eth` TLD kept by the deployer, and alice.eth given to alice, pointing at the public resolver.
 */
async function setUpEns(): Promise<Ens> {
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
async function setUpAlice(ens: Ens) {
  const { resolver, registrar } = ens.as(alice);
  await chain.mined(resolver.write.setAddr([ALICE_ETH, alice.address]));
  await chain.mined(resolver.write.setText([ALICE_ETH, 'avatar', AVATAR]));
  await chain.mined(registrar.write.setName(['alice.eth']));
}

/** ENSIP-3: the reverse node a client computes for an address, without asking any contract. */
const reverseNodeOf = (address: Address) => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`);

const resolverAt = (address: Address) =>
  getContract({ address, abi: PublicResolverAbi, client: chain.publicClient });

/** Primary name the way a client finds it: reverse node -> registry.resolver -> resolver.name. */
async function reverseName(ens: Ens, address: Address): Promise<string | null> {
  const node = reverseNodeOf(address);
  const resolver = await ens.registry.read.resolver([node]);
  if (resolver === zeroAddress) return null;
  return (await resolverAt(resolver).read.name([node])) || null;
}

/** Forward resolution: namehash(name) -> registry.resolver -> resolver.addr / resolver.text. */
async function forward(ens: Ens, name: string) {
  const node = namehash(name);
  const resolver = await ens.registry.read.resolver([node]);
  if (resolver === zeroAddress) return { addr: null, avatar: null };
  const contract = resolverAt(resolver);
  return { addr: await contract.read.addr([node]), avatar: await contract.read.text([node, 'avatar']) };
}

describe('ENS on anvil, resolved the way a client does', () => {
  it('resolves alice.eth forward (addr, avatar) and alice back to alice.eth', async () => {
    const ens = await setUpEns();
    await setUpAlice(ens);

    const name = await reverseName(ens, alice.address);
    expect(name).toBe('alice.eth');
    // A client only shows a primary name that resolves forward to the same address.
    expect(await forward(ens, name as string)).toEqual({ addr: alice.address, avatar: AVATAR });
    expect(await reverseName(ens, bob.address)).toBeNull();
    expect(await forward(ens, 'bob.eth')).toEqual({ addr: null, avatar: null });
  });

  it('leaves alice owning her reverse node, pointed at the public resolver', async () => {
    const ens = await setUpEns();
    await setUpAlice(ens);
    const node = reverseNodeOf(alice.address);
    expect(await ens.registrar.read.node([alice.address])).toBe(node);
    expect(await ens.registry.read.owner([node])).toBe(alice.address);
    expect(await ens.registry.read.resolver([node])).toBe(ens.resolver.address);
    expect(await ens.registry.read.recordExists([node])).toBe(true);
    // Alice owns it, so she can write it directly too; the registrar is not needed for that.
    await chain.mined(ens.as(alice).resolver.write.setName([node, 'alice-direct.eth']));
    expect(await reverseName(ens, alice.address)).toBe('alice-direct.eth');
  });

  it('a second setName by alice replaces her name', async () => {
    const ens = await setUpEns();
    await setUpAlice(ens);
    const receipt = await chain.mined(ens.as(alice).registrar.write.setName(['guardian.eth']));
    expect(await reverseName(ens, alice.address)).toBe('guardian.eth');
    const [changed] = parseEventLogs({
      abi: PublicResolverAbi,
      logs: receipt.logs,
      eventName: 'NameChanged',
    });
    expect(changed?.args).toEqual({ node: reverseNodeOf(alice.address), name: 'guardian.eth' });
    const [claimed] = parseEventLogs({
      abi: ReverseRegistrarAbi,
      logs: receipt.logs,
      eventName: 'ReverseClaimed',
    });
    expect(claimed?.args).toEqual({ addr: alice.address, node: reverseNodeOf(alice.address) });
    expect(await ens.registry.read.owner([reverseNodeOf(alice.address)])).toBe(alice.address);
  });

  it("bob's setName sets bob's reverse record and leaves alice's alone", async () => {
    const ens = await setUpEns();
    await setUpAlice(ens);
    await chain.mined(ens.as(bob).registrar.write.setName(['alice.eth']));
    expect(await reverseName(ens, bob.address)).toBe('alice.eth');
    expect(await reverseName(ens, alice.address)).toBe('alice.eth');
    await chain.mined(ens.as(bob).registrar.write.setName(['bob.eth']));
    expect(await reverseName(ens, bob.address)).toBe('bob.eth');
    expect(await reverseName(ens, alice.address)).toBe('alice.eth');
    expect(await ens.registry.read.owner([reverseNodeOf(alice.address)])).toBe(alice.address);
    expect(await ens.registry.read.owner([reverseNodeOf(bob.address)])).toBe(bob.address);
    // Bob claiming alice's name does not make it his: forward resolution still says alice.
    expect((await forward(ens, 'alice.eth')).addr).toBe(alice.address);
  });
});

describe('ENSRegistry', () => {
  it('gives the root to its deployer and derives subnodes as keccak256(node, label) = namehash', async () => {
    const ens = await deployEns();
    expect(await ens.registry.read.owner([zeroHash])).toBe(deployer.address);
    expect(await ens.registry.read.recordExists([zeroHash])).toBe(true);
    expect(await ens.registry.read.recordExists([namehash('eth')])).toBe(false);

    const { result } = await ens.registry.simulate.setSubnodeOwner(
      [zeroHash, labelhash('eth'), alice.address],
      {
        account: deployer,
      },
    );
    expect(result).toBe(namehash('eth'));
    const receipt = await chain.mined(
      ens.registry.write.setSubnodeOwner([zeroHash, labelhash('eth'), alice.address]),
    );
    const [event] = parseEventLogs({ abi: ENSRegistryAbi, logs: receipt.logs, eventName: 'NewOwner' });
    expect(event?.args).toEqual({ node: zeroHash, label: labelhash('eth'), owner: alice.address });
    expect(await ens.registry.read.owner([namehash('eth')])).toBe(alice.address);
    expect(await ens.registry.read.recordExists([namehash('eth')])).toBe(true);
  });

  it('setRecord, setResolver, setTTL and setOwner write the record and emit the EIP-137 events', async () => {
    const ens = await setUpEns();
    const { registry } = ens.as(alice);
    const resolver = ens.resolver.address;

    let receipt = await chain.mined(registry.write.setTTL([ALICE_ETH, 3_600n]));
    expect(
      parseEventLogs({ abi: ENSRegistryAbi, logs: receipt.logs }).map((e) => [e.eventName, e.args]),
    ).toEqual([['NewTTL', { node: ALICE_ETH, ttl: 3_600n }]]);
    expect(await registry.read.ttl([ALICE_ETH])).toBe(3_600n);

    receipt = await chain.mined(registry.write.setResolver([ALICE_ETH, zeroAddress]));
    expect(
      parseEventLogs({ abi: ENSRegistryAbi, logs: receipt.logs, eventName: 'NewResolver' })[0]?.args,
    ).toEqual({
      node: ALICE_ETH,
      resolver: zeroAddress,
    });
    expect(await registry.read.resolver([ALICE_ETH])).toBe(zeroAddress);

    // setRecord: NewResolver only because the resolver changes, no NewTTL because the TTL does not.
    receipt = await chain.mined(registry.write.setRecord([ALICE_ETH, alice.address, resolver, 3_600n]));
    expect(parseEventLogs({ abi: ENSRegistryAbi, logs: receipt.logs }).map((e) => e.eventName)).toEqual([
      'Transfer',
      'NewResolver',
    ]);
    expect(await registry.read.resolver([ALICE_ETH])).toBe(resolver);

    receipt = await chain.mined(registry.write.setOwner([ALICE_ETH, bob.address]));
    expect(
      parseEventLogs({ abi: ENSRegistryAbi, logs: receipt.logs, eventName: 'Transfer' })[0]?.args,
    ).toEqual({
      node: ALICE_ETH,
      owner: bob.address,
    });
    expect(await registry.read.owner([ALICE_ETH])).toBe(bob.address);
    // Alice gave it away: she can no longer write it.
    const error = await revertOf(registry.simulate.setTTL([ALICE_ETH, 1n], { account: alice }));
    expect(error).toEqual({ errorName: 'NotAuthorised', args: [ALICE_ETH, alice.address] });
  });

  it('refuses every write from a stranger, on alice.eth and on the root', async () => {
    const ens = await setUpEns();
    const { registry } = ens.as(stranger);
    const account = stranger;
    for (const node of [ALICE_ETH, zeroHash, namehash('eth'), namehash('addr.reverse')]) {
      // Thunks, not promises: a rejection nobody awaits yet counts as unhandled.
      const calls = [
        () => registry.simulate.setOwner([node, stranger.address], { account }),
        () => registry.simulate.setSubnodeOwner([node, labelhash('carol'), stranger.address], { account }),
        () => registry.simulate.setResolver([node, stranger.address], { account }),
        () => registry.simulate.setTTL([node, 1n], { account }),
        () => registry.simulate.setRecord([node, stranger.address, stranger.address, 1n], { account }),
        () =>
          registry.simulate.setSubnodeRecord([node, labelhash('carol'), stranger.address, zeroAddress, 0n], {
            account,
          }),
      ];
      for (const call of calls) {
        expect(await revertOf(call())).toEqual({
          errorName: 'NotAuthorised',
          args: [node, stranger.address],
        });
      }
    }
    expect(await ens.registry.read.owner([ALICE_ETH])).toBe(alice.address);
    expect(await ens.registry.read.resolver([ALICE_ETH])).toBe(ens.resolver.address);
  });

  it("lets an operator alice approved for all manage alice's nodes, until she revokes it", async () => {
    const ens = await setUpEns();
    const { registry } = ens.as(operator);
    const receipt = await chain.mined(
      ens.as(alice).registry.write.setApprovalForAll([operator.address, true]),
    );
    expect(
      parseEventLogs({ abi: ENSRegistryAbi, logs: receipt.logs, eventName: 'ApprovalForAll' })[0]?.args,
    ).toEqual({ owner: alice.address, operator: operator.address, approved: true });
    expect(await registry.read.isApprovedForAll([alice.address, operator.address])).toBe(true);
    expect(await registry.read.isApprovedForAll([operator.address, alice.address])).toBe(false);

    await chain.mined(registry.write.setTTL([ALICE_ETH, 60n]));
    await chain.mined(registry.write.setSubnodeOwner([ALICE_ETH, labelhash('wallet'), alice.address]));
    expect(await registry.read.owner([namehash('wallet.alice.eth')])).toBe(alice.address);
    expect(await registry.read.ttl([ALICE_ETH])).toBe(60n);
    // The approval covers alice's nodes only, not the ones above her.
    expect(
      (
        await revertOf(
          registry.simulate.setSubnodeOwner([namehash('eth'), labelhash('x'), operator.address], {
            account: operator,
          }),
        )
      ).errorName,
    ).toBe('NotAuthorised');

    await chain.mined(ens.as(alice).registry.write.setApprovalForAll([operator.address, false]));
    const error = await revertOf(registry.simulate.setTTL([ALICE_ETH, 1n], { account: operator }));
    expect(error).toEqual({ errorName: 'NotAuthorised', args: [ALICE_ETH, operator.address] });
  });

  it("lets the parent's owner take a subnode back", async () => {
    const ens = await setUpEns();
    await chain.mined(ens.registry.write.setSubnodeOwner([namehash('eth'), labelhash('alice'), bob.address]));
    expect(await ens.registry.read.owner([ALICE_ETH])).toBe(bob.address);
  });
});

describe('PublicResolver', () => {
  it('announces addr, name, text and ERC-165 and nothing else', async () => {
    const ens = await deployEns();
    for (const id of ['0x01ffc9a7', '0x3b3b57de', '0x691f3431', '0x59d1d43c'] as const) {
      expect(await ens.resolver.read.supportsInterface([id]), id).toBe(true);
    }
    for (const id of ['0xffffffff', '0x00000000', '0xf1cb7e06'] as const) {
      expect(await ens.resolver.read.supportsInterface([id]), id).toBe(false);
    }
    expect(await ens.resolver.read.registry()).toBe(ens.registry.address);
  });

  it('emits AddrChanged and TextChanged (with the key indexed by hash) for the owner', async () => {
    const ens = await setUpEns();
    const { resolver } = ens.as(alice);
    let receipt = await chain.mined(resolver.write.setAddr([ALICE_ETH, alice.address]));
    expect(
      parseEventLogs({ abi: PublicResolverAbi, logs: receipt.logs, eventName: 'AddrChanged' })[0]?.args,
    ).toEqual({ node: ALICE_ETH, a: alice.address });
    receipt = await chain.mined(resolver.write.setText([ALICE_ETH, 'avatar', AVATAR]));
    const [text] = parseEventLogs({ abi: PublicResolverAbi, logs: receipt.logs, eventName: 'TextChanged' });
    expect(text?.args).toEqual({
      node: ALICE_ETH,
      indexedKey: keccak256(stringToHex('avatar')),
      key: 'avatar',
      value: AVATAR,
    });
    expect(await resolver.read.text([ALICE_ETH, 'avatar'])).toBe(AVATAR);
    expect(await resolver.read.text([ALICE_ETH, 'url'])).toBe('');
  });

  it('refuses setAddr, setText and setName on alice.eth from a stranger', async () => {
    const ens = await setUpEns();
    await setUpAlice(ens);
    const { resolver } = ens.as(stranger);
    const account = stranger;
    const aliceReverse = reverseNodeOf(alice.address);
    const attempts = [
      [ALICE_ETH, () => resolver.simulate.setAddr([ALICE_ETH, stranger.address], { account })],
      [ALICE_ETH, () => resolver.simulate.setText([ALICE_ETH, 'avatar', 'ipfs://evil'], { account })],
      [ALICE_ETH, () => resolver.simulate.setName([ALICE_ETH, 'carol.eth'], { account })],
      // Nor alice's reverse record: she owns that node since her setName, not the registrar.
      [aliceReverse, () => resolver.simulate.setName([aliceReverse, 'carol.eth'], { account })],
    ] as const;
    for (const [node, call] of attempts) {
      expect(await revertOf(call())).toEqual({ errorName: 'NotAuthorised', args: [node, stranger.address] });
    }
    expect(await forward(ens, 'alice.eth')).toEqual({ addr: alice.address, avatar: AVATAR });
    expect(await reverseName(ens, alice.address)).toBe('alice.eth');
  });

  it("lets an operator alice approved in the registry write alice.eth's records", async () => {
    const ens = await setUpEns();
    const { resolver } = ens.as(operator);
    expect(
      (await revertOf(resolver.simulate.setAddr([ALICE_ETH, operator.address], { account: operator })))
        .errorName,
    ).toBe('NotAuthorised');

    await chain.mined(ens.as(alice).registry.write.setApprovalForAll([operator.address, true]));
    await chain.mined(resolver.write.setAddr([ALICE_ETH, alice.address]));
    await chain.mined(resolver.write.setText([ALICE_ETH, 'avatar', AVATAR]));
    expect(await forward(ens, 'alice.eth')).toEqual({ addr: alice.address, avatar: AVATAR });
  });

  it('follows registry ownership: after a transfer the old owner can no longer write', async () => {
    const ens = await setUpEns();
    await setUpAlice(ens);
    await chain.mined(ens.as(alice).registry.write.setOwner([ALICE_ETH, bob.address]));
    const error = await revertOf(
      ens.as(alice).resolver.simulate.setAddr([ALICE_ETH, alice.address], { account: alice }),
    );
    expect(error).toEqual({ errorName: 'NotAuthorised', args: [ALICE_ETH, alice.address] });
    await chain.mined(ens.as(bob).resolver.write.setAddr([ALICE_ETH, bob.address]));
    expect((await forward(ens, 'alice.eth')).addr).toBe(bob.address);
  });
});

describe('ReverseRegistrar', () => {
  it('computes ENSIP-3 reverse nodes: ADDR_REVERSE_NODE = namehash(addr.reverse), node(a) = namehash(<hex>.addr.reverse)', async () => {
    const ens = await deployEns();
    expect(await ens.registrar.read.ADDR_REVERSE_NODE()).toBe(namehash('addr.reverse'));
    const addresses: Address[] = [
      alice.address,
      bob.address,
      zeroAddress,
      '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF',
      '0x00000000000000000000000000000000000000A1',
    ];
    for (const address of addresses) {
      expect(await ens.registrar.read.node([address]), address).toBe(reverseNodeOf(address));
    }
    expect(await ens.registrar.read.registry()).toBe(ens.registry.address);
    expect(await ens.registrar.read.defaultResolver()).toBe(ens.resolver.address);
  });

  it('claim(owner) gives the caller reverse node to owner, pointed at the default resolver', async () => {
    const ens = await setUpEns();
    const node = reverseNodeOf(bob.address);
    const { result } = await ens.as(bob).registrar.simulate.claim([operator.address], { account: bob });
    expect(result).toBe(node);
    await chain.mined(ens.as(bob).registrar.write.claim([operator.address]));
    expect(await ens.registry.read.owner([node])).toBe(operator.address);
    expect(await ens.registry.read.resolver([node])).toBe(ens.resolver.address);
    // The new owner writes the name itself.
    await chain.mined(ens.as(operator).resolver.write.setName([node, 'bob.eth']));
    expect(await reverseName(ens, bob.address)).toBe('bob.eth');
  });

  it("reverts with the registry's NotAuthorised until it is given addr.reverse", async () => {
    const ens = await deployEns();
    // The error comes from the registry, so it is not in the registrar's ABI: decode the raw revert data.
    const raw = await ens
      .as(alice)
      .registrar.simulate.setName(['alice.eth'], { account: alice })
      .then(
        () => undefined,
        (err: BaseError) =>
          (err.walk((e) => e instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError).raw,
      );
    expect(raw && decodeErrorResult({ abi: ENSRegistryAbi, data: raw })).toMatchObject({
      errorName: 'NotAuthorised',
      args: [namehash('addr.reverse'), ens.registrar.address],
    });
  });
});
