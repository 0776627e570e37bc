// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {MarketplaceCore} from "./MarketplaceCore.sol";

/// @title Offers, paid in wrapped ether
/// @notice A collector signs an offer off-chain (EIP-712, the marketplace's domain) for one item, for any item
/// of a collection, or for any item in a set of token ids (a trait). A holder accepts it on chain: the token
/// goes to the offerer and the offerer's WETH pays the seller, the fee and the royalty, split as a sale.
/// @dev The offerer's WETH never rests here: each share is pulled straight from the offerer to its receiver
/// with the allowance the offerer gave this contract. The currency is fixed at deployment, so an offer signed
/// for this contract (the domain names it) can only ever be paid in that token.
/// A trait is a Merkle root of eligible token ids, chosen when signing: traits live in off-chain metadata,
/// which a contract cannot read, and a root freezes what the offerer agreed to buy (decision 0086).
abstract contract MarketplaceOffers is MarketplaceCore {
    using SafeERC20 for IERC20;

    enum OfferKind {
        Item,
        Collection,
        Trait
    }

    /// @notice What an offerer signs. `tokenId` counts for `Item` offers only and `traitRoot` for `Trait`
    /// offers only. `amount` is paid per fill; `quantity` is how many tokens the offerer will take (exactly 1
    /// for an item offer). `nonce` is the offerer's counter at signing time; `salt` tells equal offers apart.
    struct Offer {
        address offerer;
        address collection;
        OfferKind kind;
        uint256 tokenId;
        bytes32 traitRoot;
        uint256 amount;
        uint256 quantity;
        uint256 expiry;
        uint256 nonce;
        uint256 salt;
    }

    // One slot per offer: accepting reads both with one cold load.
    struct OfferState {
        uint128 fills;
        bool cancelled;
    }

    bytes32 public constant OFFER_TYPEHASH = keccak256(
        "Offer(address offerer,address collection,uint8 kind,uint256 tokenId,bytes32 traitRoot,uint256 amount,"
        "uint256 quantity,uint256 expiry,uint256 nonce,uint256 salt)"
    );

    /// @notice The token every offer here is paid in (WETH9 or compatible).
    IERC20 public immutable weth;

    mapping(bytes32 offerHash => OfferState) private _offers;

    /// @param fills How many times the offer has now been filled, this fill included.
    event OfferAccepted(
        bytes32 indexed offerHash,
        address indexed collection,
        uint256 indexed tokenId,
        address offerer,
        address seller,
        uint256 amount,
        uint256 fee,
        uint256 royalty,
        uint256 fills
    );
    event OfferCancelled(bytes32 indexed offerHash, address indexed offerer);

    /// @dev An offer can be accepted while `block.timestamp < expiry`.
    error OfferExpired(uint256 expiry, uint256 timestamp);
    error OfferIsCancelled(bytes32 offerHash);
    error OfferFullyFilled(bytes32 offerHash, uint256 quantity);
    error OfferNonceStale(uint256 offerNonce, uint256 currentNonce);
    /// @dev Zero, or anything but 1 for an item offer.
    error InvalidOfferQuantity(uint256 quantity);
    /// @dev Another item than the offer's, or a token the trait proof does not place under the offer's root.
    error TokenNotInOffer(uint256 tokenId);
    error OfferNotFunded(address offerer, uint256 amount, uint256 balance, uint256 allowance);
    error NotOfferer(address caller, address offerer);

    constructor(IERC20 weth_) {
        if (address(weth_) == address(0)) revert ZeroAddress();
        weth = weth_;
    }

    /// @notice Sells the caller's token `tokenId` to the offer: the token goes to the offerer, and the offerer's
    /// WETH pays `offer.amount` split into royalty, fee and the caller's proceeds.
    /// @param signature The offerer's EIP-712 signature (65-byte ECDSA, or what its EIP-1271 wallet accepts).
    /// @param proof For a trait offer, the Merkle proof of `tokenId` under `offer.traitRoot`; else empty.
    function acceptOffer(
        Offer calldata offer,
        bytes calldata signature,
        uint256 tokenId,
        bytes32[] calldata proof
    ) external nonReentrant {
        (bytes32 digest, uint128 fills) = _checkOffer(offer, signature, tokenId, proof);
        // Effects before any call out: a re-entered accept sees this fill counted.
        _offers[digest].fills = fills;
        _settle(offer, digest, tokenId, fills);
    }

    /// @notice Cancels one offer for good (what was filled stays filled). Only its offerer can; an EIP-1271
    /// wallet calls this itself.
    function cancelOffer(Offer calldata offer) external {
        if (msg.sender != offer.offerer) revert NotOfferer(msg.sender, offer.offerer);
        bytes32 digest = hashOffer(offer);
        OfferState storage state = _offers[digest];
        if (state.cancelled) revert OfferIsCancelled(digest);
        if (state.fills >= offer.quantity) revert OfferFullyFilled(digest, offer.quantity);
        state.cancelled = true;
        emit OfferCancelled(digest, msg.sender);
    }

    /// @notice The EIP-712 digest the offerer signs; also the offer's id in events and lookups.
    function hashOffer(Offer calldata offer) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(OFFER_TYPEHASH, offer)));
    }

    function offerFills(bytes32 offerHash) external view returns (uint256) {
        return _offers[offerHash].fills;
    }

    function isOfferCancelled(bytes32 offerHash) external view returns (bool) {
        return _offers[offerHash].cancelled;
    }

    /// @dev Every reason the offer cannot take this token from the caller, each with its own error, cheapest
    /// checks first. Returns the digest and the fill count after this fill.
    function _checkOffer(
        Offer calldata offer,
        bytes calldata signature,
        uint256 tokenId,
        bytes32[] calldata proof
    ) private view returns (bytes32 digest, uint128 fills) {
        if (block.timestamp >= offer.expiry) revert OfferExpired(offer.expiry, block.timestamp);
        uint256 quantity = offer.quantity;
        if (quantity == 0 || (offer.kind == OfferKind.Item && quantity != 1)) {
            revert InvalidOfferQuantity(quantity);
        }
        if (!_covers(offer, tokenId, proof)) revert TokenNotInOffer(tokenId);

        digest = hashOffer(offer);
        OfferState memory state = _offers[digest];
        if (state.cancelled) revert OfferIsCancelled(digest);
        if (state.fills >= quantity) revert OfferFullyFilled(digest, quantity);

        address offerer = offer.offerer;
        uint256 currentNonce = nonces[offerer];
        if (offer.nonce != currentNonce) revert OfferNonceStale(offer.nonce, currentNonce);
        if (!SignatureChecker.isValidSignatureNowCalldata(offerer, digest, signature)) {
            revert InvalidSignature();
        }

        bytes memory problem = _deliveryProblem(IERC721(offer.collection), tokenId, msg.sender);
        if (problem.length != 0) _revertWith(problem);
        // Checked here rather than left to transferFrom, so the holder learns why the offer is dead.
        uint256 balance = weth.balanceOf(offerer);
        uint256 allowed = weth.allowance(offerer, address(this));
        if (balance < offer.amount || allowed < offer.amount) {
            revert OfferNotFunded(offerer, offer.amount, balance, allowed);
        }
        // Cannot overflow: fills < quantity, and each fill moves a distinct token.
        fills = state.fills + 1;
    }

    /// @dev The leaf is OpenZeppelin StandardMerkleTree's for a `uint256` (src/merkle.ts builds the tree):
    /// hashed twice, so a 64-byte inner node can never pass as a token id.
    function _covers(Offer calldata offer, uint256 tokenId, bytes32[] calldata proof)
        private
        pure
        returns (bool)
    {
        if (offer.kind == OfferKind.Item) return tokenId == offer.tokenId;
        if (offer.kind == OfferKind.Collection) return true;
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(tokenId))));
        return MerkleProof.verifyCalldata(proof, offer.traitRoot, leaf);
    }

    function _settle(Offer calldata offer, bytes32 digest, uint256 tokenId, uint128 fills) private {
        (uint256 fee, address royaltyReceiver, uint256 royalty) = _split(offer.collection, tokenId, offer.amount);
        emit OfferAccepted(
            digest, offer.collection, tokenId, offer.offerer, msg.sender, offer.amount, fee, royalty, fills
        );
        IERC721(offer.collection).safeTransferFrom(msg.sender, offer.offerer, tokenId);
        _pull(offer.offerer, royaltyReceiver, royalty);
        _pull(offer.offerer, feeRecipient, fee);
        _pull(offer.offerer, msg.sender, offer.amount - fee - royalty);
    }

    function _pull(address from, address to, uint256 amount) private {
        if (amount != 0) weth.safeTransferFrom(from, to, amount);
    }
}
