// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ENSRegistry} from "./ENSRegistry.sol";

/// @title Public resolver
/// @notice One resolver any name on the local chain can point at: the address record (EIP-137 `addr`), the
/// reverse name record (ENSIP-3 `name`) and text records such as `avatar` (ENSIP-5 `text`).
/// @dev Who may write a node's records is read from the registry at call time: the node's owner there, or an
/// operator that owner approved for all. Nothing else is trusted, not even the reverse registrar: it makes
/// itself the owner of a reverse node for the length of its `setName` call and hands the node to the account
/// afterwards, so this resolver needs no trusted-registrar slot and no deploy-order dance (the registrar is
/// deployed after the resolver it points at).
/// Records are kept per node and survive a transfer of the node; the new owner overwrites what it wants.
contract PublicResolver {
    /// @notice The registry whose ownership decides who may write here.
    ENSRegistry public immutable registry;

    mapping(bytes32 node => address) private _addrs;
    mapping(bytes32 node => string) private _names;
    mapping(bytes32 node => mapping(string key => string)) private _texts;

    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    /// @dev `caller` is neither the node's owner in the registry nor an operator that owner approved for all.
    error NotAuthorised(bytes32 node, address caller);

    modifier authorised(bytes32 node) {
        address nodeOwner = registry.owner(node);
        if (msg.sender != nodeOwner && !registry.isApprovedForAll(nodeOwner, msg.sender)) {
            revert NotAuthorised(node, msg.sender);
        }
        _;
    }

    constructor(address registry_) {
        registry = ENSRegistry(registry_);
    }

    // ---------------------------------------------------------------- writes

    /// @notice Sets the Ethereum address `node` resolves to (the zero address clears it).
    function setAddr(bytes32 node, address a) external authorised(node) {
        _addrs[node] = a;
        emit AddrChanged(node, a);
    }

    /// @notice Sets the name a reverse node (`<hex address>.addr.reverse`) resolves to. Clients only trust it
    /// after resolving the name forward to the same address, so a false claim shows nothing.
    function setName(bytes32 node, string calldata newName) external authorised(node) {
        _names[node] = newName;
        emit NameChanged(node, newName);
    }

    /// @notice Sets the text record `key` of `node` (ENSIP-5 keys: `avatar`, `url`, `com.twitter`, ...); an
    /// empty value clears it.
    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        _texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    // ---------------------------------------------------------------- views

    function addr(bytes32 node) external view returns (address) {
        return _addrs[node];
    }

    function name(bytes32 node) external view returns (string memory) {
        return _names[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return _texts[node][key];
    }

    /// @notice ERC-165: clients ask before calling a profile, so each record type is announced here.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165 supportsInterface(bytes4)
            || interfaceId == PublicResolver.addr.selector // 0x3b3b57de, EIP-137 addr(bytes32)
            || interfaceId == PublicResolver.name.selector // 0x691f3431, ENSIP-3 name(bytes32)
            || interfaceId == PublicResolver.text.selector; // 0x59d1d43c, ENSIP-5 text(bytes32,string)
    }
}
