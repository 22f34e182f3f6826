// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelTradingCompetition, ICompetitionProfile, ICompetitionNft} from "../../src/profile/FuelTradingCompetition.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// Profiles for six accounts (#5 has none); teams 1..3 by index; points and collectibles counted.
contract MockProfileAndNft is ICompetitionProfile, ICompetitionNft {
    mapping(address => uint256) public points;
    mapping(address => uint256) public nfts;

    function getUserStatus(address user) external pure returns (bool) {
        return uint160(user) % 6 != 5;
    }

    function getUserProfile(address user) external pure returns (uint256, uint256, uint256, address, uint256, bool) {
        return (0, 0, 1 + (uint160(user) % 3), address(0), 0, true);
    }

    function increaseUserPoints(address user, uint256 n, uint256) external {
        points[user] += n;
    }

    function mint(address to, string calldata, uint8) external returns (uint256) {
        nfts[to]++;
        return 0;
    }
}

contract CompetitionHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    FuelTradingCompetition public immutable c;
    TestToken public immutable fuel;
    address public immutable owner;
    address[6] public users;
    mapping(address => uint256) public claims;
    bool public paidOutsideClaiming;
    bool public paidUnregistered;
    bool public endedEarly;
    uint256 public paid;

    constructor(FuelTradingCompetition c_, TestToken fuel_, address owner_) {
        c = c_;
        fuel = fuel_;
        owner = owner_;
        for (uint256 i; i < 6; i++) users[i] = address(uint160(0x6000 + i)); // 0x6000 % 6 == 0
    }

    function register(uint256 who) external {
        vm.prank(users[who % 6]);
        try c.register() {} catch {}
    }

    function nextStatus() external {
        FuelTradingCompetition.Status s = c.currentStatus();
        if (s == FuelTradingCompetition.Status.Over) return;
        if (s == FuelTradingCompetition.Status.Open) {
            vm.startPrank(owner);
            for (uint256 t = 1; t <= 3; t++) c.setReward(t, 1, 100e9 * t, 10 * t, t == 1);
            vm.stopPrank();
        }
        if (s == FuelTradingCompetition.Status.Close) fuel.mint(address(c), c.fuelOwed());
        vm.prank(owner);
        try c.updateCompetitionStatus(FuelTradingCompetition.Status(uint8(s) + 1)) {
            if (c.currentStatus() == FuelTradingCompetition.Status.Over && block.timestamp < c.claimEndsAt()) endedEarly = true;
        } catch {}
        if (c.currentStatus() == FuelTradingCompetition.Status.Close) {
            vm.startPrank(owner);
            for (uint256 t = 1; t <= 3; t++) c.setTeamRank(t, 4 - t);
            vm.stopPrank();
        }
    }

    /// Time passes (up to eight days a call), so the claim period can run out and the battle end.
    function wait(uint256 secs) external {
        vm.warp(block.timestamp + 1 + (secs % 8 days));
    }

    function setGroup(uint256 who, uint256 group) external {
        address[] memory one = new address[](1);
        one[0] = users[who % 6];
        vm.prank(owner);
        try c.updateUserRewardGroups(one, uint8(group % 2)) {} catch {}
    }

    function claim(uint256 who) external {
        address u = users[who % 6];
        (bool registered,,,,,,,) = c.claimInformation(u);
        uint256 before = fuel.balanceOf(u);
        vm.prank(u);
        try c.claimReward() {
            claims[u]++;
            paid += fuel.balanceOf(u) - before;
            if (c.currentStatus() != FuelTradingCompetition.Status.Claiming) paidOutsideClaiming = true;
            if (!registered) paidUnregistered = true;
        } catch {}
    }
}

/// Rewards are paid only in the claim phase, only to registered accounts, and only once each; what is owed is
/// always in the contract once claiming starts; the owner never ends the battle before the claim period is over.
contract CompetitionInvariantsTest is Test {
    CompetitionHandler internal handler;
    FuelTradingCompetition internal c;
    TestToken internal fuel;

    function setUp() public {
        fuel = new TestToken("Fuel", "FUEL", 9);
        MockProfileAndNft p = new MockProfileAndNft();
        address owner = address(0x0A11);
        c = new FuelTradingCompetition(IERC20(address(fuel)), p, p, 6, "battle", 1, owner);
        handler = new CompetitionHandler(c, fuel, owner);
        fuel.transferOwnership(address(handler));
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_paidOnceToRegisteredInClaiming();
        check_owedIsFunded();
    }

    function check_paidOnceToRegisteredInClaiming() internal view {
        assertTrue(!handler.paidOutsideClaiming(), "paid outside the claim phase");
        assertTrue(!handler.paidUnregistered(), "paid an unregistered account");
        for (uint256 i; i < 6; i++) assertLe(handler.claims(handler.users(i)), 1, "claimed twice");
        assertTrue(!handler.endedEarly(), "the battle ended before the claim period was over");
    }

    function check_owedIsFunded() internal view {
        if (c.currentStatus() >= FuelTradingCompetition.Status.Claiming) {
            assertGe(fuel.balanceOf(address(c)), c.fuelOwed(), "rewards owed exceed the balance");
        }
    }
}

/// The handler's path through a whole battle, so the invariants above are known to reach the claim phase.
contract CompetitionFlowTest is Test {
    function test_aWholeBattleReachesClaims() public {
        TestToken fuel = new TestToken("Fuel", "FUEL", 9);
        MockProfileAndNft p = new MockProfileAndNft();
        address owner = address(0x0A11);
        FuelTradingCompetition c = new FuelTradingCompetition(IERC20(address(fuel)), p, p, 6, "battle", 1, owner);
        CompetitionHandler h = new CompetitionHandler(c, fuel, owner);
        fuel.transferOwnership(address(h));
        h.register(0);
        h.register(1);
        h.register(5); // no profile: refused
        h.nextStatus(); // Open
        h.nextStatus(); // Close
        h.setGroup(0, 1);
        h.setGroup(1, 1);
        h.nextStatus(); // Claiming
        h.claim(1); // team 2 (rank 2): 200 FUEL of the 500 owed
        h.claim(1); // a second claim would still be covered by the owed FUEL: only the claim flag stops it
        h.claim(0);
        h.claim(5);
        assertEq(h.claims(h.users(1)), 1, "one claim");
        assertEq(h.claims(h.users(0)), 1, "one claim");
        assertEq(h.claims(h.users(5)), 0, "no claim without registering");
        assertGe(fuel.balanceOf(h.users(0)), 1, "FUEL paid");
        assertGe(p.points(h.users(0)), 10, "points paid");
        h.nextStatus(); // Over is refused inside the claim period
        assertTrue(c.currentStatus() == FuelTradingCompetition.Status.Claiming, "ended inside the claim period");
        h.wait(7 days - 1); // the handler's wait adds one second: exactly the claim period
        h.nextStatus(); // Over
        assertTrue(c.currentStatus() == FuelTradingCompetition.Status.Over, "the battle did not end after the claim period");
        assertTrue(!h.endedEarly(), "ended early");
    }
}
