// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AggregatorV3Interface} from "./interfaces/AggregatorV3Interface.sol";

/// @title ETH / USD price feed for the dev chain
/// @notice Answers like a Chainlink AggregatorV3Interface feed, but the owner sets the price: every
/// `updateAnswer` opens a new round, and old rounds stay readable through `getRoundData`.
contract EthUsdPriceFeed is AggregatorV3Interface, Ownable {
    struct Round {
        int256 answer;
        uint64 startedAt;
        uint64 updatedAt;
    }

    uint8 public constant override decimals = 8;
    uint256 public constant override version = 1;

    uint80 public latestRound;
    mapping(uint80 roundId => Round) private _rounds;

    /// @dev The same event Chainlink aggregators emit, so tools that watch feeds recognise it.
    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    /// @dev A price of zero or less is what consumers treat as a broken feed; it is never a real ETH price.
    error InvalidAnswer(int256 answer);
    error RoundNotFound(uint80 roundId);

    /// @param initialAnswer Round 1's price with 8 decimals, so the feed answers from its first block.
    constructor(int256 initialAnswer, address initialOwner) Ownable(initialOwner) {
        _newRound(initialAnswer);
    }

    /// @notice Sets a new price (8 decimals) in a new round.
    function updateAnswer(int256 answer) external onlyOwner {
        _newRound(answer);
    }

    function description() external pure override returns (string memory) {
        return "ETH / USD";
    }

    function getRoundData(uint80 roundId)
        external
        view
        override
        returns (uint80, int256, uint256, uint256, uint80)
    {
        return _roundData(roundId);
    }

    function latestRoundData() external view override returns (uint80, int256, uint256, uint256, uint80) {
        return _roundData(latestRound);
    }

    function _roundData(uint80 roundId) private view returns (uint80, int256, uint256, uint256, uint80) {
        Round memory round = _rounds[roundId];
        if (round.updatedAt == 0) revert RoundNotFound(roundId);
        // Every round is answered in itself: there is no aggregation that could carry an answer over.
        return (roundId, round.answer, round.startedAt, round.updatedAt, roundId);
    }

    function _newRound(int256 answer) private {
        if (answer <= 0) revert InvalidAnswer(answer);
        uint80 roundId = latestRound + 1;
        latestRound = roundId;
        _rounds[roundId] = Round(answer, uint64(block.timestamp), uint64(block.timestamp));
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }
}
