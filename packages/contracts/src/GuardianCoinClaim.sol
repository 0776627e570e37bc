// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {GuardianCoin} from "./GuardianCoin.sol";

/// @title Guardian coin claim
/// @notice Pays out the community coin against vouchers the server signs off-chain (EIP-712): the server
/// reserves the caller's points and signs `Claim(account, id, amount, deadline)`; the account submits it here
/// and the coin is minted to it. Each voucher id pays once, and no account can claim more than `maxClaim`
/// within one claim period, so a leaked signer key can mint at most `maxClaim` per account and period until
/// the owner pauses or rotates the signer.
/// @dev Each account has its own window: the first claim after the previous window ended opens a new one at
/// `block.timestamp`, ending `claimPeriod` seconds later. The end is fixed when the window opens, so a later
/// `setClaimPeriod` applies to windows opened after it.
contract GuardianCoinClaim is EIP712, Ownable, Pausable {
    struct ClaimWindow {
        uint256 end;
        uint256 claimed;
    }

    bytes32 public constant CLAIM_TYPEHASH =
        keccak256("Claim(address account,uint256 id,uint256 amount,uint256 deadline)");

    GuardianCoin private immutable _coin;

    /// @notice The key whose EIP-712 signatures `claim` accepts.
    address public signer;
    /// @notice Most coin (wei) one account can claim within one claim period.
    uint256 public maxClaim;
    /// @notice Length of an account's claim window, in seconds.
    uint256 public claimPeriod;

    mapping(address account => ClaimWindow) private _windows;
    mapping(address account => uint256) public totalClaimed;
    mapping(uint256 id => bool) public isClaimed;

    event Claimed(address indexed account, uint256 indexed id, uint256 amount);
    event SignerChanged(address indexed previousSigner, address indexed newSigner);
    event MaxClaimChanged(uint256 maxClaim);
    event ClaimPeriodChanged(uint256 claimPeriod);

    /// @dev A voucher is accepted while `block.timestamp <= deadline`.
    error ClaimExpired(uint256 deadline, uint256 timestamp);
    error ClaimAlreadyUsed(uint256 id);
    /// @dev Any signature that does not recover to `signer` for this caller: wrong key, other chain or
    /// contract, altered field, another account's voucher, malformed or malleable (high-s) signature.
    error InvalidClaimSignature();
    error ClaimAmountZero();
    /// @dev `remaining` is what the caller can still claim in the current window.
    error ClaimLimitExceeded(uint256 remaining);
    error InvalidSigner();

    constructor(
        address initialOwner,
        address signer_,
        uint256 maxClaim_,
        uint256 claimPeriod_,
        string memory coinName,
        string memory coinSymbol
    ) EIP712("Guardians Coin Claim", "1") Ownable(initialOwner) {
        _coin = new GuardianCoin(coinName, coinSymbol);
        _setSigner(signer_);
        _setMaxClaim(maxClaim_);
        _setClaimPeriod(claimPeriod_);
    }

    // ---------------------------------------------------------------- claiming

    /// @notice Mints `amountWei` coin to the caller against the signer's voucher for (caller, id, amount,
    /// deadline).
    function claim(bytes calldata signature, uint256 id, uint256 amountWei, uint256 deadline)
        external
        whenNotPaused
    {
        if (amountWei == 0) revert ClaimAmountZero();
        if (block.timestamp > deadline) revert ClaimExpired(deadline, block.timestamp);
        if (isClaimed[id]) revert ClaimAlreadyUsed(id);
        (address recovered, ECDSA.RecoverError err,) =
            ECDSA.tryRecoverCalldata(hashClaim(msg.sender, id, amountWei, deadline), signature);
        if (err != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidClaimSignature();

        ClaimWindow storage window = _windows[msg.sender];
        if (block.timestamp >= window.end) {
            // Saturating, so an owner who sets an "endless" period (max uint) does not brick claims.
            uint256 period = claimPeriod;
            window.end = period > type(uint256).max - block.timestamp ? type(uint256).max : block.timestamp + period;
            window.claimed = 0;
        }
        uint256 remaining = window.claimed >= maxClaim ? 0 : maxClaim - window.claimed;
        if (amountWei > remaining) revert ClaimLimitExceeded(remaining);

        window.claimed += amountWei;
        totalClaimed[msg.sender] += amountWei;
        isClaimed[id] = true;
        emit Claimed(msg.sender, id, amountWei);
        _coin.mint(msg.sender, amountWei);
    }

    // ---------------------------------------------------------------- owner

    /// @notice Rotates the voucher key: unclaimed vouchers of the previous signer stop paying.
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    function setMaxClaim(uint256 newMaxClaim) external onlyOwner {
        _setMaxClaim(newMaxClaim);
    }

    function setClaimPeriod(uint256 newClaimPeriod) external onlyOwner {
        _setClaimPeriod(newClaimPeriod);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    // ---------------------------------------------------------------- views

    function coin() external view returns (address) {
        return address(_coin);
    }

    /// @notice End of the account's current claim window (unix seconds); 0 when no window is running, i.e.
    /// the next claim opens a new one.
    function nextClaimTimestamp(address account) external view returns (uint256) {
        uint256 end = _windows[account].end;
        return block.timestamp < end ? end : 0;
    }

    /// @notice Coin (wei) the account claimed in its current window; 0 when no window is running.
    function accountClaimedAmount(address account) external view returns (uint256) {
        ClaimWindow storage window = _windows[account];
        return block.timestamp < window.end ? window.claimed : 0;
    }

    /// @notice The EIP-712 digest the signer signs for a voucher.
    function hashClaim(address account, uint256 id, uint256 amount, uint256 deadline)
        public
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(keccak256(abi.encode(CLAIM_TYPEHASH, account, id, amount, deadline)));
    }

    // ---------------------------------------------------------------- internals

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert InvalidSigner();
        emit SignerChanged(signer, newSigner);
        signer = newSigner;
    }

    function _setMaxClaim(uint256 newMaxClaim) private {
        maxClaim = newMaxClaim;
        emit MaxClaimChanged(newMaxClaim);
    }

    function _setClaimPeriod(uint256 newClaimPeriod) private {
        claimPeriod = newClaimPeriod;
        emit ClaimPeriodChanged(newClaimPeriod);
    }
}
