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
///         Chainlink's mock emits nothing when it is given an answer; a live aggregator emits AnswerUpdated with each
///         one, which is what the indexer records for the prediction chart. `transmit` is that: the mock's own
///         updateAnswer, then the event the real aggregator would emit.
contract ChainlinkAggregatorMock is MockV3Aggregator {
    constructor(uint8 decimals_, int256 initialAnswer) MockV3Aggregator(decimals_, initialAnswer) {}

    function transmit(int256 answer) external {
        updateAnswer(answer);
        emit AnswerUpdated(answer, latestRound, block.timestamp);
    }
}

/// @notice A stand-in for Chainlink's feed proxy (EACAggregatorProxy, the address a feed is published under): reads
///         go to the aggregator behind it, round ids carry the phase in their top bits as the proxy's do, and it emits
///         no events (on BSC the aggregator, not the proxy, emits AnswerUpdated). Chainlink ships no proxy source
///         this build's compiler accepts, so this one is ours; it holds only what the app, the keepers, the
///         prediction market and the indexer call.
contract ChainlinkFeedProxyMock {
    uint256 private constant PHASE_OFFSET = 64;
    uint16 public constant phaseId = 1;
    MockV3Aggregator public aggregator;

    constructor(MockV3Aggregator aggregator_) {
        aggregator = aggregator_;
    }

    function decimals() external view returns (uint8) {
        return aggregator.decimals();
    }

    function description() external view returns (string memory) {
        return aggregator.description();
    }

    function version() external view returns (uint256) {
        return aggregator.version();
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        (roundId, answer, startedAt, updatedAt, answeredInRound) = aggregator.latestRoundData();
        return (_phased(roundId), answer, startedAt, updatedAt, _phased(answeredInRound));
    }

    function getRoundData(uint80 proxyRoundId)
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        (roundId, answer, startedAt, updatedAt, answeredInRound) = aggregator.getRoundData(uint64(proxyRoundId));
        return (_phased(roundId), answer, startedAt, updatedAt, _phased(answeredInRound));
    }

    function _phased(uint80 aggregatorRoundId) private pure returns (uint80) {
        return uint80((uint256(phaseId) << PHASE_OFFSET) | uint64(aggregatorRoundId));
    }
}
