// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelLottery} from "../../src/games/FuelLottery.sol";
import {DevRandomNumberGenerator} from "../../src/games/DevRandomNumberGenerator.sol";
import {IRandomNumberGenerator} from "../../src/games/IRandomNumberGenerator.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";

/// A stand-in for a VRF adapter: answers a request with a number nobody chose in advance (here: fixed by the test
/// after the request), once per id, only to the lottery. The recovery path must work with any source shaped so.
contract LateSource is IRandomNumberGenerator {
    address public immutable lottery;
    mapping(uint256 => bool) public requested;
    mapping(uint256 => uint32) internal _number;

    constructor(address lottery_) {
        lottery = lottery_;
    }

    function requestRandomNumber(uint256 lotteryId) external {
        require(msg.sender == lottery, "only lottery");
        require(!requested[lotteryId], "already requested");
        requested[lotteryId] = true;
    }

    function answer(uint256 lotteryId, uint32 number) external {
        require(requested[lotteryId], "not requested");
        _number[lotteryId] = number;
    }

    function viewRandomResult(uint256 lotteryId) external view returns (uint32, bool) {
        return (_number[lotteryId], _number[lotteryId] != 0);
    }
}

/// The attacks of the security review, each performed in full. Written against the interface by name where the
/// fix adds functions (low-level calls), so the same file compiles and fails on the code before the fix.
contract LotteryFindingsTest is Test {
    FuelLottery internal lottery;
    DevRandomNumberGenerator internal rng;
    TestToken internal fuel;
    address internal constant KEEPER = address(0xC0DE); // the operator and random keeper
    address internal constant TREASURY = address(0x7EA5);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant MALLORY = address(0xBAD); // the keeper's accomplice
    uint256 internal constant PRICE = 5e9;

    function setUp() public {
        vm.roll(100);
        vm.warp(1_700_000_000);
        fuel = new TestToken("Fuel", "FUEL", 9);
        rng = new DevRandomNumberGenerator(address(this));
        lottery = new FuelLottery(address(this), address(fuel), address(rng));
        lottery.setOperatorAndTreasuryAndInjectorAddresses(KEEPER, TREASURY, address(this));
        rng.setLottery(address(lottery));
        rng.setKeeper(KEEPER, true);
        address[3] memory players = [ALICE, BOB, MALLORY];
        for (uint256 i; i < 3; i++) {
            fuel.mint(players[i], 1_000_000e9);
            vm.prank(players[i]);
            fuel.approve(address(lottery), type(uint256).max);
        }
        fuel.mint(address(this), 1_000_000e9);
        fuel.approve(address(lottery), type(uint256).max);
    }

    function _open() internal returns (uint256 id) {
        uint256[6] memory breakdown = [uint256(250), 375, 625, 1250, 2500, 5000];
        vm.prank(KEEPER);
        lottery.startLottery(block.timestamp + 1 hours, PRICE, 2000, breakdown, 2000);
        id = lottery.currentLotteryId();
    }

    function _commit(uint256 id, bytes32 seed) internal returns (bool ok) {
        vm.prank(KEEPER);
        try rng.commit(id, keccak256(abi.encode(seed))) {
            ok = true;
        } catch {}
    }

    function _buy(address who, uint32 from, uint256 count) internal returns (uint256 paid) {
        uint32[] memory numbers = new uint32[](count);
        for (uint256 i; i < count; i++) numbers[i] = from + uint32(i);
        uint256 id = lottery.currentLotteryId();
        uint256 b0 = fuel.balanceOf(who);
        vm.prank(who);
        lottery.buyTickets(id, numbers);
        paid = b0 - fuel.balanceOf(who);
    }

    /// A seed whose number is one of 1,000,000..1,000,099 (Mallory's tickets): about 10,000 tries.
    function _grind(uint256 id) internal pure returns (bytes32 seed, uint32 number) {
        for (uint256 i; i < 1_000_000; i++) {
            seed = bytes32(i);
            number = uint32(1_000_000 + (uint256(keccak256(abi.encode(seed, id))) % 1_000_000));
            if (number < 1_000_100) return (seed, number);
        }
        revert("no seed found");
    }

    /// The keeper skips the early commitment, closes the round once every ticket is known, then grinds a seed that
    /// draws one of its accomplice's tickets, commits it, reveals it and draws: Mallory takes the jackpot. The
    /// attack must fail at some step; whatever step refuses it, Mallory wins nothing.
    function test_keeperCannotGrindTheNumberAfterTheSales() public {
        uint256 id = _open();
        uint256 alicePaid = _buy(ALICE, 1_500_000, 100);
        uint256 malloryPaid = _buy(MALLORY, 1_000_000, 100);
        uint256 mallory0 = fuel.balanceOf(MALLORY);
        vm.warp(block.timestamp + 1 hours);

        vm.prank(KEEPER);
        try lottery.closeLottery(id) {} catch {}
        (bytes32 seed, uint32 number) = _grind(id);
        _commit(id, seed);
        vm.roll(block.number + 1);
        vm.prank(KEEPER);
        try rng.fulfill(id, seed) {} catch {}
        vm.prank(KEEPER);
        try lottery.drawFinalNumberAndMakeLotteryClaimable(id, false) {} catch {}
        uint256[] memory ids = new uint256[](1);
        ids[0] = 100 + (number - 1_000_000); // Mallory's tickets follow Alice's hundred
        uint32[] memory brackets = new uint32[](1);
        brackets[0] = 5;
        vm.prank(MALLORY);
        try lottery.claimTickets(id, ids, brackets) {} catch {}

        uint256 won = fuel.balanceOf(MALLORY) - mallory0;
        assertEq(won, 0, "the accomplice won the jackpot with a seed ground after the sales");
        assertTrue(alicePaid != 0 && malloryPaid != 0, "both paid");
    }

    /// The same keeper commits once the sales have started (here after seeing every ticket, before the close).
    function test_noCommitmentOnceTheRoundHasStarted() public {
        uint256 id = _open();
        _buy(ALICE, 1_500_000, 10);
        assertTrue(!_commit(id, bytes32(uint256(1))), "a commitment was accepted after the round started");
    }

    /// A round without a commitment cannot be closed on the devnet source (a request needs a commitment).
    function test_noRequestWithoutACommitment() public {
        uint256 id = _open();
        vm.warp(block.timestamp + 1 hours);
        vm.prank(KEEPER);
        (bool closed,) = address(lottery).call(abi.encodeCall(FuelLottery.closeLottery, (id)));
        assertTrue(!closed, "a round was closed with no commitment to its number");
    }

    /// The random number never comes (the keeper disappears after the close). Before the fix the pot stays in
    /// the contract for good; after it, once the refund timeout is over anyone marks the round refundable and each
    /// buyer gets back exactly what they paid (the bulk discount included), once; the injection rolls over.
    function test_aRoundWhoseNumberNeverComesIsRefunded() public {
        bytes32 seed = bytes32(uint256(42));
        assertTrue(_commit(1, seed), "early commitment");
        uint256 id = _open();
        uint256 alicePaid = _buy(ALICE, 1_200_000, 3) + _buy(ALICE, 1_300_000, 1);
        uint256 bobPaid = _buy(BOB, 1_400_000, 100);
        assertLe(bobPaid, 100 * PRICE - 1, "Bob had the bulk discount");
        lottery.injectFunds(id, 1000e9);
        vm.warp(block.timestamp + 1 hours);
        vm.prank(KEEPER);
        lottery.closeLottery(id);
        uint256 alice0 = fuel.balanceOf(ALICE);
        uint256 bob0 = fuel.balanceOf(BOB);

        vm.warp(block.timestamp + 30 days);
        vm.prank(MALLORY);
        (bool marked,) = address(lottery).call(abi.encodeWithSignature("markRefundable(uint256)", id));
        vm.prank(ALICE);
        (bool aliceOk,) = address(lottery).call(abi.encodeWithSignature("claimRefund(uint256)", id));
        vm.prank(ALICE);
        (bool aliceAgain,) = address(lottery).call(abi.encodeWithSignature("claimRefund(uint256)", id));
        vm.prank(BOB);
        (bool bobOk,) = address(lottery).call(abi.encodeWithSignature("claimRefund(uint256)", id));
        vm.prank(MALLORY);
        (bool malloryOk,) = address(lottery).call(abi.encodeWithSignature("claimRefund(uint256)", id));

        assertTrue(marked, "nobody can mark the round refundable: the pot is locked");
        assertTrue(aliceOk && bobOk, "a buyer could not claim a refund");
        assertTrue(!aliceAgain, "a refund was paid twice");
        assertTrue(!malloryOk, "a refund was paid to someone who bought nothing");
        assertEq(fuel.balanceOf(ALICE) - alice0, alicePaid, "Alice's refund");
        assertEq(fuel.balanceOf(BOB) - bob0, bobPaid, "Bob's refund");
        assertEq(lottery.pendingInjectionNextLottery(), 1000e9, "the injection rolls into the next round");
        assertEq(fuel.balanceOf(address(lottery)), 1000e9, "only the rollover is left");
        // The lottery goes on: the next round opens with the rollover.
        assertTrue(_commit(id + 1, seed), "next commitment");
        uint256 next = _open();
        assertEq(lottery.viewLottery(next).amountCollectedInCake, 1000e9, "the next pot starts with the rollover");
    }

    /// The number never comes from the round's source; after the draw timeout the owner, through the visible
    /// delay, puts in a working source and requests the round's number again, and the round is drawn.
    function test_aStalledRoundCanAskANewSource() public {
        assertTrue(_commit(1, bytes32(uint256(7))), "early commitment");
        uint256 id = _open();
        _buy(ALICE, 1_200_000, 5);
        vm.warp(block.timestamp + 1 hours);
        vm.prank(KEEPER);
        lottery.closeLottery(id);

        LateSource fresh = new LateSource(address(lottery));
        (bool proposed,) =
            address(lottery).call(abi.encodeWithSignature("proposeRandomGenerator(address)", address(fresh)));
        vm.warp(block.timestamp + 3 days);
        (bool applied,) = address(lottery).call(abi.encodeWithSignature("applyRandomGenerator()"));
        (bool asked,) = address(lottery).call(abi.encodeWithSignature("requestRandomNumberAgain(uint256)", id));
        assertTrue(proposed && applied && asked, "the owner could not ask a new source for the stalled round");
        fresh.answer(id, 1_200_003);
        vm.prank(KEEPER);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, true);
        assertEq(lottery.viewLottery(id).finalNumber, 1_200_003, "drawn from the new source");
    }

    /// (Low) The owner swapped the random source in one transaction between rounds; now a change is proposed,
    /// visible for the delay, and only then applied.
    function test_aSourceChangeWaitsForItsDelay() public {
        LateSource other = new LateSource(address(lottery));
        (bool instant,) = address(lottery).call(abi.encodeWithSignature("changeRandomGenerator(address)", address(other)));
        assertTrue(!instant, "the owner changed the random source at once");
        assertEq(address(lottery.randomGenerator()), address(rng), "source unchanged");

        (bool proposed,) =
            address(lottery).call(abi.encodeWithSignature("proposeRandomGenerator(address)", address(other)));
        assertTrue(proposed, "proposal");
        vm.warp(block.timestamp + 2 days - 1);
        (bool early,) = address(lottery).call(abi.encodeWithSignature("applyRandomGenerator()"));
        assertTrue(!early, "applied before the delay");
        vm.warp(block.timestamp + 1);
        vm.prank(MALLORY);
        (bool stranger,) = address(lottery).call(abi.encodeWithSignature("applyRandomGenerator()"));
        assertTrue(!stranger, "applied by someone other than the owner");
        (bool applied,) = address(lottery).call(abi.encodeWithSignature("applyRandomGenerator()"));
        assertTrue(applied, "applied after the delay");
        assertEq(address(lottery.randomGenerator()), address(other), "source changed");
    }

    /// A proposed source cannot be put in under a round that is selling or waiting for its number in time.
    function test_noSourceChangeDuringARound() public {
        assertTrue(_commit(1, bytes32(uint256(9))), "early commitment");
        LateSource other = new LateSource(address(lottery));
        (bool proposed,) =
            address(lottery).call(abi.encodeWithSignature("proposeRandomGenerator(address)", address(other)));
        assertTrue(proposed, "proposal");
        vm.warp(block.timestamp + 2 days);
        uint256 id = _open();
        (bool duringSales,) = address(lottery).call(abi.encodeWithSignature("applyRandomGenerator()"));
        assertTrue(!duringSales, "source changed during the sales");
        vm.warp(block.timestamp + 1 hours);
        vm.prank(KEEPER);
        lottery.closeLottery(id);
        (bool beforeTimeout,) = address(lottery).call(abi.encodeWithSignature("applyRandomGenerator()"));
        assertTrue(!beforeTimeout, "source changed while the number could still come");
        (bool refundEarly,) = address(lottery).call(abi.encodeWithSignature("markRefundable(uint256)", id));
        assertTrue(!refundEarly, "refundable before the timeout");
    }
}
