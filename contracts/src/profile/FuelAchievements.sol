// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FuelProfile} from "./FuelProfile.sol";

/// What the badges read of the trading battle (FuelTradingCompetition), without depending on its source.
interface IBattleResults {
    function currentStatus() external view returns (uint8);
    /// hasRegistered, hasClaimed, rewardGroup, teamId, teamRank, FUEL, points, collectible.
    function claimInformation(address user) external view returns (bool, bool, uint8, uint256, uint256, uint256, uint256, bool);
}

/// What Syrup Soaker reads of the chef: the user's stake in a pool.
interface ISyrupChef {
    function userInfo(uint256 pid, address user) external view returns (uint256 amount, uint256 rewardDebt);
}

/// @title FuelAchievements: badges earned elsewhere, collected once as points in the profile registry
/// @notice Each badge is a campaign id the registry's point events carry (this contract needs POINT_ROLE there), and
///         each account with an ACTIVE profile may collect each of its badges once:
///         - Syrup Soaker (`SYRUP_SOAKER_CAMPAIGN`): FUEL staked in the manual FUEL pool (the chef's pool 0, the one
///           that mints SYRUP) at the time of the claim.
///         - Clairvoyant (`CLAIRVOYANT_CAMPAIGN`): a bet in a prediction round before `clairvoyantBeforeEpoch` (the
///           account's first round, which the market lists oldest first).
///         - One trading-battle badge: once the battle is in its claim phase (or over), a registered account with a
///           reward group gets the badge of its tier (group 5 champion, 4 top 10, 3 top 100, 2 top 500,
///           1 participant) in its team's colour (rank 1 gold, 2 silver, 3 bronze): campaign
///           `BATTLE_CAMPAIGN_BASE + teamRank * 10 + group`, fifteen badges in all.
///         The battle is read through `competition`, set once by the owner (it is deployed after this contract).
///         Owner: the battle's address (once), transfer and renounce ownership.
contract FuelAchievements is Ownable {
    uint256 public constant SYRUP_SOAKER_CAMPAIGN = 513_000_000;
    uint256 public constant CLAIRVOYANT_CAMPAIGN = 514_000_000;
    uint256 public constant BATTLE_CAMPAIGN_BASE = 520_000_000;
    uint256 public constant SYRUP_SOAKER_POINTS = 100;
    uint256 public constant CLAIRVOYANT_POINTS = 100;
    /// The battle's Claiming status (FuelTradingCompetition.Status): badges are collected from then on.
    uint8 public constant BATTLE_CLAIMING = 3;
    uint256 public constant SYRUP_POOL_ID = 0;

    FuelProfile public immutable profile;
    ISyrupChef public immutable chef;
    /// The prediction market (getUserRoundsLength, getUserRounds).
    address public immutable prediction;
    uint256 public immutable clairvoyantBeforeEpoch;
    IBattleResults public competition;

    /// Whether `user` collected the badge kind: SYRUP_SOAKER_CAMPAIGN, CLAIRVOYANT_CAMPAIGN, or BATTLE_CAMPAIGN_BASE
    /// for its one battle badge.
    mapping(address => mapping(uint256 => bool)) public hasClaimed;

    event AchievementClaimed(address indexed user, uint256 indexed campaignId, uint256 points);
    event CompetitionSet(address competition);

    constructor(FuelProfile profile_, ISyrupChef chef_, address prediction_, uint256 clairvoyantBeforeEpoch_, address owner_)
        Ownable(owner_)
    {
        profile = profile_;
        chef = chef_;
        prediction = prediction_;
        clairvoyantBeforeEpoch = clairvoyantBeforeEpoch_;
    }

    function setCompetition(IBattleResults competition_) external onlyOwner {
        require(address(competition) == address(0), "FuelAchievements: competition already set");
        require(address(competition_).code.length > 0, "FuelAchievements: not a contract");
        competition = competition_;
        emit CompetitionSet(address(competition_));
    }

    // ---------------------------------------------------------------- claims

    function claimSyrupSoaker() external {
        require(canClaimSyrupSoaker(msg.sender), "FuelAchievements: not eligible");
        _award(msg.sender, SYRUP_SOAKER_CAMPAIGN, SYRUP_SOAKER_CAMPAIGN, SYRUP_SOAKER_POINTS);
    }

    function claimClairvoyant() external {
        require(canClaimClairvoyant(msg.sender), "FuelAchievements: not eligible");
        _award(msg.sender, CLAIRVOYANT_CAMPAIGN, CLAIRVOYANT_CAMPAIGN, CLAIRVOYANT_POINTS);
    }

    function claimBattleBadge() external {
        uint256 campaignId = battleBadgeOf(msg.sender);
        require(campaignId != 0 && _eligible(msg.sender, BATTLE_CAMPAIGN_BASE), "FuelAchievements: not eligible");
        _award(msg.sender, BATTLE_CAMPAIGN_BASE, campaignId, battlePoints(uint8(campaignId % 10)));
    }

    // ---------------------------------------------------------------- views

    function canClaimSyrupSoaker(address user) public view returns (bool) {
        if (!_eligible(user, SYRUP_SOAKER_CAMPAIGN)) return false;
        (uint256 amount,) = chef.userInfo(SYRUP_POOL_ID, user);
        return amount > 0;
    }

    function canClaimClairvoyant(address user) public view returns (bool) {
        if (!_eligible(user, CLAIRVOYANT_CAMPAIGN)) return false;
        uint256 first = firstPredictionEpoch(user);
        return first != 0 && first < clairvoyantBeforeEpoch;
    }

    function canClaimBattleBadge(address user) external view returns (bool) {
        return battleBadgeOf(user) != 0 && _eligible(user, BATTLE_CAMPAIGN_BASE);
    }

    /// The campaign of the battle badge `user` earned (0: none yet, or no battle set).
    function battleBadgeOf(address user) public view returns (uint256) {
        if (address(competition) == address(0) || competition.currentStatus() < BATTLE_CLAIMING) return 0;
        (bool registered,, uint8 group,, uint256 rank,,,) = competition.claimInformation(user);
        if (!registered || group < 1 || group > 5 || rank < 1 || rank > 3) return 0;
        return BATTLE_CAMPAIGN_BASE + rank * 10 + group;
    }

    /// Points of a battle badge by reward group (5 champion .. 1 participant).
    function battlePoints(uint8 group) public pure returns (uint256) {
        if (group == 5) return 500;
        if (group == 4) return 300;
        if (group == 3) return 200;
        if (group == 2) return 100;
        return 50;
    }

    /// The first epoch `user` bet in (0: never). Only the first return value of getUserRounds is decoded, so a change
    /// to the market's bet record does not break this read.
    function firstPredictionEpoch(address user) public view returns (uint256) {
        (bool ok, bytes memory data) = prediction.staticcall(abi.encodeWithSignature("getUserRounds(address,uint256,uint256)", user, 0, 1));
        if (!ok || data.length < 96) return 0;
        uint256[] memory epochs = abi.decode(data, (uint256[]));
        return epochs.length == 0 ? 0 : epochs[0];
    }

    /// Which badges `user` may collect now: Syrup Soaker, Clairvoyant, and the battle badge's campaign (0: none).
    function claimable(address user) external view returns (bool syrupSoaker, bool clairvoyant, uint256 battleCampaign) {
        syrupSoaker = canClaimSyrupSoaker(user);
        clairvoyant = canClaimClairvoyant(user);
        uint256 badge = battleBadgeOf(user);
        battleCampaign = badge != 0 && _eligible(user, BATTLE_CAMPAIGN_BASE) ? badge : 0;
    }

    // ---------------------------------------------------------------- internals

    function _eligible(address user, uint256 kind) private view returns (bool) {
        return !hasClaimed[user][kind] && profile.getUserStatus(user);
    }

    function _award(address user, uint256 kind, uint256 campaignId, uint256 points) private {
        hasClaimed[user][kind] = true;
        profile.increaseUserPoints(user, points, campaignId);
        emit AchievementClaimed(user, campaignId, points);
    }
}
