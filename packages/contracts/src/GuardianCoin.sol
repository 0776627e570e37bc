// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Guardian coin
/// @notice The community coin (18 decimals) that collectors claim on-chain for the points they earned.
/// @dev The only way coins come into existence is `mint` by the minter, fixed at deployment to the deployer:
/// GuardianCoinClaim deploys this contract in its constructor, so every coin in supply was paid out against
/// a voucher the claim contract verified. There is no owner, burn hook or way to change the minter.
contract GuardianCoin is ERC20 {
    /// @notice The only address that can mint (the claim contract that deployed this coin).
    address public immutable minter;

    error NotMinter(address caller);

    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) {
        minter = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _mint(to, amount);
    }
}
