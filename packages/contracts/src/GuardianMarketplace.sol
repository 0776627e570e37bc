// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";

/// @title Guardian marketplace
/// @notice Fixed-price sales of ERC-721 tokens from listings that sellers sign off-chain (EIP-712), in the
/// style of Seaport: listing costs nothing, the buyer submits the signed listing and pays in the same call.
/// @dev Payments are pushed with `call` and any failure reverts the sale. A seller (or royalty receiver, or
/// fee recipient) that cannot receive ETH therefore makes the listing unfillable; nobody's funds are ever
/// held here, so the contract keeps no balance and needs no withdraw function.
/// The token contract named in a listing is trusted as far as the buyer trusts it: the web app only shows
/// listings of indexed collections.
contract GuardianMarketplace is EIP712, Ownable, ReentrancyGuard {
    /// @notice What a seller signs. `nonce` is the seller's counter at signing time (`cancelAll` bumps it);
    /// `salt` makes two listings of the same token at the same price distinct.
    struct Listing {
        address seller;
        address token;
        uint256 tokenId;
        uint256 price;
        uint256 expiry;
        uint256 nonce;
        uint256 salt;
    }

    enum ListingStatus {
        Open,
        Filled,
        Cancelled
    }

    bytes32 public constant LISTING_TYPEHASH = keccak256(
        "Listing(address seller,address token,uint256 tokenId,uint256 price,uint256 expiry,uint256 nonce,"
        "uint256 salt)"
    );

    /// @notice Highest marketplace fee the owner can set: 1,000 basis points = 10 %.
    uint256 public constant MAX_FEE_BPS = 1_000;
    uint256 private constant BPS = 10_000;

    // One slot: `buy` reads both with a single cold load.
    address public feeRecipient;
    uint96 public feeBps;

    /// @notice The counter a listing must carry to be fillable; `cancelAll` bumps it.
    mapping(address seller => uint256) public nonces;

    mapping(bytes32 listingHash => ListingStatus) private _status;

    event Sale(
        bytes32 indexed listingHash,
        address indexed token,
        uint256 indexed tokenId,
        address seller,
        address buyer,
        uint256 price,
        uint256 fee,
        uint256 royalty
    );
    event ListingCancelled(bytes32 indexed listingHash, address indexed seller);
    event NonceIncremented(address indexed seller, uint256 newNonce);
    event FeeChanged(address indexed recipient, uint256 feeBps);

    /// @dev Under- and overpayment are distinct so a wallet UI can say which way the amount is wrong.
    error InsufficientPayment(uint256 required, uint256 sent);
    error ExcessPayment(uint256 required, uint256 sent);
    /// @dev A listing is fillable while `block.timestamp < expiry`.
    error ListingExpired(uint256 expiry, uint256 timestamp);
    error ListingIsCancelled(bytes32 listingHash);
    error ListingAlreadyFilled(bytes32 listingHash);
    error ListingNonceStale(uint256 listingNonce, uint256 currentNonce);
    error InvalidSignature();
    /// @dev `owner` is the zero address when the token does not exist.
    error SellerNotOwner(address seller, address owner);
    error MarketplaceNotApproved();
    error NotSeller(address caller, address seller);
    error PaymentFailed(address recipient, uint256 amount);
    error FeeTooHigh(uint256 feeBps, uint256 maxFeeBps);
    error ZeroAddress();

    constructor(address initialOwner, address feeRecipient_, uint96 feeBps_)
        EIP712("Guardians Marketplace", "1")
        Ownable(initialOwner)
    {
        _setFee(feeRecipient_, feeBps_);
    }

    // ---------------------------------------------------------------- trading

    /// @notice Buys the listed token for exactly `listing.price` wei; the token goes to the caller.
    /// @param signature The seller's EIP-712 signature of `listing` (65-byte ECDSA, or whatever the seller's
    /// EIP-1271 wallet accepts).
    function buy(Listing calldata listing, bytes calldata signature) external payable nonReentrant {
        bytes32 digest = _checkFillable(listing, signature);
        (uint256 fee, address royaltyReceiver, uint256 royalty) =
            _split(listing.token, listing.tokenId, listing.price);

        // Effects before any state-changing call: a re-entered buy of this listing sees it filled.
        _status[digest] = ListingStatus.Filled;
        emit Sale(
            digest, listing.token, listing.tokenId, listing.seller, msg.sender, listing.price, fee, royalty
        );

        IERC721(listing.token).safeTransferFrom(listing.seller, msg.sender, listing.tokenId);
        _pay(royaltyReceiver, royalty);
        _pay(feeRecipient, fee);
        _pay(listing.seller, listing.price - fee - royalty);
    }

    /// @notice Cancels one listing for good. Only its seller can (an EIP-1271 wallet calls this itself).
    function cancel(Listing calldata listing) external {
        if (msg.sender != listing.seller) revert NotSeller(msg.sender, listing.seller);
        bytes32 digest = hashListing(listing);
        ListingStatus status = _status[digest];
        if (status == ListingStatus.Filled) revert ListingAlreadyFilled(digest);
        if (status == ListingStatus.Cancelled) revert ListingIsCancelled(digest);
        _status[digest] = ListingStatus.Cancelled;
        emit ListingCancelled(digest, msg.sender);
    }

    /// @notice Cancels every listing the caller has signed so far: listings must carry the new nonce.
    function cancelAll() external {
        uint256 newNonce = ++nonces[msg.sender];
        emit NonceIncremented(msg.sender, newNonce);
    }

    // ---------------------------------------------------------------- owner

    /// @notice Fee in basis points of the price (at most MAX_FEE_BPS), paid to `recipient` on every sale.
    function setFee(address recipient, uint96 newFeeBps) external onlyOwner {
        _setFee(recipient, newFeeBps);
    }

    // ---------------------------------------------------------------- views

    /// @notice The EIP-712 digest the seller signs; also the listing's id in events and status lookups.
    function hashListing(Listing calldata listing) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(LISTING_TYPEHASH, listing)));
    }

    function isFilled(bytes32 listingHash) external view returns (bool) {
        return _status[listingHash] == ListingStatus.Filled;
    }

    function isCancelled(bytes32 listingHash) external view returns (bool) {
        return _status[listingHash] == ListingStatus.Cancelled;
    }

    /// @notice How a sale at `price` would be split: marketplace fee, royalty and its receiver, and what
    /// the seller receives.
    function quote(address token, uint256 tokenId, uint256 price)
        external
        view
        returns (uint256 fee, address royaltyReceiver, uint256 royalty, uint256 sellerProceeds)
    {
        (fee, royaltyReceiver, royalty) = _split(token, tokenId, price);
        sellerProceeds = price - fee - royalty;
    }

    // ---------------------------------------------------------------- internals

    /// @dev Every reason a listing cannot be bought, each with its own error, cheapest checks first.
    /// Only view calls leave the contract here (ERC-1271 and the token's owner and approval lookups).
    function _checkFillable(Listing calldata listing, bytes calldata signature)
        private
        view
        returns (bytes32 digest)
    {
        uint256 price = listing.price;
        if (msg.value < price) revert InsufficientPayment(price, msg.value);
        if (msg.value > price) revert ExcessPayment(price, msg.value);
        if (block.timestamp >= listing.expiry) revert ListingExpired(listing.expiry, block.timestamp);

        digest = hashListing(listing);
        ListingStatus status = _status[digest];
        if (status == ListingStatus.Cancelled) revert ListingIsCancelled(digest);
        if (status == ListingStatus.Filled) revert ListingAlreadyFilled(digest);

        address seller = listing.seller;
        uint256 currentNonce = nonces[seller];
        if (listing.nonce != currentNonce) revert ListingNonceStale(listing.nonce, currentNonce);
        if (!SignatureChecker.isValidSignatureNowCalldata(seller, digest, signature)) {
            revert InvalidSignature();
        }

        // Checked here rather than left to transferFrom, so the buyer learns why the listing is dead.
        IERC721 token = IERC721(listing.token);
        address owner_ = _ownerOrZero(token, listing.tokenId);
        if (owner_ != seller) revert SellerNotOwner(seller, owner_);
        bool approved = token.getApproved(listing.tokenId) == address(this)
            || token.isApprovedForAll(seller, address(this));
        if (!approved) revert MarketplaceNotApproved();
    }

    /// @dev Royalty is whatever the token's ERC-2981 `royaltyInfo` asks, capped at what the fee leaves, so
    /// fee + royalty <= price and the seller's share never underflows. A token that does not advertise
    /// ERC-2981, or whose `royaltyInfo` reverts or names no receiver, pays no royalty.
    function _split(address token, uint256 tokenId, uint256 price)
        private
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

    /// @dev ownerOf reverts for a token that does not exist; report that as owner zero.
    function _ownerOrZero(IERC721 token, uint256 tokenId) private view returns (address) {
        try token.ownerOf(tokenId) returns (address owner_) {
            return owner_;
        } catch {
            return address(0);
        }
    }

    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok,) = payable(to).call{value: amount}("");
        if (!ok) revert PaymentFailed(to, amount);
    }

    function _setFee(address recipient, uint96 newFeeBps) private {
        if (recipient == address(0)) revert ZeroAddress();
        if (newFeeBps > MAX_FEE_BPS) revert FeeTooHigh(newFeeBps, MAX_FEE_BPS);
        feeRecipient = recipient;
        feeBps = newFeeBps;
        emit FeeChanged(recipient, newFeeBps);
    }
}
