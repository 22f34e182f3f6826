// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelPrediction} from "../../src/games/FuelPrediction.sol";
import {PriceAggregator} from "../../src/games/PriceAggregator.sol";

/// The one-call views a screen reads per block (one request per block, also when the round changes):
/// `viewCurrentRounds(count)` and `viewUserCurrentRounds(user, count)` answer exactly what `currentEpoch`, then
/// `rounds(e)`, `ledger(e, user)`, `claimable(e, user)` and `refundable(e, user)` of the last `count` epochs answer,
/// checked in the block before each round change, in the block of the change before and after `executeRound`, at
/// the genesis, with rounds won, lost, tied and canceled, and bets claimed.
contract PredictionViewsTest is Test {
    uint256 internal constant INTERVAL = 10;
    uint256 internal constant BUFFER = 3;
    uint256 internal constant COUNT = 5;

    FuelPrediction internal market;
    PriceAggregator internal oracle;
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    int256 internal price = 300e8;
    uint256 internal winsClaimed;
    uint256 internal refundsClaimed;

    function setUp() public {
        vm.roll(100);
        vm.warp(1_700_000_000);
        oracle = new PriceAggregator(address(this), "BNB / USD", price);
        market = new FuelPrediction(
            address(this), address(oracle), address(this), address(this), address(this), INTERVAL, BUFFER, 1e15, 3600
        );
    }

    receive() external payable {}

    function _roll(uint256 blocks) internal {
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + 3 * blocks);
    }

    /// A fresh oracle answer: up, down, or the same price (a House round) by `move` 0, 1, 2.
    function _answer(uint256 move) internal {
        if (move % 3 == 0) price += 1e8;
        else if (move % 3 == 1) price -= 1e8;
        oracle.updateAnswer(price);
    }

    function _bets(uint256 salt) internal {
        uint256 epoch = market.currentEpoch();
        if (!market.bettable(epoch)) return;
        vm.deal(ALICE, 10 ether);
        vm.deal(BOB, 10 ether);
        if (salt % 4 != 3) {
            vm.prank(ALICE);
            if (salt % 2 == 0) market.betBull{value: 1e17 + salt}(epoch);
            else market.betBear{value: 1e17 + salt}(epoch);
        }
        if (salt % 3 != 2) {
            vm.prank(BOB);
            market.betBear{value: 2e17}(epoch);
        }
    }

    function _sameRound(FuelPrediction.Round memory a, FuelPrediction.Round memory b, string memory what) internal pure {
        assertTrue(keccak256(abi.encode(a)) == keccak256(abi.encode(b)), what);
    }

    /// Both views against the getters, for `count` epochs and both players.
    function _check(uint256 count) internal view {
        uint256 current = market.currentEpoch();
        (uint256 epoch, FuelPrediction.Round[] memory list) = market.viewCurrentRounds(count);
        assertEq(epoch, current, "viewCurrentRounds: the current epoch");
        uint256 n = count < current ? count : current;
        assertEq(list.length, n, "viewCurrentRounds: one round per epoch, none below 1");
        for (uint256 i; i < n; i++) {
            uint256 e = current + 1 - n + i;
            _sameRound(list[i], market.rounds(e), "viewCurrentRounds: rounds(e)");
        }
        _checkUser(ALICE, count, current, n);
        _checkUser(BOB, count, current, n);
    }

    function _checkUser(address user, uint256 count, uint256 current, uint256 n) internal view {
        (uint256 epoch, FuelPrediction.BetInfo[] memory bets, bool[] memory wins, bool[] memory refunds) =
            market.viewUserCurrentRounds(user, count);
        assertEq(epoch, current, "viewUserCurrentRounds: the current epoch");
        assertEq(bets.length, n, "viewUserCurrentRounds: bets");
        assertEq(wins.length, n, "viewUserCurrentRounds: claimable");
        assertEq(refunds.length, n, "viewUserCurrentRounds: refundable");
        for (uint256 i; i < n; i++) {
            _checkBet(user, current + 1 - n + i, bets[i], wins[i], refunds[i]);
        }
    }

    function _checkBet(address user, uint256 e, FuelPrediction.BetInfo memory bet, bool win, bool refund) internal view {
        (FuelPrediction.Position position, uint256 amount, bool claimed) = market.ledger(e, user);
        assertTrue(bet.position == position, "ledger: position");
        assertEq(bet.amount, amount, "ledger: amount");
        assertTrue(bet.claimed == claimed, "ledger: claimed");
        assertTrue(win == market.claimable(e, user), "claimable");
        assertTrue(refund == market.refundable(e, user), "refundable");
    }

    function _checkAll() internal view {
        _check(COUNT);
        _check(1);
        _check(0);
        _check(COUNT + 20);
    }

    function test_emptyBeforeTheGenesis() public view {
        (uint256 epoch, FuelPrediction.Round[] memory list) = market.viewCurrentRounds(COUNT);
        assertEq(epoch, 0, "no epoch yet");
        assertEq(list.length, 0, "no rounds");
        (uint256 userEpoch, FuelPrediction.BetInfo[] memory bets,,) = market.viewUserCurrentRounds(ALICE, COUNT);
        assertEq(userEpoch, 0, "no epoch yet");
        assertEq(bets.length, 0, "no bets");
    }

    /// Twelve rounds (won, lost, tied; one executed late, which cancels two): both views equal the getters in the
    /// block before each round change and in the block of the change, before and after executeRound.
    function test_equalTheGettersAcrossRoundChanges() public {
        market.genesisStartRound();
        _checkAll();
        _bets(0);
        _roll(INTERVAL);
        _answer(0);
        _checkAll();
        market.genesisLockRound();
        _checkAll();
        for (uint256 k = 1; k <= 12; k++) {
            _bets(k);
            FuelPrediction.Round memory open = market.rounds(market.currentEpoch());
            // Round 6 is executed late, past the buffer: the open and the live round are canceled (refundable).
            uint256 due = k == 6 ? open.lockBlock + BUFFER + 1 : open.lockBlock;
            _roll(due - 1 - block.number);
            _checkAll(); // the block before the change
            _roll(1);
            _answer(k);
            _checkAll(); // the block of the change, before it
            market.executeRound();
            _checkAll(); // ... and after it
            // Claims of what is due, so `claimed` and the flags change too.
            _claimDue(ALICE);
        }
        // A round left unclosed past its end and buffer counts as failed: refundable without another execution.
        _roll(2 * INTERVAL + BUFFER + 1);
        _checkAll();
        // The rounds above did pay wins and refunds (the flags were not all false).
        assertGe(winsClaimed, 1, "a win was claimed");
        assertGe(refundsClaimed, 1, "a refund was claimed");
    }

    function _claimDue(address user) internal {
        uint256 current = market.currentEpoch();
        uint256[] memory one = new uint256[](1);
        for (uint256 e = current > COUNT ? current - COUNT + 1 : 1; e <= current; e++) {
            bool win = market.claimable(e, user);
            bool refund = market.refundable(e, user);
            if (win || refund) {
                if (win) winsClaimed++;
                else refundsClaimed++;
                one[0] = e;
                vm.prank(user);
                market.claim(one);
                _checkAll();
                return;
            }
        }
    }
}
