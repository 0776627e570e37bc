// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title The read side of a Chainlink price feed (AggregatorV3Interface)
/// @notice Written from the published interface so the app reads our dev feed and a real Chainlink feed
/// (e.g. ETH / USD on mainnet) with the same ABI.
interface AggregatorV3Interface {
    /// @notice Digits after the decimal point in `answer` (8 for USD pairs: 2,000.00 USD is 200000000000).
    function decimals() external view returns (uint8);

    function description() external view returns (string memory);

    function version() external view returns (uint256);

    function getRoundData(uint80 roundId)
        external
        view
        returns (
            uint80 roundId_,
            int256 answer,
            uint256 startedAt,
            uint256 updatedAt,
            uint80 answeredInRound
        );

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}
