// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Wrapped ether
/// @notice Canonical WETH9's interface and behaviour (1 WETH per wei of ETH deposited, `withdraw` gives it
/// back), so code written against mainnet WETH works here unchanged. Offers on GuardianMarketplace are paid
/// in it: an ERC-20 can be pulled with an allowance when the holder accepts, which ETH cannot.
/// @dev Event and parameter names are WETH9's (`src`, `guy`, `dst`, `wad`): an ABI taken from either
/// contract decodes the other's logs. Three deliberate differences, none visible to a correct caller:
/// - no catch-all fallback. WETH9 accepts any unknown call as a deposit, so a call to a function it lacks
///   (a `permit`, say) "succeeds" without doing anything; here it reverts. Plain ETH still deposits.
/// - `withdraw` sends with `call` instead of `transfer`'s 2,300 gas, so contract wallets can unwrap.
/// - failures revert with named errors instead of an empty revert.
contract WETH9 {
    string public constant name = "Wrapped Ether";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;

    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Approval(address indexed src, address indexed guy, uint256 wad);
    event Transfer(address indexed src, address indexed dst, uint256 wad);
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address owner, address spender, uint256 allowance, uint256 needed);
    error WithdrawFailed(address to, uint256 wad);

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        _debit(msg.sender, wad);
        emit Withdrawal(msg.sender, wad);
        (bool ok,) = payable(msg.sender).call{value: wad}("");
        if (!ok) revert WithdrawFailed(msg.sender, wad);
    }

    /// @notice Every wrapped wei is backed by one held here, so the supply is the contract's balance.
    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function approve(address guy, uint256 wad) external returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }

    function transfer(address dst, uint256 wad) external returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }

    /// @notice As WETH9: moving one's own tokens needs no allowance, and an allowance of 2^256 - 1 is never
    /// spent down (one approval serves every future offer).
    function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
        _debit(src, wad);
        if (src != msg.sender) {
            uint256 allowed = allowance[src][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < wad) revert InsufficientAllowance(src, msg.sender, allowed, wad);
                allowance[src][msg.sender] = allowed - wad;
            }
        }
        balanceOf[dst] += wad;
        emit Transfer(src, dst, wad);
        return true;
    }

    function _debit(address account, uint256 wad) private {
        uint256 balance = balanceOf[account];
        if (balance < wad) revert InsufficientBalance(account, balance, wad);
        balanceOf[account] = balance - wad;
    }
}
