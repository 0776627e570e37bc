// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title ENS registry
/// @notice The EIP-137 registry for the local chain: a tree of nodes (namehashes), each with an owner, a
/// resolver and a TTL. The owner of a node controls its record and hands out its subnodes, so whoever owns the
/// root (the deployer) builds the tree: `eth`, `reverse`, `addr.reverse`, and names under them.
/// @dev Written for this project from EIP-137; clients (viem, wallets) only rely on the ABI and events the EIP
/// names. Setting a node's owner to the zero address gives the node up: nobody can write to it again until
/// the parent's owner reassigns it with `setSubnodeOwner` (for the root: never).
contract ENSRegistry {
    struct Record {
        address owner;
        // `resolver` and `ttl` share one slot: a client reading both pays for one cold load.
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 node => Record) private _records;
    mapping(address owner => mapping(address operator => bool)) private _operators;

    event Transfer(bytes32 indexed node, address owner);
    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    /// @dev `caller` is neither the node's owner nor an operator that owner approved for all.
    error NotAuthorised(bytes32 node, address caller);

    /// @dev Only the node's owner, or an operator approved by that owner, may change the node or its subnodes.
    modifier authorised(bytes32 node) {
        if (!_isAuthorised(node, msg.sender)) revert NotAuthorised(node, msg.sender);
        _;
    }

    /// @notice The deployer owns the root node (bytes32(0)) and with it the whole tree.
    constructor() {
        _records[bytes32(0)].owner = msg.sender;
        emit Transfer(bytes32(0), msg.sender);
    }

    // ---------------------------------------------------------------- writes

    /// @notice Sets the owner, resolver and TTL of `node` in one call.
    /// @dev NewResolver and NewTTL are emitted only when the value changes, so a transfer that keeps the
    /// resolver does not look like a resolver change to an indexer.
    function setRecord(bytes32 node, address owner_, address resolver_, uint64 ttl_)
        external
        authorised(node)
    {
        _setOwner(node, owner_);
        _setResolverAndTTL(node, resolver_, ttl_);
    }

    /// @notice Creates or reassigns the subnode `keccak256(node, label)` and sets its resolver and TTL.
    /// @dev As `setRecord`, NewResolver and NewTTL only on change.
    function setSubnodeRecord(bytes32 node, bytes32 label, address owner_, address resolver_, uint64 ttl_)
        external
        authorised(node)
    {
        bytes32 subnode = _setSubnodeOwner(node, label, owner_);
        _setResolverAndTTL(subnode, resolver_, ttl_);
    }

    /// @notice Transfers `node` to `owner_`; the previous owner (and its operators) lose control of it.
    function setOwner(bytes32 node, address owner_) external authorised(node) {
        _setOwner(node, owner_);
    }

    /// @notice Gives the subnode `keccak256(node, label)` to `owner_`. The parent's owner can always take a
    /// subnode back this way: owning a name means trusting whoever owns its parent.
    function setSubnodeOwner(bytes32 node, bytes32 label, address owner_)
        external
        authorised(node)
        returns (bytes32)
    {
        return _setSubnodeOwner(node, label, owner_);
    }

    function setResolver(bytes32 node, address resolver_) external authorised(node) {
        _records[node].resolver = resolver_;
        emit NewResolver(node, resolver_);
    }

    function setTTL(bytes32 node, uint64 ttl_) external authorised(node) {
        _records[node].ttl = ttl_;
        emit NewTTL(node, ttl_);
    }

    /// @notice Lets `operator` manage every node the caller owns, now or later (as ERC-721's approval for all).
    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    // ---------------------------------------------------------------- views

    function owner(bytes32 node) external view returns (address) {
        return _records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return _records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return _records[node].ttl;
    }

    /// @notice Whether `node` has ever been given an owner (and not given up to the zero address since).
    function recordExists(bytes32 node) external view returns (bool) {
        return _records[node].owner != address(0);
    }

    function isApprovedForAll(address owner_, address operator) external view returns (bool) {
        return _operators[owner_][operator];
    }

    // ---------------------------------------------------------------- internals

    function _isAuthorised(bytes32 node, address caller) private view returns (bool) {
        address nodeOwner = _records[node].owner;
        return caller == nodeOwner || _operators[nodeOwner][caller];
    }

    function _setOwner(bytes32 node, address owner_) private {
        _records[node].owner = owner_;
        emit Transfer(node, owner_);
    }

    function _setSubnodeOwner(bytes32 node, bytes32 label, address owner_) private returns (bytes32 subnode) {
        subnode = keccak256(abi.encodePacked(node, label));
        _records[subnode].owner = owner_;
        emit NewOwner(node, label, owner_);
    }

    function _setResolverAndTTL(bytes32 node, address resolver_, uint64 ttl_) private {
        Record storage record = _records[node];
        if (record.resolver != resolver_) {
            record.resolver = resolver_;
            emit NewResolver(node, resolver_);
        }
        if (record.ttl != ttl_) {
            record.ttl = ttl_;
            emit NewTTL(node, ttl_);
        }
    }
}
