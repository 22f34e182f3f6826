// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelPrediction} from "../../src/games/FuelPrediction.sol";
import {PriceAggregator} from "../../src/games/PriceAggregator.sol";

/// Plays the market at random: four players bet (also too late), the operator or any player executes on time,
/// late or never, prices tie often, players claim wins and refunds (also twice, also what is not theirs), the
/// market's roles try to bet, and blocks pass. Ghost variables record what was bet and paid per round, and any forbidden success.
contract PredictionHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant INTERVAL = 10;
    uint256 internal constant BUFFER = 3;

    FuelPrediction public immutable market;
    PriceAggregator public immutable oracle;
    address[4] internal players = [address(0xA11CE), address(0xB0B), address(0xCA1), address(0xD0D)];

    mapping(uint256 => uint256) public betTotal;
    mapping(uint256 => mapping(address => uint256)) public betOf;
    mapping(uint256 => uint256) public paidOut;
    uint256 public maxEpoch;
    bool public lateBetAccepted;
    bool public secondClaimPaid;
    bool public refundNotExact;
    bool public unearnedClaimPaid;
    bool public dueClaimRefused;
    bool public roleBetAccepted;
    uint256 public executions;
    uint256 public cancels;
    uint256 public claims;
    uint256 public wins;

    constructor() {
        oracle = new PriceAggregator(address(this), "BNB / USD", 300e8);
        market = new FuelPrediction(
            address(this), address(oracle), address(this), address(this), address(this), INTERVAL, BUFFER, 1e15, 3600
        );
    }

    receive() external payable {}

    function playerCount() external pure returns (uint256) {
        return 4;
    }

    function player(uint256 i) external view returns (address) {
        return players[i];
    }

    function _roll(uint256 blocks) private {
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + 3 * blocks);
    }

    function advance(uint256 blocks) external {
        _roll(1 + (blocks % (INTERVAL + BUFFER + 4)));
    }

    function bet(uint256 who, uint256 amount, bool bull) external {
        uint256 epoch = market.currentEpoch();
        if (epoch == 0 || !market.bettable(epoch)) return;
        address p = players[who % 4];
        (, uint256 already,) = market.ledger(epoch, p);
        if (already != 0) return;
        amount = 1e15 + (amount % 10 ether);
        vm.deal(p, p.balance + amount);
        vm.prank(p);
        if (bull) market.betBull{value: amount}(epoch);
        else market.betBear{value: amount}(epoch);
        betTotal[epoch] += amount;
        betOf[epoch][p] += amount;
    }

    /// A bet at or after the open round's lock block must revert.
    function betLate(uint256 who, bool bull) external {
        uint256 epoch = market.currentEpoch();
        if (epoch == 0) return;
        FuelPrediction.Round memory r = market.rounds(epoch);
        if (block.number < r.lockBlock) _roll(r.lockBlock - block.number);
        address p = players[who % 4];
        vm.deal(p, p.balance + 1 ether);
        vm.prank(p);
        try (bull ? market.betBull : market.betBear){value: 1 ether}(epoch) {
            lateBetAccepted = true;
        } catch {}
    }

    /// The handler holds every role of the market (owner, admin, operator): none of them may bet.
    function betAsRole(uint256 amount, bool bull) external {
        uint256 epoch = market.currentEpoch();
        if (epoch == 0) return;
        amount = 1e15 + (amount % 1 ether);
        vm.deal(address(this), address(this).balance + amount);
        try (bull ? market.betBull : market.betBear){value: amount}(epoch) {
            roleBetAccepted = true;
        } catch {}
    }

    /// An execution by the operator or by any player (anyone may execute a due round). `mode` 0: on time (at
    /// the lock block), 1: whenever, 2: late past the buffer.
    function execute(uint256 mode, uint256 priceSeed) external {
        uint256 who = (priceSeed / 3) % 5;
        if (!market.genesisStartOnce()) {
            if (who != 0) vm.prank(players[who - 1]);
            market.genesisStartRound();
            return;
        }
        uint256 epoch = market.currentEpoch();
        FuelPrediction.Round memory r = market.rounds(epoch);
        mode = mode % 3;
        if (mode == 0 && block.number < r.lockBlock) _roll(r.lockBlock - block.number);
        if (mode == 2 && block.number <= r.lockBlock + BUFFER) _roll(r.lockBlock + BUFFER + 1 - block.number);
        // Three prices only, so ties (House rounds) are common.
        oracle.updateAnswer(int256(299e8 + (priceSeed % 3) * 1e8));
        bool late = block.number > r.lockBlock + BUFFER;
        bool running = market.genesisLockOnce();
        if (who != 0) vm.prank(players[who - 1]);
        if (running) {
            try market.executeRound() {
                executions++;
                if (late) cancels++;
            } catch {}
        } else {
            try market.genesisLockRound() {} catch {}
        }
        if (market.currentEpoch() > maxEpoch) maxEpoch = market.currentEpoch();
    }

    function claim(uint256 who, uint256 epochSeed) external {
        uint256 current = market.currentEpoch();
        if (current == 0) return;
        address p = players[who % 4];
        uint256 epoch = 1 + (epochSeed % current);
        // Mostly claim something due (the newest due round), sometimes a random round.
        if (epochSeed % 4 != 0) {
            for (uint256 e = current; e >= 1; e--) {
                if (market.claimable(e, p) || market.refundable(e, p)) {
                    epoch = e;
                    break;
                }
            }
        }
        bool win = market.claimable(epoch, p);
        bool refund = market.refundable(epoch, p);
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = epoch;
        uint256 before = p.balance;
        vm.prank(p);
        try market.claim(epochs) {
            uint256 got = p.balance - before;
            paidOut[epoch] += got;
            claims++;
            if (win) wins++;
            if (!win && !refund) unearnedClaimPaid = true;
            if (refund && got != betOf[epoch][p]) refundNotExact = true;
            // The same claim again must not pay.
            vm.prank(p);
            try market.claim(epochs) {
                secondClaimPaid = true;
            } catch {}
        } catch {
            if (win || refund) dueClaimRefused = true;
        }
    }
}

