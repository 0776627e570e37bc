// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {MarketplaceCore} from "./marketplace/MarketplaceCore.sol";
import {MarketplaceOffers} from "./marketplace/MarketplaceOffers.sol";

/// @title Guardian marketplace
/// @notice Fixed-price sales of ERC-721 tokens from listings that sellers sign off-chain (EIP-712), in the
/// style of Seaport: listing costs nothing, the buyer submits the signed listing and pays in the same call.
/// A buyer can also sweep several listings in one call, and collectors can make offers paid in WETH
/// (MarketplaceOffers); fee, royalty and nonces are shared (MarketplaceCore).
/// @dev Payments are pushed with `call` and any failure reverts the sale. A seller (or royalty receiver, or
/// fee recipient) that cannot receive ETH therefore makes the listing unfillable; nobody's funds are ever
/// held here, so the contract keeps no balance and needs no withdraw function.
/// The token contract named in a listing is trusted as far as the buyer trusts it: the web app only shows
/// listings of indexed collections.
contract GuardianMarketplace is MarketplaceOffers {
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
    /// @notice A sweep passed over this listing. `reason` is the selector of the error `buy` would have
    /// reverted with (`InsufficientPayment` when the sweep's budget left was below the price).
    event ListingSkipped(bytes32 indexed listingHash, bytes4 reason);

    /// @dev Under- and overpayment are distinct so a wallet UI can say which way the amount is wrong.
    error InsufficientPayment(uint256 required, uint256 sent);
    error ExcessPayment(uint256 required, uint256 sent);
    /// @dev A listing is fillable while `block.timestamp < expiry`.
    error ListingExpired(uint256 expiry, uint256 timestamp);
    error ListingIsCancelled(bytes32 listingHash);
    error ListingAlreadyFilled(bytes32 listingHash);
    error ListingNonceStale(uint256 listingNonce, uint256 currentNonce);
    error NotSeller(address caller, address seller);
    error LengthMismatch(uint256 listings, uint256 signatures);
    /// @dev Every listing of the sweep was skipped: reverting costs the buyer less than a sweep that buys
    /// nothing, and their wallet says it failed.
    error SweepBoughtNothing();

    /// @param weth_ The token offers are paid in, for good (WETH9 on the local chain, WETH elsewhere).
    constructor(address initialOwner, address feeRecipient_, uint96 feeBps_, IERC20 weth_)
        MarketplaceCore(initialOwner, feeRecipient_, feeBps_)
        MarketplaceOffers(weth_)
    {}

    // ---------------------------------------------------------------- trading

    /// @notice Buys the listed token for exactly `listing.price` wei; the token goes to the caller.
    /// @param signature The seller's EIP-712 signature of `listing` (65-byte ECDSA, or whatever the seller's
    /// EIP-1271 wallet accepts).
    function buy(Listing calldata listing, bytes calldata signature) external payable nonReentrant {
        uint256 price = listing.price;
        if (msg.value < price) revert InsufficientPayment(price, msg.value);
        if (msg.value > price) revert ExcessPayment(price, msg.value);
        (bytes32 digest, bytes memory problem) = _listingProblem(listing, signature);
        if (problem.length != 0) _revertWith(problem);
        _fill(listing, digest);
    }

    /// @notice Buys every listing that is still buyable, in order, while the budget lasts, and refunds the
    /// rest of `msg.value`. A listing sold, cancelled, expired, out of nonce or no longer deliverable since the
    /// cart was filled is skipped (ListingSkipped), not charged; each purchase emits Sale as `buy` does.
    /// @param maxTotal The most the caller agrees to spend; the budget is the lower of this and `msg.value`.
    /// @return bought How many listings were bought.
    /// @return spent What they cost in total (`msg.value - spent` went back to the caller).
    function sweep(Listing[] calldata listings, bytes[] calldata signatures, uint256 maxTotal)
        external
        payable
        nonReentrant
        returns (uint256 bought, uint256 spent)
    {
        if (listings.length != signatures.length) revert LengthMismatch(listings.length, signatures.length);
        uint256 budget = maxTotal < msg.value ? maxTotal : msg.value;
        for (uint256 i; i < listings.length; ++i) {
            Listing calldata listing = listings[i];
            // Read now, not before the loop: an earlier purchase's payment can reach a seller's contract,
            // which may cancel or move what comes later. It then counts as skipped.
            (bytes32 digest, bytes memory problem) = _listingProblem(listing, signatures[i]);
            if (problem.length == 0 && listing.price > budget - spent) {
                problem = abi.encodeWithSelector(InsufficientPayment.selector, listing.price, budget - spent);
            }
            if (problem.length != 0) {
                emit ListingSkipped(digest, bytes4(problem));
                continue;
            }
            spent += listing.price;
            ++bought;
            _fill(listing, digest);
        }
        if (bought == 0) revert SweepBoughtNothing();
        _pay(msg.sender, msg.value - spent);
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

    // ---------------------------------------------------------------- internals

    /// @dev Every reason a listing cannot be bought besides the payment, as the encoded error `buy` reverts
    /// with (a sweep skips instead), cheapest checks first. Only view calls leave the contract here
    /// (ERC-1271 and the token's owner and approval lookups).
    function _listingProblem(Listing calldata listing, bytes calldata signature)
        private
        view
        returns (bytes32 digest, bytes memory problem)
    {
        digest = hashListing(listing);
        if (block.timestamp >= listing.expiry) {
            return (digest, abi.encodeWithSelector(ListingExpired.selector, listing.expiry, block.timestamp));
        }
        ListingStatus status = _status[digest];
        if (status == ListingStatus.Cancelled) {
            return (digest, abi.encodeWithSelector(ListingIsCancelled.selector, digest));
        }
        if (status == ListingStatus.Filled) {
            return (digest, abi.encodeWithSelector(ListingAlreadyFilled.selector, digest));
        }
        address seller = listing.seller;
        uint256 currentNonce = nonces[seller];
        if (listing.nonce != currentNonce) {
            return (digest, abi.encodeWithSelector(ListingNonceStale.selector, listing.nonce, currentNonce));
        }
        if (!SignatureChecker.isValidSignatureNowCalldata(seller, digest, signature)) {
            return (digest, abi.encodeWithSelector(InvalidSignature.selector));
        }
        problem = _deliveryProblem(IERC721(listing.token), listing.tokenId, seller);
    }

    /// @dev The sale itself, for `buy` and each item of a sweep; the caller has checked the listing and
    /// the payment.
    function _fill(Listing calldata listing, bytes32 digest) private {
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
}
