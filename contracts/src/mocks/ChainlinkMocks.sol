// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {VRFCoordinatorV2_5Mock} from "@chainlink/contracts/src/v0.8/vrf/mocks/VRFCoordinatorV2_5Mock.sol";
import {MockV3Aggregator} from "@chainlink/contracts/src/v0.8/shared/mocks/MockV3Aggregator.sol";

/// @notice Chainlink's own VRF v2.5 coordinator mock, named in our build so the deploy rehearsal and the tests can
///         deploy it (the build emits bytecode only for contracts declared in contracts/src). No code of ours.
contract ChainlinkVRFCoordinatorMock is VRFCoordinatorV2_5Mock {
    constructor(uint96 baseFee, uint96 gasPrice, int256 weiPerUnitLink)
        VRFCoordinatorV2_5Mock(baseFee, gasPrice, weiPerUnitLink)
    {}
}

/// @notice Chainlink's own AggregatorV3 mock (the shape of the BNB/USD feed), named in our build for the same reason.
contract ChainlinkAggregatorMock is MockV3Aggregator {
    constructor(uint8 decimals_, int256 initialAnswer) MockV3Aggregator(decimals_, initialAnswer) {}
}