/// The game's money rules under random play:
/// - per round, payouts and refunds never exceed what was bet minus the fee (the whole bet when the round failed);
/// - nobody collects twice, nobody collects what is not theirs;
/// - a bet at or after the lock block reverts, and the market's roles never bet;
/// - a failed round refunds every bet exactly;
/// - the market always holds what it owes (unclaimed wins, refunds and the treasury's fee).
contract PredictionInvariantsTest is Test {
    PredictionHandler internal handler;
    FuelPrediction internal market;

    function setUp() public {
        handler = new PredictionHandler();
        market = handler.market();
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_payoutsWithinPotMinusFee();
        check_noDoubleOrUnearnedClaim();
        check_noBetAfterLock();
        check_failedRoundsRefundExactly();
        check_solvent();
    }

    function check_payoutsWithinPotMinusFee() internal view {
        uint256 last = market.currentEpoch();
        for (uint256 e = 1; e <= last; e++) {
            FuelPrediction.Round memory r = market.rounds(e);
            uint256 paid = handler.paidOut(e);
            assertEq(r.totalAmount, handler.betTotal(e), "round total is what was bet");
            if (r.oracleCalled) {
                uint256 fee = r.totalAmount - (r.totalAmount * market.rewardRate()) / 100;
                assertLe(paid, r.totalAmount - fee, "payouts exceed the pot minus the fee");
                assertLe(paid, r.rewardAmount, "payouts exceed the reward");
            } else {
                assertLe(paid, r.totalAmount, "refunds exceed what was bet");
                if (paid > 0) assertTrue(market.failed(e), "refunds from a round that did not fail");
            }
        }
    }

    function check_noDoubleOrUnearnedClaim() internal view {
        assertTrue(!handler.secondClaimPaid(), "a claim paid twice");
        assertTrue(!handler.unearnedClaimPaid(), "a claim paid what was not due");
        assertTrue(!handler.dueClaimRefused(), "a due claim was refused");
    }

    function check_noBetAfterLock() internal view {
        assertTrue(!handler.lateBetAccepted(), "a bet at or after the lock block was accepted");
        assertTrue(!handler.roleBetAccepted(), "a bet from the market's owner, admin or operator was accepted");
    }

    function check_failedRoundsRefundExactly() internal view {
        assertTrue(!handler.refundNotExact(), "a refund differed from the bet");
        uint256 last = market.currentEpoch();
        for (uint256 e = 1; e <= last; e++) {
            if (!market.failed(e)) continue;
            for (uint256 i = 0; i < 4; i++) {
                address p = handler.player(i);
                (, uint256 amount, bool claimed) = market.ledger(e, p);
                assertEq(amount, handler.betOf(e, p), "ledger amount is the bet");
                if (amount > 0 && !claimed) assertTrue(market.refundable(e, p), "an unclaimed bet of a failed round is not refundable");
            }
        }
    }

    function check_solvent() internal view {
        uint256 owed = market.treasuryAmount();
        uint256 last = market.currentEpoch();
        for (uint256 e = 1; e <= last; e++) {
            FuelPrediction.Round memory r = market.rounds(e);
            for (uint256 i = 0; i < 4; i++) {
                address p = handler.player(i);
                (, uint256 amount, bool claimed) = market.ledger(e, p);
                if (amount == 0 || claimed) continue;
                if (r.oracleCalled) {
                    if (market.claimable(e, p)) owed += (amount * r.rewardAmount) / r.rewardBaseCalAmount;
                } else {
                    owed += amount; // refundable now or pending a result: covered in full
                }
            }
        }
        assertGe(address(market).balance, owed, "the market holds less than it owes");
    }
}
