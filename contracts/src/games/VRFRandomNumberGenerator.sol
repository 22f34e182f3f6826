// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {VRFConsumerBaseV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/VRFConsumerBaseV2Plus.sol";
import {VRFV2PlusClient} from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import {IRandomNumberGenerator} from "./IRandomNumberGenerator.sol";

/// @title VRFRandomNumberGenerator: the lottery's random source on a public chain, Chainlink VRF v2.5
/// @notice The lottery asks once per round (`requestRandomNumber`); this contract forwards the request to the VRF
///         coordinator and stores the word the coordinator delivers in its callback. Nobody, the keeper and the
///         owner included, learns the number before the coordinator's proof of it is on chain, which is what the
///         devnet's commit-reveal source cannot give (its keeper knows the seed before the sales).
///
///         Each round has at most one live request. An answer is accepted only for the request that is live for its
///         round, so a callback for a superseded request (one re-requested after a timeout) changes nothing, and a
///         round whose number has arrived can never be asked again: no round is drawn twice or with a number meant
///         for another. A callback that never comes (subscription out of funds, a gas lane price spike) does not lock
///         the round: after `requestTimeout` seconds anyone may re-request it (`retry`), and the lottery itself may
///         ask again for a round whose request timed out.
contract VRFRandomNumberGenerator is IRandomNumberGenerator, VRFConsumerBaseV2Plus {
    /// @notice The coordinator's request settings. Governance may change them (a gas lane is retired, the callback
    ///         needs more gas); none of them lets anyone choose the number.
    struct RequestConfig {
        bytes32 keyHash;
        uint256 subscriptionId;
        uint32 callbackGasLimit;
        uint16 requestConfirmations;
        bool nativePayment;
    }

    struct Draw {
        uint256 requestId;
        uint64 requestedAt;
        uint32 number;
        bool ready;
    }

    /// @notice The shortest wait allowed before a request may be repeated: VRF answers within minutes, and a shorter
    ///         timeout would let a second request race the first one's callback for nothing.
    uint64 public constant MIN_REQUEST_TIMEOUT = 10 minutes;

    address public lottery;
    uint64 public requestTimeout;
    RequestConfig public config;
    mapping(uint256 lotteryId => Draw) private _draws;
    /// @notice The round each request was made for; 0 for a request this contract never made.
    mapping(uint256 requestId => uint256 lotteryId) public lotteryOfRequest;
    uint256 public latestLotteryId;

    event LotterySet(address indexed lottery);
    event RequestConfigSet(bytes32 keyHash, uint256 subscriptionId, uint32 callbackGasLimit, uint16 confirmations, bool native);
    event RequestTimeoutSet(uint64 seconds_);
    event Requested(uint256 indexed lotteryId, uint256 indexed requestId);
    event Fulfilled(uint256 indexed lotteryId, uint256 indexed requestId, uint32 number);
    /// @notice A callback for a request that is no longer the live one of its round (or was never made): ignored.
    event StaleFulfillment(uint256 indexed requestId);

    error OnlyLottery();
    error AlreadyDrawn(uint256 lotteryId);
    error RequestPending(uint256 lotteryId, uint64 retryAt);
    error NotRequested(uint256 lotteryId);
    error TimeoutTooShort();
    error LotteryAlreadySet();

    constructor(address coordinator, RequestConfig memory config_, uint64 requestTimeout_)
        VRFConsumerBaseV2Plus(coordinator)
    {
        _setConfig(config_);
        _setTimeout(requestTimeout_);
    }

    /// @notice Binds the one lottery that may ask; set once, so the owner cannot later point requests elsewhere.
    function setLottery(address lottery_) external onlyOwner {
        if (lottery != address(0)) revert LotteryAlreadySet();
        lottery = lottery_;
        emit LotterySet(lottery_);
    }

    function setRequestConfig(RequestConfig calldata config_) external onlyOwner {
        _setConfig(config_);
    }

    function setRequestTimeout(uint64 requestTimeout_) external onlyOwner {
        _setTimeout(requestTimeout_);
    }

    /// @inheritdoc IRandomNumberGenerator
    /// @dev A second call for the same round is accepted only once its request has timed out unanswered: that is
    ///      how the lottery re-asks for a round whose number never came.
    function requestRandomNumber(uint256 lotteryId) external override {
        if (msg.sender != lottery) revert OnlyLottery();
        _request(lotteryId);
        latestLotteryId = lotteryId;
    }

    /// @notice Re-requests a round whose request has gone unanswered for `requestTimeout` seconds. Anyone may call
    ///         it: the number still comes only from the coordinator, so the caller gains no say in it.
    function retry(uint256 lotteryId) external {
        if (_draws[lotteryId].requestId == 0) revert NotRequested(lotteryId);
        _request(lotteryId);
    }

    /// @inheritdoc IRandomNumberGenerator
    function viewRandomResult(uint256 lotteryId) external view override returns (uint32 number, bool ready) {
        Draw storage d = _draws[lotteryId];
        return (d.number, d.ready);
    }

    /// @notice The live request of a round: its id, when it was made, and whether its number has arrived.
    function drawOf(uint256 lotteryId) external view returns (uint256 requestId, uint64 requestedAt, bool ready) {
        Draw storage d = _draws[lotteryId];
        return (d.requestId, d.requestedAt, d.ready);
    }

    function fulfillRandomWords(uint256 requestId, uint256[] calldata randomWords) internal override {
        uint256 lotteryId = lotteryOfRequest[requestId];
        Draw storage d = _draws[lotteryId];
        // Not reverting: the coordinator would only record a failed callback. A superseded or unknown request
        // simply changes nothing.
        if (d.requestId != requestId || requestId == 0 || d.ready || randomWords.length == 0) {
            emit StaleFulfillment(requestId);
            return;
        }
        uint32 number = uint32(1_000_000 + (randomWords[0] % 1_000_000));
        d.number = number;
        d.ready = true;
        emit Fulfilled(lotteryId, requestId, number);
    }

    function _request(uint256 lotteryId) private {
        Draw storage d = _draws[lotteryId];
        if (d.ready) revert AlreadyDrawn(lotteryId);
        if (d.requestId != 0) {
            uint64 retryAt = d.requestedAt + requestTimeout;
            if (block.timestamp < retryAt) revert RequestPending(lotteryId, retryAt);
        }
        RequestConfig memory c = config;
        uint256 requestId = s_vrfCoordinator.requestRandomWords(
            VRFV2PlusClient.RandomWordsRequest({
                keyHash: c.keyHash,
                subId: c.subscriptionId,
                requestConfirmations: c.requestConfirmations,
                callbackGasLimit: c.callbackGasLimit,
                numWords: 1,
                extraArgs: VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({nativePayment: c.nativePayment}))
            })
        );
        lotteryOfRequest[requestId] = lotteryId;
        d.requestId = requestId;
        d.requestedAt = uint64(block.timestamp);
        emit Requested(lotteryId, requestId);
    }

    function _setConfig(RequestConfig memory c) private {
        config = c;
        emit RequestConfigSet(c.keyHash, c.subscriptionId, c.callbackGasLimit, c.requestConfirmations, c.nativePayment);
    }

    function _setTimeout(uint64 t) private {
        if (t < MIN_REQUEST_TIMEOUT) revert TimeoutTooShort();
        requestTimeout = t;
        emit RequestTimeoutSet(t);
    }
}
