// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {FuelBunnies} from "../../src/profile/FuelBunnies.sol";
import {FuelProfile} from "../../src/profile/FuelProfile.sol";
import {FuelAchievements, IBattleResults, ISyrupChef} from "../../src/profile/FuelAchievements.sol";

contract ChefStub is ISyrupChef {
    mapping(uint256 => mapping(address => uint256)) public staked;

    function setStake(uint256 pid, address user, uint256 amount) external {
        staked[pid][user] = amount;
    }

    function userInfo(uint256 pid, address user) external view returns (uint256, uint256) {
        return (staked[pid][user], 0);
    }
}

/// The market's shape: epochs oldest first, then the bets (a struct array), then the next cursor.
contract PredictionStub {
    struct BetInfo {
        uint8 position;
        uint256 amount;
        bool claimed;
    }

    mapping(address => uint256[]) private _rounds;

    function bet(address user, uint256 epoch) external {
        _rounds[user].push(epoch);
    }

    function getUserRounds(address user, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory epochs, BetInfo[] memory bets, uint256 nextCursor)
    {
        uint256[] storage all = _rounds[user];
        uint256 length = cursor >= all.length ? 0 : all.length - cursor;
        if (length > size) length = size;
        epochs = new uint256[](length);
        bets = new BetInfo[](length);
        for (uint256 i = 0; i < length; i++) {
            epochs[i] = all[cursor + i];
            bets[i] = BetInfo(1, 1e15, false);
        }
        nextCursor = cursor + length;
    }
}

contract BattleStub is IBattleResults {
    uint8 public currentStatus;
    mapping(address => uint8) public group;
    mapping(address => uint256) public rank;

    function setStatus(uint8 s) external {
        currentStatus = s;
    }

    function setResult(address user, uint8 group_, uint256 rank_) external {
        group[user] = group_;
        rank[user] = rank_;
    }

    function claimInformation(address user) external view returns (bool, bool, uint8, uint256, uint256, uint256, uint256, bool) {
        return (group[user] > 0 || rank[user] > 0, false, group[user], 1, rank[user], 0, 0, false);
    }
}

