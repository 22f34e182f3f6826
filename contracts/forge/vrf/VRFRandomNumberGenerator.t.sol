// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {VRFRandomNumberGenerator} from "../../src/games/VRFRandomNumberGenerator.sol";
import {ChainlinkVRFCoordinatorMock} from "../../src/mocks/ChainlinkMocks.sol";
import {VRFConsumerBaseV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/VRFConsumerBaseV2Plus.sol";

/// The lottery's VRF source against Chainlink's own coordinator mock: one number per round, from the request that is
/// live for that round, and a request that never gets its callback does not lock the round.
contract VRFSetup is Test {
    ChainlinkVRFCoordinatorMock internal coordinator;
    VRFRandomNumberGenerator internal rng;
    uint256 internal subId;
    address internal constant LOTTERY = address(0x107);
    uint64 internal constant TIMEOUT = 1 hours;

    function _deploy() internal {
        coordinator = new ChainlinkVRFCoordinatorMock(0.1 ether, 1 gwei, 4e15);
        subId = coordinator.createSubscription();
        coordinator.fundSubscription(subId, 1_000_000 ether);
        rng = new VRFRandomNumberGenerator(
            address(coordinator),
            VRFRandomNumberGenerator.RequestConfig({
                keyHash: bytes32(uint256(0x50)),
                subscriptionId: subId,
                callbackGasLimit: 200_000,
                requestConfirmations: 3,
                nativePayment: false
            }),
            TIMEOUT
        );
        coordinator.addConsumer(subId, address(rng));
        rng.setLottery(LOTTERY);
    }
}

contract VRFRandomNumberGeneratorTest is VRFSetup {
    function setUp() public {
        _deploy();
    }

    function _request(uint256 lotteryId) internal returns (uint256 requestId) {
        vm.prank(LOTTERY);
        rng.requestRandomNumber(lotteryId);
        (requestId,,) = rng.drawOf(lotteryId);
    }

    function test_numberComesFromTheCoordinatorsWord() public {
        uint256 requestId = _request(7);
        (, bool readyBefore) = rng.viewRandomResult(7);
        assertTrue(!readyBefore, "ready before the callback");
        uint256[] memory words = new uint256[](1);
        words[0] = 123_456_789_012;
        coordinator.fulfillRandomWordsWithOverride(requestId, address(rng), words);
        (uint32 number, bool ready) = rng.viewRandomResult(7);
        assertTrue(ready, "not ready after the callback");
        assertEq(number, 1_000_000 + (123_456_789_012 % 1_000_000), "number");
    }

    function test_onlyTheLotteryRequests() public {
        vm.expectRevert(VRFRandomNumberGenerator.OnlyLottery.selector);
        rng.requestRandomNumber(1);
    }

    function test_lotteryIsSetOnce() public {
        vm.expectRevert(VRFRandomNumberGenerator.LotteryAlreadySet.selector);
        rng.setLottery(address(0xBAD));
    }

    function test_aForeignCallbackIsRefused() public {
        uint256 requestId = _request(1);
        uint256[] memory words = new uint256[](1);
        words[0] = 42;
        vm.prank(address(0xBEEF));
        vm.expectRevert(
            abi.encodeWithSelector(VRFConsumerBaseV2Plus.OnlyCoordinatorCanFulfill.selector, address(0xBEEF), address(coordinator))
        );
        rng.rawFulfillRandomWords(requestId, words);
        (, bool ready) = rng.viewRandomResult(1);
        assertTrue(!ready, "a foreign callback made the number ready");
    }

    function test_aSecondRequestWaitsForTheTimeout() public {
        _request(3);
        vm.prank(LOTTERY);
        vm.expectRevert();
        rng.requestRandomNumber(3);
        vm.expectRevert();
        rng.retry(3);
    }

    function test_aDrawnRoundIsNeverAskedAgain() public {
        uint256 requestId = _request(4);
        coordinator.fulfillRandomWords(requestId, address(rng));
        vm.warp(block.timestamp + TIMEOUT + 1);
        vm.expectRevert(abi.encodeWithSelector(VRFRandomNumberGenerator.AlreadyDrawn.selector, uint256(4)));
        rng.retry(4);
        vm.prank(LOTTERY);
        vm.expectRevert(abi.encodeWithSelector(VRFRandomNumberGenerator.AlreadyDrawn.selector, uint256(4)));
        rng.requestRandomNumber(4);
    }

    function test_retryOfARoundNeverRequestedIsRefused() public {
        vm.expectRevert(abi.encodeWithSelector(VRFRandomNumberGenerator.NotRequested.selector, uint256(9)));
        rng.retry(9);
    }

    /// The superseded request's callback arriving late changes nothing; only the live request's word counts.
    function test_aLateCallbackForASupersededRequestChangesNothing() public {
        uint256 first = _request(5);
        vm.warp(block.timestamp + TIMEOUT);
        rng.retry(5); // anyone, once the request has gone unanswered for the timeout
        (uint256 second,,) = rng.drawOf(5);
        assertTrue(second != first, "retry made no new request");

        uint256[] memory stale = new uint256[](1);
        stale[0] = 111_111;
        coordinator.fulfillRandomWordsWithOverride(first, address(rng), stale);
        (, bool readyAfterStale) = rng.viewRandomResult(5);
        assertTrue(!readyAfterStale, "a superseded request's word was taken");

        uint256[] memory live = new uint256[](1);
        live[0] = 222_222;
        coordinator.fulfillRandomWordsWithOverride(second, address(rng), live);
        (uint32 number, bool ready) = rng.viewRandomResult(5);
        assertTrue(ready, "the live request's word was not taken");
        assertEq(number, 1_222_222, "number of the live request");
    }

    /// A request made for one round can never answer another round.
    function test_aRequestAnswersOnlyItsOwnRound() public {
        uint256 a = _request(10);
        _request(11);
        coordinator.fulfillRandomWords(a, address(rng));
        (, bool ready10) = rng.viewRandomResult(10);
        (, bool ready11) = rng.viewRandomResult(11);
        assertTrue(ready10 && !ready11, "round 10's answer reached round 11");
        assertEq(rng.lotteryOfRequest(a), 10, "request's round");
    }

    function test_timeoutHasAFloor() public {
        vm.expectRevert(VRFRandomNumberGenerator.TimeoutTooShort.selector);
        rng.setRequestTimeout(1 minutes);
    }
}

/// Drives requests, retries and callbacks (live, superseded and unknown) in any order over a few rounds.
contract VRFHandler is Test {
    VRFRandomNumberGenerator internal rng;
    ChainlinkVRFCoordinatorMock internal coordinator;
    address internal lottery;
    uint256[] public requests;
    mapping(uint256 => uint256) public roundOf;
    mapping(uint256 => uint256) public wordOf;
    mapping(uint256 => uint256) public answeredBy;
    uint256 public numbersSet;

    constructor(VRFRandomNumberGenerator rng_, ChainlinkVRFCoordinatorMock coordinator_, address lottery_) {
        rng = rng_;
        coordinator = coordinator_;
        lottery = lottery_;
    }

    function request(uint256 round) external {
        round = bound(round, 1, 4);
        vm.prank(lottery);
        try rng.requestRandomNumber(round) {
            _record(round);
        } catch {}
    }

    function retry(uint256 round) external {
        round = bound(round, 1, 4);
        try rng.retry(round) {
            _record(round);
        } catch {}
    }

    function wait(uint256 secs) external {
        vm.warp(block.timestamp + bound(secs, 1, 2 hours));
    }

    function fulfill(uint256 which, uint256 word) external {
        if (requests.length == 0) return;
        uint256 requestId = requests[which % requests.length];
        uint256 round = roundOf[requestId];
        (, bool before) = rng.viewRandomResult(round);
        uint256[] memory words = new uint256[](1);
        words[0] = word;
        try coordinator.fulfillRandomWordsWithOverride(requestId, address(rng), words) {
            (, bool nowReady) = rng.viewRandomResult(round);
            if (!before && nowReady) {
                answeredBy[round] = requestId;
                wordOf[requestId] = word;
                numbersSet++;
            }
        } catch {}
    }

    function _record(uint256 round) private {
        (uint256 requestId,,) = rng.drawOf(round);
        requests.push(requestId);
        roundOf[requestId] = round;
    }
}

contract VRFRandomNumberGeneratorInvariants is VRFSetup {
    VRFHandler internal handler;

    function setUp() public {
        _deploy();
        handler = new VRFHandler(rng, coordinator, LOTTERY);
        targetContract(address(handler));
    }

    /// One number per round, from a request made for that round, equal to that request's word; never more numbers
    /// than rounds.
    function invariant_oneNumberPerRoundFromItsOwnRequest() public view {
        uint256 ready;
        for (uint256 round = 1; round <= 4; round++) {
            (uint32 number, bool isReady) = rng.viewRandomResult(round);
            if (!isReady) continue;
            ready++;
            uint256 requestId = handler.answeredBy(round);
            assertTrue(requestId != 0, "a number no tracked callback delivered");
            assertEq(handler.roundOf(requestId), round, "answered by another round's request");
            assertEq(number, 1_000_000 + (handler.wordOf(requestId) % 1_000_000), "number differs from its word");
            (uint256 live,,) = rng.drawOf(round);
            assertEq(live, requestId, "answered by a request that was not the live one");
        }
        assertEq(ready, handler.numbersSet(), "a round's number was set twice");
    }
}
