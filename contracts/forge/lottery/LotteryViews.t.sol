// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelLottery} from "../../src/games/FuelLottery.sol";
import {DevRandomNumberGenerator} from "../../src/games/DevRandomNumberGenerator.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";

/// The one-call views a screen reads per block (one request per block, also when a new round opens):
/// `viewCurrentLottery()` and `viewUserCurrentTicketCount(user)` answer exactly what `currentLotteryId`, then
/// `viewLottery(id)` and `viewUserTicketCount(user, id)` answer: before the first round, while a round sells, once
/// it is closed and drawn, and in the block where the next round opens, before and after `startLottery`.
contract LotteryViewsTest is Test {
    FuelLottery internal lottery;
    DevRandomNumberGenerator internal rng;
    TestToken internal fuel;
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);

    function setUp() public {
        vm.roll(100);
        vm.warp(1_700_000_000);
        fuel = new TestToken("Fuel", "FUEL", 9);
        rng = new DevRandomNumberGenerator(address(this));
        lottery = new FuelLottery(address(this), address(fuel), address(rng));
        lottery.setOperatorAndTreasuryAndInjectorAddresses(address(this), address(0x7EA5), address(this));
        rng.setLottery(address(lottery));
        rng.setKeeper(address(this), true);
        fuel.mint(ALICE, 1_000_000e9);
        fuel.mint(BOB, 1_000_000e9);
        vm.prank(ALICE);
        fuel.approve(address(lottery), type(uint256).max);
        vm.prank(BOB);
        fuel.approve(address(lottery), type(uint256).max);
    }

    function _seed(uint256 id) internal pure returns (bytes32) {
        return keccak256(abi.encode("seed", id));
    }

    function _start() internal {
        uint256[6] memory breakdown = [uint256(250), 375, 625, 1250, 2500, 5000];
        // The seed is bound before the round opens, as the devnet keeper does.
        uint256 id = lottery.currentLotteryId() + 1;
        rng.commit(id, keccak256(abi.encode(_seed(id))));
        lottery.startLottery(block.timestamp + 1 hours, 5e9, 2000, breakdown, 2000);
    }

    function _buy(address user, uint256 count, uint256 salt) internal {
        uint32[] memory numbers = new uint32[](count);
        for (uint256 i; i < count; i++) {
            numbers[i] = uint32(1_000_000 + (uint256(keccak256(abi.encode(salt, i))) % 1_000_000));
        }
        uint256 id = lottery.currentLotteryId();
        vm.prank(user);
        lottery.buyTickets(id, numbers);
    }

    function _closeAndDraw() internal {
        uint256 id = lottery.currentLotteryId();
        FuelLottery.Lottery memory l = lottery.viewLottery(id);
        vm.warp(l.endTime);
        lottery.closeLottery(id);
        _check();
        vm.roll(block.number + 1);
        rng.fulfill(id, _seed(id));
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true);
    }

    /// Both views against the getters, for both players.
    function _check() internal view {
        uint256 id = lottery.currentLotteryId();
        (uint256 viewId, FuelLottery.Lottery memory l) = lottery.viewCurrentLottery();
        assertEq(viewId, id, "viewCurrentLottery: currentLotteryId");
        assertTrue(keccak256(abi.encode(l)) == keccak256(abi.encode(lottery.viewLottery(id))), "viewCurrentLottery: viewLottery(id)");
        _checkUser(ALICE, id);
        _checkUser(BOB, id);
    }

    function _checkUser(address user, uint256 id) internal view {
        (uint256 viewId, uint256 count) = lottery.viewUserCurrentTicketCount(user);
        assertEq(viewId, id, "viewUserCurrentTicketCount: currentLotteryId");
        assertEq(count, lottery.viewUserTicketCount(user, id), "viewUserCurrentTicketCount: viewUserTicketCount(user, id)");
    }

    function test_emptyBeforeTheFirstRound() public view {
        _check();
        (uint256 id, FuelLottery.Lottery memory l) = lottery.viewCurrentLottery();
        assertEq(id, 0, "no round yet");
        assertEq(l.startTime, 0, "round 0 is empty");
        (, uint256 count) = lottery.viewUserCurrentTicketCount(ALICE);
        assertEq(count, 0, "no tickets");
    }

    /// Four rounds: sales by two players (one buying twice, one skipping a round), close, draw, and the next round
    /// opening in the block of the draw; the views follow the current id at every step.
    function test_equalTheGettersAcrossRounds() public {
        _start();
        _check();
        for (uint256 r = 1; r <= 4; r++) {
            _buy(ALICE, 3, r);
            _check();
            _buy(ALICE, 2, r + 100);
            if (r % 2 == 1) _buy(BOB, 7, r + 200);
            _check();
            vm.warp(block.timestamp + 10 minutes);
            vm.roll(block.number + 1);
            _check();
            _closeAndDraw();
            _check(); // drawn, before the next round opens
            (, uint256 count) = lottery.viewUserCurrentTicketCount(ALICE);
            assertEq(count, 5, "Alice's tickets in the drawn round");
            _start();
            _check(); // the next round, in the same block
            (uint256 id, FuelLottery.Lottery memory l) = lottery.viewCurrentLottery();
            assertEq(id, r + 1, "the new round's id");
            assertTrue(l.status == FuelLottery.Status.Open, "the new round is open");
            (, count) = lottery.viewUserCurrentTicketCount(ALICE);
            assertEq(count, 0, "no tickets in the new round yet");
        }
    }
}
