// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice What the competition needs of the profile registry.
interface ICompetitionProfile {
    function getUserStatus(address user) external view returns (bool);
    function getUserProfile(address user)
        external
        view
        returns (uint256 userId, uint256 numberPoints, uint256 teamId, address nftAddress, uint256 tokenId, bool isActive);
    function increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId) external;
}

/// @notice The collectible a top trader receives (FuelBunnies.mint, with MINTER_ROLE granted to this contract).
interface ICompetitionNft {
    function mint(address to, string calldata uri, uint8 bunnyId) external returns (uint256);
}

/// @title The team trading battle
/// @notice Statuses move forward only, set by the owner: Registration → Open (live) → Close (calculating) →
///         Claiming → Over. Accounts with an active profile register during Registration (their team is the
///         profile's). After the battle the owner writes each registered account's reward group (from the
///         indexer's volumes: 0 = none, 1..5 = tiers) and team rank; in Claiming each registered account claims
///         once: FUEL, points and, for the top group, a collectible.
///         Claiming lasts at least CLAIM_PERIOD: `claimEndsAt` is fixed (and public) when it opens, and only after
///         it may the owner end the battle and take back what nobody claimed.
/// @dev Written for this project. Rewards are paid only in Claiming, only to registered accounts, only once.
contract FuelTradingCompetition is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    enum Status {
        Registration,
        Open,
        Close,
        Claiming,
        Over
    }

    struct UserStats {
        bool hasRegistered;
        bool hasClaimed;
        uint8 rewardGroup; // 0 = nothing to claim
        uint256 teamId;
    }

    struct Reward {
        uint256 fuelAmount;
        uint256 points;
        bool nft;
    }

    IERC20 public immutable fuel;
    ICompetitionProfile public immutable profile;
    ICompetitionNft public immutable nft;
    uint8 public immutable nftBunnyId;
    uint256 public immutable campaignId;
    string public nftURI;

    Status public currentStatus;
    uint256 public numberRegistered;
    mapping(address => UserStats) public userStats;
    /// @notice Team rank (1 = first) once the battle is over; 0 until set.
    mapping(uint256 => uint256) public teamRank;
    /// @notice Reward by team rank (1..3) and group (1..5).
    mapping(uint256 => mapping(uint8 => Reward)) public rewards;
    /// @notice FUEL promised to claimants that have not claimed yet (the contract must hold at least this).
    uint256 public fuelOwed;
    /// @notice The shortest claim phase: winners always have this long to claim before the owner can end it.
    uint256 public constant CLAIM_PERIOD = 7 days;
    /// @notice When claiming may end (unix seconds): set once, when claiming opens; 0 before.
    uint256 public claimEndsAt;

    event NewCompetitionStatus(Status status);
    event UserRegister(address indexed user, uint256 teamId);
    event UserUpdateMultiple(address[] users, uint8 rewardGroup);
    event TeamRankSet(uint256 indexed teamId, uint256 rank);
    event RewardSet(uint256 teamRank, uint8 group, uint256 fuelAmount, uint256 points, bool nft);
    event UserClaim(address indexed user, uint256 fuelAmount, uint256 points, bool nft);

    constructor(
        IERC20 fuel_,
        ICompetitionProfile profile_,
        ICompetitionNft nft_,
        uint8 nftBunnyId_,
        string memory nftURI_,
        uint256 campaignId_,
        address owner_
    ) Ownable(owner_) {
        fuel = fuel_;
        profile = profile_;
        nft = nft_;
        nftBunnyId = nftBunnyId_;
        nftURI = nftURI_;
        campaignId = campaignId_;
    }

    // ------------------------------------------------------------------ users

    function register() external {
        require(currentStatus == Status.Registration, "Competition: registration is closed");
        UserStats storage u = userStats[msg.sender];
        require(!u.hasRegistered, "Competition: already registered");
        require(profile.getUserStatus(msg.sender), "Competition: an active profile is required");
        (,, uint256 teamId,,,) = profile.getUserProfile(msg.sender);
        u.hasRegistered = true;
        u.teamId = teamId;
        numberRegistered++;
        emit UserRegister(msg.sender, teamId);
    }

    function claimReward() external nonReentrant {
        require(currentStatus == Status.Claiming, "Competition: not in the claim phase");
        UserStats storage u = userStats[msg.sender];
        require(u.hasRegistered, "Competition: not registered");
        require(!u.hasClaimed, "Competition: already claimed");
        require(u.rewardGroup > 0, "Competition: nothing to claim");
        Reward memory r = rewards[teamRank[u.teamId]][u.rewardGroup];
        u.hasClaimed = true;
        fuelOwed -= r.fuelAmount;
        if (r.fuelAmount > 0) fuel.safeTransfer(msg.sender, r.fuelAmount);
        if (r.points > 0) profile.increaseUserPoints(msg.sender, r.points, campaignId);
        if (r.nft) nft.mint(msg.sender, nftURI, nftBunnyId);
        emit UserClaim(msg.sender, r.fuelAmount, r.points, r.nft);
    }

    /// @notice hasRegistered, hasClaimed, rewardGroup, teamId, teamRank, FUEL, points, collectible to claim.
    function claimInformation(address user)
        external
        view
        returns (bool, bool, uint8, uint256, uint256, uint256, uint256, bool)
    {
        UserStats storage u = userStats[user];
        uint256 rank = teamRank[u.teamId];
        Reward memory r = u.rewardGroup > 0 ? rewards[rank][u.rewardGroup] : Reward(0, 0, false);
        return (u.hasRegistered, u.hasClaimed, u.rewardGroup, u.teamId, rank, r.fuelAmount, r.points, r.nft);
    }

    // ------------------------------------------------------------------ owner

    function updateCompetitionStatus(Status status) external onlyOwner {
        require(uint8(status) == uint8(currentStatus) + 1, "Competition: statuses move forward one at a time");
        if (status == Status.Claiming) {
            require(fuel.balanceOf(address(this)) >= fuelOwed, "Competition: rewards not funded");
            claimEndsAt = block.timestamp + CLAIM_PERIOD;
        }
        // Ending the battle lets the owner withdraw what is unclaimed: never before the published end of claiming.
        if (status == Status.Over) require(block.timestamp >= claimEndsAt, "Competition: the claim period is not over");
        currentStatus = status;
        emit NewCompetitionStatus(status);
    }

    function setReward(uint256 rank, uint8 group, uint256 fuelAmount, uint256 points, bool withNft) external onlyOwner {
        require(currentStatus < Status.Close, "Competition: rewards are set before the battle ends");
        require(rank >= 1 && rank <= 3 && group >= 1 && group <= 5, "Competition: bad rank or group");
        rewards[rank][group] = Reward(fuelAmount, points, withNft);
        emit RewardSet(rank, group, fuelAmount, points, withNft);
    }

    function setTeamRank(uint256 teamId, uint256 rank) external onlyOwner {
        require(currentStatus == Status.Close, "Competition: ranks are set while calculating");
        require(rank >= 1 && rank <= 3, "Competition: bad rank");
        require(teamRank[teamId] == 0, "Competition: team rank already set");
        teamRank[teamId] = rank;
        emit TeamRankSet(teamId, rank);
    }

    /// @notice Reward groups from the battle's volumes (while calculating); recomputes the FUEL owed.
    function updateUserRewardGroups(address[] calldata users, uint8 group) external onlyOwner {
        require(currentStatus == Status.Close, "Competition: groups are set while calculating");
        require(group <= 5, "Competition: bad group");
        for (uint256 i; i < users.length; i++) {
            UserStats storage u = userStats[users[i]];
            require(u.hasRegistered, "Competition: not registered");
            uint256 rank = teamRank[u.teamId];
            require(rank > 0, "Competition: team rank not set");
            if (u.rewardGroup > 0) fuelOwed -= rewards[rank][u.rewardGroup].fuelAmount;
            u.rewardGroup = group;
            if (group > 0) fuelOwed += rewards[rank][group].fuelAmount;
        }
        emit UserUpdateMultiple(users, group);
    }

    /// @notice After the battle is over (at least CLAIM_PERIOD after claiming opened), the FUEL nobody can claim
    ///         any more.
    function withdrawUnclaimed(uint256 amount) external onlyOwner {
        require(currentStatus == Status.Over, "Competition: not over");
        fuel.safeTransfer(msg.sender, amount);
    }
}
