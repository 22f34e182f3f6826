// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @title FuelTimelock: the owner and admin of every FuelSwap contract on a public chain
/// @notice OpenZeppelin's TimelockController, unchanged. The launch configuration names one proposer and executor
///         (meant to be a multisig) and a delay; every change of a money rule (emissions, fees, a farm's allocation,
///         a random source, a pause) is then proposed, visible on chain for the whole delay, and only then executed.
///         No admin of its own: the timelock administers itself, so changing its delay or its members also waits.
contract FuelTimelock is TimelockController {
    constructor(uint256 minDelay, address[] memory proposers, address[] memory executors)
        TimelockController(minDelay, proposers, executors, address(0))
    {}
}
