// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelLottery} from "../../src/games/FuelLottery.sol";
import {DevRandomNumberGenerator} from "../../src/games/DevRandomNumberGenerator.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";

/// Random rounds: four buyers buying 1..12 tickets (numbers drawn from a narrow range so brackets get winners),
/// time passing, the operator closing/revealing/drawing (with and without autoInjection) and restarting,
/// injections, and claims: honest ones (highest bracket), and the ones that must fail (another's ticket, a
/// ticket again, a wrong bracket, before the draw, an unsold id). Rounds whose number never comes (the keeper
/// vanishes after the close, or skipped the early commitment so the round cannot close) go refundable and their
/// buyers claim refunds; a dishonest keeper tries to commit a seed once the round has started. The handler keeps
/// the books the contract must agree with.
contract LotteryHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    FuelLottery public immutable lottery;
    DevRandomNumberGenerator public immutable rng;
    TestToken public immutable fuel;
    address public constant TREASURY = address(0x7EA5);
    address[4] public users;

    uint256 public sold;
    uint256 public injected;
    uint256 public claimed;
    uint256 public treasuryGot;
    uint256 public owed; // prizes of drawn rounds not yet claimed
    uint256 public claims;
    uint256 public draws;
    mapping(uint256 => bool) public paid;
    mapping(uint256 => address) public buyer;
    mapping(uint256 => uint256) public lotteryOf;
    bool public paidTwice;
    bool public paidWrong;
    bool public badClaimPassed;
    bool public outOfRangeBought;
    // Refunds and commitments.
    uint256 public refunded;
    uint256 public refundsOwed; // ticket sales of refundable rounds not yet refunded
    uint256 public refunds;
    uint256 public stalls;
    mapping(address => mapping(uint256 => uint256)) public paidBy; // user => round => FUEL paid for tickets
    mapping(address => mapping(uint256 => bool)) public gotRefund;
    uint256[] public refundableRounds;
    mapping(uint256 => bool) public committedEarly; // the keeper committed the round's seed before it opened
    bool public refundWrong;
    bool public lateCommitPassed;
    bool public drawnWithoutEarlyCommitment;

    constructor(FuelLottery lottery_, DevRandomNumberGenerator rng_, TestToken fuel_) {
        lottery = lottery_;
        rng = rng_;
        fuel = fuel_;
        for (uint256 i; i < 4; i++) {
            users[i] = address(uint160(0x1000 + i));
            vm.prank(users[i]);
            fuel.approve(address(lottery_), type(uint256).max);
        }
        fuel.approve(address(lottery_), type(uint256).max);
    }

    bool internal _started;

    /// Opens the first round once the test has made this handler operator, injector, keeper and minter.
    function init() external {
        if (_started) return;
        _started = true;
        _start(1);
    }

    function _seed(uint256 id) internal pure returns (bytes32) {
        return keccak256(abi.encode("seed", id));
    }

    /// Commits the next round's seed (except one round in seven: a keeper that skips it), then opens the round.
    function _start(uint256 salt) internal {
        uint256[6] memory breakdown = [uint256(250), 375, 625, 1250, 2500, 5000];
        if (salt % 3 == 0) breakdown = [uint256(5000), 0, 5000, 0, 0, 0]; // zero-share brackets
        if (salt % 3 == 1) breakdown = [uint256(2000), 2000, 2000, 2000, 2000, 0];
        uint256 id = lottery.currentLotteryId() + 1;
        if (salt % 7 != 6) {
            rng.commit(id, keccak256(abi.encode(_seed(id))));
            committedEarly[id] = true;
        }
        lottery.startLottery(block.timestamp + 1 hours, 5e9, 2000, breakdown, salt % 2 == 0 ? 0 : 2000);
    }

    /// The keeper tries to bind a seed of its choice to the round already selling (or closed): always refused.
    function commitLate(uint256 seed) external {
        uint256 id = lottery.currentLotteryId();
        try rng.commit(id, keccak256(abi.encode(bytes32(seed)))) {
            lateCommitPassed = true;
        } catch {}
    }

    /// The number never comes: the round is closed if it can be (it cannot without a commitment) and never
    /// revealed; past the refund timeout it is marked refundable (by a stranger), and the next round opens.
    function stall(uint256 salt) external {
        uint256 id = lottery.currentLotteryId();
        FuelLottery.Lottery memory l = lottery.viewLottery(id);
        if (l.status != FuelLottery.Status.Open) return;
        if (block.timestamp < l.endTime) vm.warp(l.endTime);
        try lottery.closeLottery(id) {} catch {}
        vm.warp(l.endTime + lottery.REFUND_TIMEOUT() - 1);
        vm.prank(users[salt % 4]);
        try lottery.markRefundable(id) {
            refundWrong = true; // before the timeout
        } catch {}
        vm.warp(l.endTime + lottery.REFUND_TIMEOUT());
        vm.prank(users[salt % 4]);
        lottery.markRefundable(id);
        uint256 sales;
        for (uint256 i; i < 4; i++) sales += paidBy[users[i]][id];
        refundsOwed += sales;
        refundableRounds.push(id);
        stalls++;
        _start(salt);
    }

    /// A user asks the refund of a refundable round: exactly what they paid, once, only for their own purchases.
    function refund(uint256 who, uint256 pick) external {
        if (refundableRounds.length == 0) return;
        uint256 id = refundableRounds[pick % refundableRounds.length];
        address u = users[who % 4];
        uint256 b0 = fuel.balanceOf(u);
        vm.prank(u);
        try lottery.claimRefund(id) {
            uint256 got = fuel.balanceOf(u) - b0;
            if (gotRefund[u][id] || got != paidBy[u][id]) refundWrong = true;
            gotRefund[u][id] = true;
            refunded += got;
            refundsOwed -= got;
            refunds++;
        } catch {
            if (!gotRefund[u][id] && paidBy[u][id] != 0) refundWrong = true; // refused what was owed
        }
    }

    function refundableCount() external view returns (uint256) {
        return refundableRounds.length;
    }

    function buy(uint256 who, uint256 count, uint256 salt) external {
        uint256 id = lottery.currentLotteryId();
        (FuelLottery.Lottery memory l) = lottery.viewLottery(id);
        if (l.status != FuelLottery.Status.Open || block.timestamp >= l.endTime) return;
        address u = users[who % 4];
        count = 1 + (count % 12);
        uint32[] memory numbers = new uint32[](count);
        for (uint256 i; i < count; i++) {
            // A third match the coming number in exactly 0..6 leading digits (the handler knows the seed), the
            // rest are a hundred numbers with shared endings: every bracket has winners.
            uint256 r = uint256(keccak256(abi.encode(salt, i)));
            numbers[i] = r % 3 == 0
                ? _matching(rng.previewNumber(_seed(id), id), (r >> 8) % 7)
                : uint32(1_000_000 + (r % 100) * 10_101);
        }
        uint256 cost = lottery.calculateTotalPriceForBulkTickets(2000, l.priceTicketInCake, count);
        fuel.mint(u, cost);
        uint256 first = lottery.currentTicketId();
        vm.prank(u);
        lottery.buyTickets(id, numbers);
        sold += cost;
        paidBy[u][id] += cost;
        for (uint256 i; i < count; i++) {
            buyer[first + i] = u;
            lotteryOf[first + i] = id;
        }
    }

    /// A number matching `f` in exactly its last k digits (the first k on screen).
    function _matching(uint32 f, uint256 k) internal pure returns (uint32) {
        if (k >= 6) return f;
        uint256 six = f - 1_000_000;
        uint256 m = 10 ** k;
        uint256 changed = ((six / m) % 10 + 1) % 10;
        return uint32(1_000_000 + (six / (m * 10)) * (m * 10) + changed * m + (six % m));
    }

    function buyOutOfRange(uint256 who, bool high) external {
        uint256 id = lottery.currentLotteryId();
        uint32[] memory numbers = new uint32[](1);
        numbers[0] = high ? 2_000_000 : 999_999;
        fuel.mint(users[who % 4], 5e9);
        vm.prank(users[who % 4]);
        try lottery.buyTickets(id, numbers) {
            outOfRangeBought = true;
        } catch {}
    }

    function inject(uint256 amount) external {
        uint256 id = lottery.currentLotteryId();
        (FuelLottery.Lottery memory l) = lottery.viewLottery(id);
        if (l.status != FuelLottery.Status.Open) return;
        amount = 1 + (amount % 10_000e9);
        fuel.mint(address(this), amount);
        lottery.injectFunds(id, amount);
        injected += amount;
    }

    function advance(uint256 secs) external {
        vm.warp(block.timestamp + 1 + (secs % 2 hours));
        vm.roll(block.number + 1);
    }

    function closeDrawRestart(bool autoInjection, uint256 salt) external {
        uint256 id = lottery.currentLotteryId();
        (FuelLottery.Lottery memory l) = lottery.viewLottery(id);
        if (l.status != FuelLottery.Status.Open) return;
        if (block.timestamp < l.endTime) vm.warp(l.endTime);
        if (!committedEarly[id]) {
            // The devnet source refuses a request without a commitment: the round cannot close.
            try lottery.closeLottery(id) {
                drawnWithoutEarlyCommitment = true;
            } catch {}
            return;
        }
        lottery.closeLottery(id);
        vm.roll(block.number + 1);
        rng.fulfill(id, _seed(id));
        uint256 t0 = fuel.balanceOf(TREASURY);
        lottery.drawFinalNumberAndMakeLotteryClaimable(id, autoInjection);
        if (lottery.viewLottery(id).finalNumber != rng.previewNumber(_seed(id), id)) drawnWithoutEarlyCommitment = true;
        treasuryGot += fuel.balanceOf(TREASURY) - t0;
        l = lottery.viewLottery(id);
        for (uint256 j; j < 6; j++) owed += l.cakePerBracket[j] * l.countWinnersPerBracket[j];
        draws++;
        _start(salt);
    }

    /// An honest claim of ticket `pick` at its highest bracket when it pays; also tries it at a wrong bracket.
    function claim(uint256 pick, uint256 wrong) external {
        uint256 total = lottery.currentTicketId();
        if (total == 0) return;
        uint256 t = pick % total;
        uint256 id = lotteryOf[t];
        FuelLottery.Lottery memory l = lottery.viewLottery(id);
        uint256[] memory ids = new uint256[](1);
        ids[0] = t;
        uint32[] memory brackets = new uint32[](1);
        if (l.status != FuelLottery.Status.Claimable) {
            brackets[0] = 0;
            vm.prank(buyer[t]);
            try lottery.claimTickets(id, ids, brackets) {
                badClaimPassed = true; // before the draw
            } catch {}
            return;
        }
        (uint32[] memory numbers,) = lottery.viewNumbersAndStatusesForTicketIds(ids);
        int256 best = -1;
        uint256 m = 10;
        for (uint256 j; j < 6; j++) {
            if (numbers[0] % m != l.finalNumber % m) break;
            best = int256(j);
            m *= 10;
        }
        // A wrong bracket never pays.
        // Half the time the bracket just below its highest (the tempting wrong claim), else any bracket.
        uint32 w = best >= 1 && wrong % 2 == 0 ? uint32(uint256(best - 1)) : uint32(wrong % 6);
        if (int256(uint256(w)) != best) {
            brackets[0] = w;
            vm.prank(buyer[t]);
            try lottery.claimTickets(id, ids, brackets) {
                paidWrong = true;
            } catch {}
        }
        // Someone else's ticket never pays.
        address other = users[(wrong / 6) % 4];
        if (other != buyer[t] && best >= 0) {
            brackets[0] = uint32(uint256(best));
            vm.prank(other);
            try lottery.claimTickets(id, ids, brackets) {
                badClaimPassed = true;
            } catch {}
        }
        if (best < 0) return;
        _honestClaim(id, t, uint32(uint256(best)), l.cakePerBracket[uint256(best)]);
    }

    function _honestClaim(uint256 id, uint256 t, uint32 bracket, uint256 expected) internal {
        uint256[] memory ids = new uint256[](1);
        ids[0] = t;
        uint32[] memory brackets = new uint32[](1);
        brackets[0] = bracket;
        address owner = buyer[t];
        uint256 b0 = fuel.balanceOf(owner);
        vm.prank(owner);
        try lottery.claimTickets(id, ids, brackets) {
            uint256 got = fuel.balanceOf(owner) - b0;
            if (paid[t]) paidTwice = true;
            if (got != expected || expected == 0) paidWrong = true;
            paid[t] = true;
            claimed += got;
            owed -= got;
            claims++;
        } catch {
            // Refused: fine only when it was paid already or its bracket pays nothing.
            if (!paid[t] && expected != 0) paidWrong = true;
        }
    }

    function claimUnsold(uint256 extra) external {
        uint256 id = lottery.currentLotteryId();
        if (id < 2) return;
        uint256[] memory ids = new uint256[](1);
        ids[0] = lottery.currentTicketId() + (extra % 1000);
        uint32[] memory brackets = new uint32[](1);
        vm.prank(users[extra % 4]);
        try lottery.claimTickets(id - 1, ids, brackets) {
            badClaimPassed = true;
        } catch {}
    }
}

