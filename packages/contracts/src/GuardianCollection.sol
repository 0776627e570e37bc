// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC165} from "@openzeppelin/contracts/interfaces/IERC165.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";

/// @title Guardian collection
/// @notice The Guardians ERC-721 collection: a staged public sale (whitelist, then presale), free owner
/// mints for the demo set, and ERC-2981 royalties so the marketplace can pay creators later.
/// @dev Plain ERC721 with a supply counter instead of ERC721Enumerable: enumeration costs roughly two
/// extra storage writes per token, and the indexer rebuilds ownership from Transfer logs anyway.
/// Tokens are never burned, so ids run 1..totalSupply without gaps.
contract GuardianCollection is ERC721, ERC2981, Ownable, IERC4906 {
    /// @dev Values are part of the product spec (0 none, 1 whitelist, 2 presale); append only.
    enum SaleStage {
        None,
        Whitelist,
        Presale
    }

    /// @notice Hard cap on the number of tokens; fixed so buyers can rely on the scarcity they paid for.
    uint256 public immutable maxSupply;

    // One slot for everything `mint` reads and writes, so a public mint pays one cold read instead of four.
    // uint96 holds prices up to ~79 billion ETH; uint64 counters cannot be reached by any real collection.
    SaleStage private _saleStage;
    uint96 private _price;
    uint64 private _maxPerWallet;
    uint64 private _totalSupply;

    /// @notice Root of the whitelist Merkle tree (OpenZeppelin StandardMerkleTree of `address` leaves).
    bytes32 public merkleRoot;

    /// @notice Tokens each wallet bought in the public sale, over all stages. Counted at mint time rather
    /// than read from balances, so transferring tokens away does not reopen the wallet limit.
    mapping(address account => uint256) public mintedBy;

    string private _baseTokenURI;

    event SaleUpdated(SaleStage stage, uint256 price);
    event MerkleRootUpdated(bytes32 root);
    event MaxPerWalletUpdated(uint256 limit);
    event RoyaltyUpdated(address receiver, uint96 feeBasisPoints);
    event Withdrawn(address indexed to, uint256 amount);

    error ZeroQuantity();
    error SaleNotActive();
    error InvalidProof();
    /// @dev Under- and overpayment are distinct so a wallet UI can say which way the amount is wrong.
    error InsufficientPayment(uint256 required, uint256 sent);
    error ExcessPayment(uint256 required, uint256 sent);
    error WalletLimitReached(uint256 limit, uint256 alreadyMinted);
    error SoldOut(uint256 remaining);
    error ZeroAddress();
    error WithdrawFailed();

    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        uint256 maxSupply_,
        address royaltyReceiver,
        uint96 royaltyFeeBasisPoints,
        address initialOwner
    ) ERC721(name_, symbol_) Ownable(initialOwner) {
        // The supply counter is a uint64 packed with the sale settings.
        maxSupply = SafeCast.toUint64(maxSupply_);
        _baseTokenURI = baseURI_;
        _setDefaultRoyalty(royaltyReceiver, royaltyFeeBasisPoints);
        emit RoyaltyUpdated(royaltyReceiver, royaltyFeeBasisPoints);
    }

    // ---------------------------------------------------------------- sale

    /// @notice Buys `quantity` tokens for the caller at the current stage's price.
    /// @param proof Merkle proof of the caller's address; only read in the Whitelist stage (pass [] otherwise).
    /// @dev Uses `_mint`, not `_safeMint`: the recipient is the caller itself, and skipping the receiver
    /// callback keeps the mint free of re-entrancy and cheaper.
    function mint(uint256 quantity, bytes32[] calldata proof) external payable {
        if (quantity == 0) revert ZeroQuantity();
        SaleStage stage = _saleStage;
        uint256 unitPrice = _price;
        if (stage == SaleStage.None || unitPrice == 0) revert SaleNotActive();
        if (stage == SaleStage.Whitelist && !MerkleProof.verifyCalldata(proof, merkleRoot, _leaf(msg.sender))) {
            revert InvalidProof();
        }

        // Before the payment check, so an absurd quantity reports SoldOut instead of an overflow panic.
        uint256 remaining = maxSupply - _totalSupply;
        if (quantity > remaining) revert SoldOut(remaining);

        uint256 required = unitPrice * quantity;
        if (msg.value < required) revert InsufficientPayment(required, msg.value);
        if (msg.value > required) revert ExcessPayment(required, msg.value);

        uint256 limit = _maxPerWallet;
        uint256 already = mintedBy[msg.sender];
        if (limit != 0 && already + quantity > limit) revert WalletLimitReached(limit, already);
        mintedBy[msg.sender] = already + quantity;

        _mintBatch(msg.sender, quantity);
    }

    /// @notice Whether `mint` can currently succeed for someone (spec: stage is not None and price > 0).
    function saleActive() external view returns (bool) {
        return _saleStage != SaleStage.None && _price > 0;
    }

    function saleStage() external view returns (SaleStage) {
        return _saleStage;
    }

    /// @notice Price of one token in wei for the current stage.
    function price() external view returns (uint256) {
        return _price;
    }

    /// @notice Public-sale tokens one wallet may mint over all stages; 0 means no limit.
    function maxPerWallet() external view returns (uint256) {
        return _maxPerWallet;
    }

    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    // ---------------------------------------------------------------- owner

    /// @notice Free mint for the team and the demo set. Not counted against any wallet limit.
    /// @dev Costs about 25k gas per token; keep batches to a few hundred to stay well inside a block.
    function ownerMint(address to, uint256 quantity) external onlyOwner {
        if (quantity == 0) revert ZeroQuantity();
        _mintBatch(to, quantity);
    }

    /// @notice Stage and price change together, so there is never a moment with a new stage at an old price.
    function setSale(SaleStage stage, uint256 newPrice) external onlyOwner {
        _saleStage = stage;
        _price = SafeCast.toUint96(newPrice);
        emit SaleUpdated(stage, newPrice);
    }

    function setMerkleRoot(bytes32 root) external onlyOwner {
        merkleRoot = root;
        emit MerkleRootUpdated(root);
    }

    function setMaxPerWallet(uint256 limit) external onlyOwner {
        _maxPerWallet = SafeCast.toUint64(limit);
        emit MaxPerWalletUpdated(limit);
    }

    /// @notice Moves metadata (e.g. from a placeholder to the reveal); every token's URI changes at once.
    function setBaseURI(string calldata baseURI_) external onlyOwner {
        _baseTokenURI = baseURI_;
        // ERC-4906: tells marketplaces and our indexer to refetch every token's metadata.
        emit BatchMetadataUpdate(1, type(uint256).max);
    }

    /// @notice Royalty for every token, in basis points of the sale price (500 = 5%).
    function setDefaultRoyalty(address receiver, uint96 feeBasisPoints) external onlyOwner {
        _setDefaultRoyalty(receiver, feeBasisPoints);
        emit RoyaltyUpdated(receiver, feeBasisPoints);
    }

    /// @notice Sends all sale proceeds to `to`. The recipient is a parameter so the owner can pay a
    /// treasury or multisig without first transferring ownership.
    function withdraw(address payable to) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = address(this).balance;
        // Only the owner can reach this line, and all state is read before the call, so re-entry gains nothing.
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert WithdrawFailed();
        emit Withdrawn(to, amount);
    }

    // ---------------------------------------------------------------- views and internals

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721, ERC2981, IERC165)
        returns (bool)
    {
        // OpenZeppelin only advertises ERC-4906 from ERC721URIStorage, which we do not use.
        return interfaceId == bytes4(0x49064906) || super.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    /// @dev The same double hash as OpenZeppelin's StandardMerkleTree (src/merkle.ts builds the tree):
    /// hashing twice keeps a 64-byte inner node from ever being accepted as a leaf.
    function _leaf(address account) private pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(account))));
    }

    function _mintBatch(address to, uint256 quantity) private {
        uint256 minted = _totalSupply;
        uint256 remaining = maxSupply - minted;
        if (quantity > remaining) revert SoldOut(remaining);
        // One counter write per batch instead of one per token; the cast is safe as maxSupply fits uint64.
        _totalSupply = uint64(minted + quantity);
        for (uint256 id = minted + 1; id <= minted + quantity; ++id) {
            _mint(to, id);
        }
    }
}
