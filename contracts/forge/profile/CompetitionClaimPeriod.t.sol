// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelTradingCompetition} from "../../src/profile/FuelTradingCompetition.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {MockProfileAndNft} from "./CompetitionInvariants.t.sol";

/// The owner's power over the claim phase: before the fix it could open claiming and end it in the next
/// transaction, then withdraw every reward nobody had had the time to claim.
contract CompetitionClaimPeriodTest is Test {
    TestToken internal fuel;
    FuelTradingCompetition internal c;
    address internal constant OWNER = address(0x0A11);
    address internal constant WINNER = address(0x6000); // team 1 in the mock

    function setUp() public {
        fuel = new TestToken("Fuel", "FUEL", 9);
        MockProfileAndNft p = new MockProfileAndNft();
        c = new FuelTradingCompetition(IERC20(address(fuel)), p, p, 6, "battle", 1, OWNER);
        vm.prank(WINNER);
        c.register();
        vm.startPrank(OWNER);
        c.setReward(1, 1, 500e9, 10, false);
        c.updateCompetitionStatus(FuelTradingCompetition.Status.Open);
        c.updateCompetitionStatus(FuelTradingCompetition.Status.Close);
        c.setTeamRank(1, 1);
        address[] memory one = new address[](1);
        one[0] = WINNER;
        c.updateUserRewardGroups(one, 1);
        vm.stopPrank();
        fuel.mint(address(c), 500e9);
    }

    /// The attack: open claiming, end it at once, take the prize.
    function test_theOwnerCannotEndClaimingAtOnceAndTakeThePrizes() public {
        vm.startPrank(OWNER);
        c.updateCompetitionStatus(FuelTradingCompetition.Status.Claiming);
        vm.expectRevert(bytes("Competition: the claim period is not over"));
        c.updateCompetitionStatus(FuelTradingCompetition.Status.Over);
        vm.expectRevert(bytes("Competition: not over"));
        c.withdrawUnclaimed(500e9);
        vm.stopPrank();
        // A day before the published end, still refused; the winner claims in time.
        vm.warp(c.claimEndsAt() - 1 days);
        vm.prank(OWNER);
        vm.expectRevert(bytes("Competition: the claim period is not over"));
        c.updateCompetitionStatus(FuelTradingCompetition.Status.Over);
        vm.prank(WINNER);
        c.claimReward();
        assertEq(fuel.balanceOf(WINNER), 500e9, "the winner was paid");
    }

    /// The end of the claim period is public from the moment claiming opens; after it the owner ends the battle.
    function test_claimingEndsAtThePublishedTime() public {
        assertEq(c.claimEndsAt(), 0, "no end before claiming opens");
        uint256 opened = block.timestamp;
        vm.prank(OWNER);
        c.updateCompetitionStatus(FuelTradingCompetition.Status.Claiming);
        assertEq(c.claimEndsAt(), opened + c.CLAIM_PERIOD(), "the end is the opening plus the claim period");
        assertGe(c.CLAIM_PERIOD(), 7 days, "a claim period users can act within");
        vm.warp(c.claimEndsAt());
        vm.startPrank(OWNER);
        c.updateCompetitionStatus(FuelTradingCompetition.Status.Over);
        c.withdrawUnclaimed(500e9);
        vm.stopPrank();
        assertEq(fuel.balanceOf(OWNER), 500e9, "the unclaimed prize went back after the period");
    }
}