contract LotteryInvariantsTest is Test {
    LotteryHandler internal handler;
    FuelLottery internal lottery;
    TestToken internal fuel;

    function setUp() public {
        fuel = new TestToken("Fuel", "FUEL", 9);
        DevRandomNumberGenerator rng = new DevRandomNumberGenerator(address(this));
        lottery = new FuelLottery(address(this), address(fuel), address(rng));
        handler = new LotteryHandler(lottery, rng, fuel);
        // The handler is operator, injector, random keeper and FUEL minter.
        lottery.setOperatorAndTreasuryAndInjectorAddresses(address(handler), address(0x7EA5), address(handler));
        rng.setLottery(address(lottery));
        rng.setKeeper(address(handler), true);
        fuel.transferOwnership(address(handler));
        handler.init();
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_potBalances();
        check_potCoversWhatIsOwed();
        check_refundsExact();
        check_noNumberCommittedLate();
        check_noTicketPaidTwiceOrWrongly();
        check_badClaimsAndNumbersRevert();
    }

    /// The pot equals tickets sold + injections - claims - what the treasury got - refunds.
    function check_potBalances() internal view {
        assertEq(
            fuel.balanceOf(address(lottery)),
            handler.sold() + handler.injected() - handler.claimed() - handler.treasuryGot() - handler.refunded(),
            "pot != sold + injected - claimed - treasury - refunds"
        );
    }

    /// ... and it covers exactly the open round, the unclaimed prizes of drawn rounds and the pending rollover.
    function check_potCoversWhatIsOwed() internal view {
        FuelLottery.Lottery memory l = lottery.viewLottery(lottery.currentLotteryId());
        bool done = l.status == FuelLottery.Status.Claimable || l.status == FuelLottery.Status.Refundable;
        uint256 open = done ? 0 : l.amountCollectedInCake;
        assertEq(
            fuel.balanceOf(address(lottery)),
            open + handler.owed() + lottery.pendingInjectionNextLottery() + handler.refundsOwed(),
            "pot != open round + owed prizes + rollover + owed refunds"
        );
    }

    /// Every buyer of a round whose number never came is owed exactly what they paid, and was paid it at most once.
    function check_refundsExact() internal view {
        assertTrue(!handler.refundWrong(), "a refund was early, wrong, twice, or refused");
        uint256 n = handler.refundableCount();
        for (uint256 k; k < n; k++) {
            uint256 id = handler.refundableRounds(k);
            for (uint256 i; i < 4; i++) {
                address u = handler.users(i);
                (uint256 paid, bool done) = lottery.viewRefund(u, id);
                assertEq(paid, handler.paidBy(u, id), "refund owed != what the buyer paid");
                assertTrue(done == handler.gotRefund(u, id), "refund flag disagrees");
            }
        }
    }

    /// No number is used that was committed after its round started (so after its request).
    function check_noNumberCommittedLate() internal view {
        assertTrue(!handler.lateCommitPassed(), "a commitment was accepted for a started round");
        assertTrue(!handler.drawnWithoutEarlyCommitment(), "a round was drawn without its early commitment");
    }

    function check_noTicketPaidTwiceOrWrongly() internal view {
        assertTrue(!handler.paidTwice(), "a ticket was paid twice");
        assertTrue(!handler.paidWrong(), "a ticket was paid for the wrong bracket or amount");
    }

    function check_badClaimsAndNumbersRevert() internal view {
        assertTrue(!handler.badClaimPassed(), "another's, early or unsold ticket claim passed");
        assertTrue(!handler.outOfRangeBought(), "a number outside 1,000,000..1,999,999 was bought");
    }
}
