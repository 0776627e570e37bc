import {
  type Address,
  type BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { namehash } from 'viem/ens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENSRegistryAbi, PublicResolverAbi, ReverseRegistrarAbi } from '../src/abis.gen.ts';
import {
  AVATAR,
  alice,
  bob,
  chain,
  deployEns,
  forward,
  operator,
  reverseName,
  reverseNodeOf,
  setUpAlice,
  setUpEns,
  startEnsChain,
  stopEnsChain,
} from './support/ens-world.ts';

// ENS as a client resolves it, and the reverse registrar (ENSIP-3).
beforeAll(startEnsChain);
afterAll(stopEnsChain);

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
