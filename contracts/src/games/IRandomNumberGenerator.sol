// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Where FuelLottery gets its winning numbers. The lottery asks once per round, when it closes
///         (`requestRandomNumber`), and draws in a later transaction once `viewRandomResult` reports the
///         answer ready. The answer arrives asynchronously, which is the shape of a VRF coordinator on 56/97:
///         an adapter forwards the request to the coordinator (requestRandomWords) and stores the word it gets
///         back in its fulfilRandomWords callback; on the devnet DevRandomNumberGenerator is fulfilled by the
///         keeper with a seed it committed to earlier. Never a block hash: the anchor's first lottery drew
///         from one and lost to buyers who bought and drew in the same block.
interface IRandomNumberGenerator {
    /// @notice Asks for the random number of `lotteryId`; only the lottery may call it, once per id.
    function requestRandomNumber(uint256 lotteryId) external;

    /// @notice The winning number for `lotteryId` (1,000,000..1,999,999) and whether it has arrived.
    function viewRandomResult(uint256 lotteryId) external view returns (uint32 number, bool ready);
}
