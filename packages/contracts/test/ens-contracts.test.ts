import { keccak256, parseEventLogs, stringToHex, zeroAddress, zeroHash } from 'viem';
import { labelhash, namehash } from 'viem/ens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENSRegistryAbi, PublicResolverAbi } from '../src/abis.gen.ts';
import {
  ALICE_ETH,
  AVATAR,
  alice,
  bob,
  chain,
  deployEns,
  deployer,
  forward,
  operator,
  reverseName,
  reverseNodeOf,
  setUpAlice,
  setUpEns,
  startEnsChain,
  stopEnsChain,
  stranger,
} from './support/ens-world.ts';
import { revertOf } from './support/guardian-collection.ts';

// The registry's and the resolver's rules (EIP-137): who may write what, and the events.
beforeAll(startEnsChain);
afterAll(stopEnsChain);

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