/// The award rules: each badge once per account, only with an active profile, only when earned; the battle badge's
/// campaign follows the tier and the team's rank.
contract AchievementsTest is Test {
    FuelProfile internal profile;
    FuelBunnies internal bunnies;
    ChefStub internal chef;
    PredictionStub internal prediction;
    BattleStub internal battle;
    FuelAchievements internal achievements;
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    uint256 internal constant CUTOFF = 100;

    function setUp() public {
        FuelToken fuel = new FuelToken();
        bunnies = new FuelBunnies("/devnet/nft/", address(this));
        profile = new FuelProfile(fuel, 0, 0, 0, address(this));
        profile.addTeam("Syrup Storm", "");
        profile.addNftAddress(address(bunnies));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(this));
        chef = new ChefStub();
        prediction = new PredictionStub();
        battle = new BattleStub();
        achievements = new FuelAchievements(profile, chef, address(prediction), CUTOFF, address(this));
        profile.grantRole(profile.POINT_ROLE(), address(achievements));
        _profile(ALICE);
        _profile(BOB);
    }

    function _profile(address who) internal {
        uint256 id = bunnies.mint(who, "0.json", 0);
        vm.startPrank(who);
        bunnies.setApprovalForAll(address(profile), true);
        profile.createProfile(1, address(bunnies), id);
        vm.stopPrank();
    }

    function _points(address who) internal view returns (uint256 p) {
        (, p,,,,) = profile.getUserProfile(who);
    }

    function test_syrupSoakerOnceWhileStaked() public {
        assertTrue(!achievements.canClaimSyrupSoaker(ALICE), "nothing staked");
        vm.prank(ALICE);
        vm.expectRevert(bytes("FuelAchievements: not eligible"));
        achievements.claimSyrupSoaker();
        // A stake in another pool is not the syrup pool.
        chef.setStake(1, ALICE, 1e9);
        assertTrue(!achievements.canClaimSyrupSoaker(ALICE), "another pool");
        chef.setStake(0, ALICE, 1e9);
        vm.prank(ALICE);
        achievements.claimSyrupSoaker();
        assertEq(_points(ALICE), 100, "points credited");
        vm.prank(ALICE);
        vm.expectRevert(bytes("FuelAchievements: not eligible"));
        achievements.claimSyrupSoaker();
        assertEq(_points(ALICE), 100, "claimed once");
    }

    function test_clairvoyantOnlyBeforeTheCutoff() public {
        prediction.bet(BOB, CUTOFF);
        prediction.bet(BOB, CUTOFF - 1); // later bets never make an account early
        assertTrue(!achievements.canClaimClairvoyant(BOB), "first round at the cutoff");
        prediction.bet(ALICE, CUTOFF - 1);
        prediction.bet(ALICE, CUTOFF + 5);
        assertEq(achievements.firstPredictionEpoch(ALICE), CUTOFF - 1, "first round read past the bets' struct");
        vm.prank(ALICE);
        achievements.claimClairvoyant();
        assertEq(_points(ALICE), 100, "points credited");
        vm.prank(ALICE);
        vm.expectRevert(bytes("FuelAchievements: not eligible"));
        achievements.claimClairvoyant();
        vm.prank(BOB);
        vm.expectRevert(bytes("FuelAchievements: not eligible"));
        achievements.claimClairvoyant();
    }

    function test_neverPlayedIsNotClairvoyant() public view {
        assertEq(achievements.firstPredictionEpoch(ALICE), 0, "no rounds");
        assertTrue(!achievements.canClaimClairvoyant(ALICE), "never played");
    }

    function test_pausedProfileCannotClaim() public {
        chef.setStake(0, ALICE, 1e9);
        vm.prank(ALICE);
        profile.pauseProfile();
        assertTrue(!achievements.canClaimSyrupSoaker(ALICE), "paused");
        vm.prank(ALICE);
        vm.expectRevert(bytes("FuelAchievements: not eligible"));
        achievements.claimSyrupSoaker();
    }

    function test_battleBadgeByTierAndTeamRankOnce() public {
        battle.setResult(ALICE, 5, 1); // champion of the winning team: gold
        battle.setResult(BOB, 2, 3); // top 500 of the third team: bronze
        assertEq(achievements.battleBadgeOf(ALICE), 0, "no battle set");
        achievements.setCompetition(battle);
        vm.expectRevert(bytes("FuelAchievements: competition already set"));
        achievements.setCompetition(battle);
        battle.setStatus(2); // calculating: not yet
        assertEq(achievements.battleBadgeOf(ALICE), 0, "before the claim phase");
        vm.prank(ALICE);
        vm.expectRevert(bytes("FuelAchievements: not eligible"));
        achievements.claimBattleBadge();
        battle.setStatus(3);
        assertEq(achievements.battleBadgeOf(ALICE), 520_000_015, "champion gold");
        assertEq(achievements.battleBadgeOf(BOB), 520_000_032, "top 500 bronze");
        vm.prank(ALICE);
        achievements.claimBattleBadge();
        vm.prank(BOB);
        achievements.claimBattleBadge();
        assertEq(_points(ALICE), 500, "champion points");
        assertEq(_points(BOB), 100, "top 500 points");
        // One battle badge per account, even when the result is rewritten afterwards.
        battle.setResult(ALICE, 4, 2);
        vm.prank(ALICE);
        vm.expectRevert(bytes("FuelAchievements: not eligible"));
        achievements.claimBattleBadge();
        // Still claimable when the battle is over.
        battle.setStatus(4);
        (,, uint256 bobBattle) = achievements.claimable(BOB);
        assertEq(bobBattle, 0, "claimed");
    }

    function test_battleWithoutRewardGroupHasNoBadge() public {
        achievements.setCompetition(battle);
        battle.setStatus(3);
        battle.setResult(ALICE, 0, 1);
        assertEq(achievements.battleBadgeOf(ALICE), 0, "no reward group");
        battle.setResult(ALICE, 3, 0);
        assertEq(achievements.battleBadgeOf(ALICE), 0, "no team rank");
    }

    function test_onlyOwnerSetsTheBattle() public {
        vm.prank(ALICE);
        vm.expectRevert();
        achievements.setCompetition(battle);
    }
}
