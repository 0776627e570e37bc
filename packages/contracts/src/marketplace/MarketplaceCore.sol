// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";

/// @title What listings and offers share
/// @notice The EIP-712 domain, the marketplace fee, the ERC-2981 royalty split and each account's nonce. A
/// listing bought and an offer accepted at the same price split it the same way, and one `cancelAll` ends
/// both an account's listings and its offers.
/// @dev Not deployed alone: GuardianMarketplace is this plus offers plus listings, split over files only so
/// that each stays readable.
abstract contract MarketplaceCore is EIP712, Ownable, ReentrancyGuard {
    /// @notice Highest marketplace fee the owner can set: 1,000 basis points = 10 %.
    uint256 public constant MAX_FEE_BPS = 1_000;
    uint256 private constant BPS = 10_000;

    // One slot: a sale reads both with a single cold load.
    address public feeRecipient;
    uint96 public feeBps;

    /// @notice The counter a listing or an offer must carry to be fillable; `cancelAll` bumps it. The key
    /// keeps the name it had when only sellers signed, so the ABI stays as the server and web know it.
    mapping(address seller => uint256) public nonces;

    event NonceIncremented(address indexed seller, uint256 newNonce);
    event FeeChanged(address indexed recipient, uint256 feeBps);

    error InvalidSignature();
    /// @dev `owner` is the zero address when the token does not exist.
    error SellerNotOwner(address seller, address owner);
    error MarketplaceNotApproved();
    error PaymentFailed(address recipient, uint256 amount);
    error FeeTooHigh(uint256 feeBps, uint256 maxFeeBps);
    error ZeroAddress();

    constructor(address initialOwner, address feeRecipient_, uint96 feeBps_)
        EIP712("Guardians Marketplace", "1")
        Ownable(initialOwner)
    {
        _setFee(feeRecipient_, feeBps_);
    }

    /// @notice Cancels every listing and every offer the caller has signed so far: they must carry the new
    /// nonce.
    function cancelAll() external {
        uint256 newNonce = ++nonces[msg.sender];
        emit NonceIncremented(msg.sender, newNonce);
    }

    /// @notice Fee in basis points of the price (at most MAX_FEE_BPS), paid to `recipient` on every sale.
    function setFee(address recipient, uint96 newFeeBps) external onlyOwner {
        _setFee(recipient, newFeeBps);
    }

    /// @notice How a sale at `price` would be split: marketplace fee, royalty and its receiver, and what
    /// the seller receives. The same for a listing bought and an offer accepted.
    function quote(address token, uint256 tokenId, uint256 price)
        external
        view
        returns (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 sellerProceeds)
    {
        (fee, royaltyReceiver, royalty) = _split(token, tokenId, price);
        sellerProceeds = price - fee - royalty;
    }

    /// @dev Royalty is whatever the token's ERC-2981 `royaltyInfo` asks, capped at what the fee leaves, so
    /// fee + royalty <= price and the seller's share never underflows. A token that does not advertise
    /// ERC-2981, or whose `royaltyInfo` reverts or names no receiver, pays no royalty.
    function _split(address token, uint256 tokenId, uint256 price)
        internal
        view
        returns (uint256 fee, address royaltyReceiver, uint256 royalty)
    {
        fee = price * feeBps / BPS;
        if (!ERC165Checker.supportsERC165InterfaceUnchecked(token, type(IERC2981).interfaceId)) {
            return (fee, address(0), 0);
        }
        try IERC2981(token).royaltyInfo(tokenId, price) returns (address receiver, uint256 amount) {
            if (receiver == address(0)) return (fee, address(0), 0);
            uint256 room = price - fee;
            return (fee, receiver, amount < room ? amount : room);
        } catch {
            return (fee, address(0), 0);
        }
    }

    /// @dev Why `from` cannot hand over the token right now (the encoded error), or nothing. Checked before
    /// the transfer rather than left to it, so the caller learns why; a sweep skips on it instead.
    function _deliveryProblem(IERC721 token, uint256 tokenId, address from)
        internal
        view
        returns (bytes memory)
    {
        address owner_ = _ownerOrZero(token, tokenId);
        if (owner_ != from) return abi.encodeWithSelector(SellerNotOwner.selector, from, owner_);
        bool approved =
            token.getApproved(tokenId) == address(this) || token.isApprovedForAll(from, address(this));
        if (!approved) return abi.encodeWithSelector(MarketplaceNotApproved.selector);
        return "";
    }

    function _revertWith(bytes memory problem) internal pure {
        assembly ("memory-safe") {
            revert(add(problem, 0x20), mload(problem))
        }
    }

    function _pay(address to, uint256 amount) internal {
        if (amount == 0) return;
        (bool ok,) = payable(to).call{value: amount}("");
        if (!ok) revert PaymentFailed(to, amount);
    }

    /// @dev ownerOf reverts for a token that does not exist; report that as owner zero.
    function _ownerOrZero(IERC721 token, uint256 tokenId) private view returns (address) {
        try token.ownerOf(tokenId) returns (address owner_) {
            return owner_;
        } catch {
            return address(0);
        }
    }

    function _setFee(address recipient, uint96 newFeeBps) private {
        if (recipient == address(0)) revert ZeroAddress();
        if (newFeeBps > MAX_FEE_BPS) revert FeeTooHigh(newFeeBps, MAX_FEE_BPS);
        feeRecipient = recipient;
        feeBps = newFeeBps;
        emit FeeChanged(recipient, newFeeBps);
    }
}
