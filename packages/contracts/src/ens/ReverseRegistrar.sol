// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ENSRegistry} from "./ENSRegistry.sol";
import {PublicResolver} from "./PublicResolver.sol";

/// @title Reverse registrar
/// @notice Owns `addr.reverse` (ENSIP-3) and gives every account its own reverse node,
/// `<lower-case hex address>.addr.reverse`, so the account can say which name is its primary one.
/// @dev The registry's deployer must hand this contract `addr.reverse` before anything here works: the root
/// owner calls `setSubnodeOwner(0x0, keccak256("reverse"), deployer)`, then the owner of `reverse` calls
/// `setSubnodeOwner(namehash("reverse"), keccak256("addr"), <this registrar>)`. Until then every call reverts
/// with the registry's `NotAuthorised(ADDR_REVERSE_NODE, <this registrar>)`.
/// An account only ever reaches its own reverse node (the label comes from `msg.sender`), so no other checks
/// are needed here.
contract ReverseRegistrar {
    /// @notice namehash("addr.reverse").
    bytes32 public constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    bytes16 private constant HEX_DIGITS = "0123456789abcdef";

    ENSRegistry public immutable registry;
    /// @notice The resolver `claim` and `setName` point reverse nodes at; it must accept writes from the node's
    /// registry owner and offer `setName(bytes32,string)` (PublicResolver does).
    address public immutable defaultResolver;

    /// @notice `addr` claimed (or re-claimed) its reverse node `node`: an indexer's cue to re-read its name.
    event ReverseClaimed(address indexed addr, bytes32 indexed node);

    constructor(address registry_, address defaultResolver_) {
        registry = ENSRegistry(registry_);
        defaultResolver = defaultResolver_;
    }

    /// @notice Gives the caller's reverse node to `owner_` and points it at the default resolver (TTL 0).
    /// @return The caller's reverse node.
    function claim(address owner_) external returns (bytes32) {
        bytes32 label = _hexLabel(msg.sender);
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, label));
        registry.setSubnodeRecord(ADDR_REVERSE_NODE, label, owner_, defaultResolver, 0);
        emit ReverseClaimed(msg.sender, reverseNode);
        return reverseNode;
    }

    /// @notice Sets the caller's primary name: claims its reverse node, points it at the default resolver,
    /// writes `name` there and leaves the caller owning the node. Calling again replaces the name.
    /// @dev The resolver trusts registry ownership only, so this contract owns the node for the length of
    /// the call (to write the name) and then transfers it to the caller. The node's TTL is reset to 0.
    /// @return The caller's reverse node.
    function setName(string calldata name) external returns (bytes32) {
        bytes32 label = _hexLabel(msg.sender);
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, label));
        registry.setSubnodeRecord(ADDR_REVERSE_NODE, label, address(this), defaultResolver, 0);
        PublicResolver(defaultResolver).setName(reverseNode, name);
        registry.setOwner(reverseNode, msg.sender);
        emit ReverseClaimed(msg.sender, reverseNode);
        return reverseNode;
    }

    /// @notice The reverse node of `addr`: namehash("<lower-case hex of addr, no 0x>.addr.reverse").
    function node(address addr) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, _hexLabel(addr)));
    }

    // ---------------------------------------------------------------- internals

    /// @dev keccak256 of the 40 lower-case hex digits of `addr`: the label hash ENSIP-3 puts under addr.reverse.
    function _hexLabel(address addr) private pure returns (bytes32) {
        bytes memory digits = new bytes(40);
        uint160 value = uint160(addr);
        for (uint256 i = 40; i > 0; --i) {
            digits[i - 1] = HEX_DIGITS[value & 0xf];
            value >>= 4;
        }
        return keccak256(digits);
    }
}
