// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Shared accounting of the Syrup pools (stake one asset, earn `rewardToken` per block)
/// @notice Rewards accrue from `startBlock` to `bonusEndBlock` at `rewardPerBlock`, shared pro rata over the stake.
///         The pool is funded by transferring reward tokens to it; a payout larger than the funds revert (the
///         staker can still leave with emergencyWithdraw, forfeiting rewards). When the staked asset is also the
///         reward token, staked funds are never counted as rewards (`rewardBalance`).
///
///         Per-user limit: while `hasUserLimit`, a user's stake may not exceed `poolLimitPerUser` (0 = no limit
///         in the app's config). Before the start block the owner may set anything; afterwards the limit can
///         only be raised or removed, never introduced or tightened under existing stakers.
///
///         Subclasses move the staked asset (ERC20 in SousChef, native BNB in SousChefBNB).
abstract contract SousChefBase is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount; // staked
        uint256 rewardDebt; // amount * accTokenPerShare / PRECISION_FACTOR at the last settlement
    }

    IERC20 public immutable rewardToken;
    /// @notice Scale of accTokenPerShare: 10**(30 - reward decimals).
    uint256 public immutable PRECISION_FACTOR;

    uint256 public rewardPerBlock;
    uint256 public startBlock;
    /// @notice Last block that earns rewards (MasterChef/SousChef name; the app reads it as the end block).
    uint256 public bonusEndBlock;
    uint256 public lastRewardBlock;
    uint256 public accTokenPerShare;
    bool public hasUserLimit;
    uint256 public poolLimitPerUser;
    uint256 public totalStaked;

    mapping(address => UserInfo) public userInfo;

    event Deposit(address indexed user, uint256 amount);
    event Withdraw(address indexed user, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 amount);
    event Harvest(address indexed user, uint256 amount);
    event NewPoolLimit(bool hasUserLimit, uint256 poolLimitPerUser);
    event NewRewardPerBlock(uint256 rewardPerBlock);
    event NewStartAndEndBlocks(uint256 startBlock, uint256 endBlock);
    event RewardsStop(uint256 blockNumber);
    event EmergencyRewardWithdraw(uint256 amount);
    event AdminTokenRecovery(address indexed token, uint256 amount);

    error SousChef__BadBlocks();
    error SousChef__AlreadyStarted();
    error SousChef__AboveUserLimit(uint256 limit);
    error SousChef__LimitCanOnlyLoosen();
    error SousChef__InsufficientStake(uint256 staked, uint256 requested);
    error SousChef__InsufficientRewards(uint256 available, uint256 owed);
    error SousChef__CannotRecover(address token);
    error SousChef__BadDecimals();

    constructor(
        IERC20Metadata rewardToken_,
        uint256 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address owner_
    ) Ownable(owner_) {
        if (startBlock_ >= bonusEndBlock_) revert SousChef__BadBlocks();
        uint8 dec = rewardToken_.decimals();
        if (dec >= 30) revert SousChef__BadDecimals();
        rewardToken = rewardToken_;
        PRECISION_FACTOR = 10 ** (30 - uint256(dec));
        rewardPerBlock = rewardPerBlock_;
        startBlock = startBlock_;
        bonusEndBlock = bonusEndBlock_;
        lastRewardBlock = startBlock_;
        if (poolLimitPerUser_ > 0) {
            hasUserLimit = true;
            poolLimitPerUser = poolLimitPerUser_;
        }
    }

    // ------------------------------------------------------------------ views

    /// @notice Reward blocks between `from` and `to`, clipped to the reward window.
    function getMultiplier(uint256 from, uint256 to) public view returns (uint256) {
        if (from < startBlock) from = startBlock;
        if (to > bonusEndBlock) to = bonusEndBlock;
        return to > from ? to - from : 0;
    }

    /// @notice Rewards `user` would receive if they harvested in the current block.
    function pendingReward(address user) external view returns (uint256) {
        UserInfo storage u = userInfo[user];
        uint256 acc = accTokenPerShare;
        if (block.number > lastRewardBlock && totalStaked != 0) {
            acc += (getMultiplier(lastRewardBlock, block.number) * rewardPerBlock * PRECISION_FACTOR) / totalStaked;
        }
        return (u.amount * acc) / PRECISION_FACTOR - u.rewardDebt;
    }

    /// @notice Reward tokens held for payouts (excludes staked funds when staked and reward token are the same).
    function rewardBalance() public view returns (uint256) {
        uint256 bal = rewardToken.balanceOf(address(this));
        if (_stakedTokenAddress() == address(rewardToken)) bal -= totalStaked;
        return bal;
    }

    // ------------------------------------------------------------------ user actions

    /// @notice Unstakes `amount` after paying pending rewards.
    function withdraw(uint256 amount) external nonReentrant {
        UserInfo storage u = userInfo[msg.sender];
        if (u.amount < amount) revert SousChef__InsufficientStake(u.amount, amount);
        _updatePool();
        _payPending(u);
        if (amount > 0) {
            u.amount -= amount;
            totalStaked -= amount;
        }
        u.rewardDebt = (u.amount * accTokenPerShare) / PRECISION_FACTOR;
        if (amount > 0) _sendStake(msg.sender, amount);
        emit Withdraw(msg.sender, amount);
    }

    /// @notice Returns the whole stake without rewards. Always available.
    function emergencyWithdraw() external nonReentrant {
        UserInfo storage u = userInfo[msg.sender];
        uint256 amount = u.amount;
        u.amount = 0;
        u.rewardDebt = 0;
        totalStaked -= amount;
        if (amount > 0) _sendStake(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, amount);
    }

    // ------------------------------------------------------------------ owner

    /// @notice Sets the per-user limit: freely before the start block, afterwards only a higher limit or none.
    function updatePoolLimitPerUser(bool hasUserLimit_, uint256 poolLimitPerUser_) external onlyOwner {
        if (hasUserLimit_ && poolLimitPerUser_ == 0) hasUserLimit_ = false;
        if (block.number >= startBlock) {
            bool loosens = !hasUserLimit_ || (hasUserLimit && poolLimitPerUser_ > poolLimitPerUser);
            if (!loosens) revert SousChef__LimitCanOnlyLoosen();
        }
        hasUserLimit = hasUserLimit_;
        poolLimitPerUser = hasUserLimit_ ? poolLimitPerUser_ : 0;
        emit NewPoolLimit(hasUserLimit, poolLimitPerUser);
    }

    function updateRewardPerBlock(uint256 rewardPerBlock_) external onlyOwner {
        if (block.number >= startBlock) revert SousChef__AlreadyStarted();
        rewardPerBlock = rewardPerBlock_;
        emit NewRewardPerBlock(rewardPerBlock_);
    }

    function updateStartAndEndBlocks(uint256 startBlock_, uint256 bonusEndBlock_) external onlyOwner {
        if (block.number >= startBlock) revert SousChef__AlreadyStarted();
        if (startBlock_ >= bonusEndBlock_ || startBlock_ <= block.number) revert SousChef__BadBlocks();
        startBlock = startBlock_;
        bonusEndBlock = bonusEndBlock_;
        lastRewardBlock = startBlock_;
        emit NewStartAndEndBlocks(startBlock_, bonusEndBlock_);
    }

    /// @notice Ends rewards at the current block (rewards accrued so far stay payable).
    function stopReward() external onlyOwner {
        if (block.number < bonusEndBlock) {
            bonusEndBlock = block.number;
            if (startBlock > block.number) startBlock = block.number;
        }
        emit RewardsStop(block.number);
    }

    /// @notice Takes unstaked reward tokens back (pending rewards may then become unpayable: emergencyWithdraw).
    function emergencyRewardWithdraw(uint256 amount) external onlyOwner {
        uint256 available = rewardBalance();
        if (amount > available) revert SousChef__InsufficientRewards(available, amount);
        rewardToken.safeTransfer(msg.sender, amount);
        emit EmergencyRewardWithdraw(amount);
    }

    /// @notice Sends tokens sent here by mistake to the owner (never the staked or the reward token).
    function recoverWrongTokens(address token, uint256 amount) external onlyOwner {
        if (token == _stakedTokenAddress() || token == address(rewardToken)) revert SousChef__CannotRecover(token);
        IERC20(token).safeTransfer(msg.sender, amount);
        emit AdminTokenRecovery(token, amount);
    }

    // ------------------------------------------------------------------ internals

    /// @dev Settles rewards, then stakes `requested` for the caller (checked against the per-user limit).
    function _deposit(uint256 requested) internal {
        UserInfo storage u = userInfo[msg.sender];
        if (hasUserLimit && requested > 0 && u.amount + requested > poolLimitPerUser) {
            revert SousChef__AboveUserLimit(poolLimitPerUser);
        }
        _updatePool();
        _payPending(u);
        // Pending rewards are paid before the stake arrives, so a same-token pool never counts it as rewards.
        uint256 received = requested > 0 ? _receiveStake(requested) : 0;
        if (received > 0) {
            u.amount += received;
            totalStaked += received;
        }
        u.rewardDebt = (u.amount * accTokenPerShare) / PRECISION_FACTOR;
        emit Deposit(msg.sender, received);
    }

    function _updatePool() internal {
        if (block.number <= lastRewardBlock) return;
        if (totalStaked == 0) {
            lastRewardBlock = block.number;
            return;
        }
        uint256 reward = getMultiplier(lastRewardBlock, block.number) * rewardPerBlock;
        accTokenPerShare += (reward * PRECISION_FACTOR) / totalStaked;
        lastRewardBlock = block.number;
    }

    function _payPending(UserInfo storage u) internal {
        if (u.amount == 0) return;
        uint256 pending = (u.amount * accTokenPerShare) / PRECISION_FACTOR - u.rewardDebt;
        if (pending == 0) return;
        uint256 available = rewardBalance();
        if (pending > available) revert SousChef__InsufficientRewards(available, pending);
        rewardToken.safeTransfer(msg.sender, pending);
        emit Harvest(msg.sender, pending);
    }

    /// @dev Takes `requested` of the staked asset from the caller; returns what arrived.
    function _receiveStake(uint256 requested) internal virtual returns (uint256 received);

    function _sendStake(address to, uint256 amount) internal virtual;

    /// @dev The staked ERC20, or address(0) for the native coin.
    function _stakedTokenAddress() internal view virtual returns (address);
}
