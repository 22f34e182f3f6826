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
///         The owner's reward withdrawal has a floor every staker can read: `committedRewards()`, what the pool
///         owes its stakers (earned, not yet paid) plus rewardPerBlock for every block still to come up to the end
///         block. emergencyRewardWithdraw only takes reward tokens beyond it, so a funded pool always pays what
///         was earned and what will be earned until the end. The owner can still end the rewards early
///         (stopReward): the blocks after the stop are then no longer owed and their funds may be taken back.
///         Rewards are settled rounding down for the staker (rewardDebt rounds up), so stakers are never paid a
///         rounding unit the pool did not accrue and the owed total is exact.
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
        uint256 rewardDebt; // amount * accTokenPerShare / PRECISION_FACTOR at the last settlement, rounded up
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
    /// @notice Rewards accrued to stakers up to lastRewardBlock and not yet paid (nor forfeited): at least the
    ///         sum of every staker's pending reward at that block.
    uint256 public owedRewards;

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
        return _pending(u, acc);
    }

    /// @notice What the pool owes its stakers up to the end block: rewards earned and not yet paid, plus
    ///         rewardPerBlock for each block still to earn (blocks no one is staked in are not owed once they
    ///         pass). The owner can never withdraw reward tokens below this.
    function committedRewards() public view returns (uint256) {
        uint256 from = lastRewardBlock;
        // Without stakers the blocks since the last update earned nothing (updating skips them).
        if (totalStaked == 0 && block.number > from) from = block.number;
        return owedRewards + getMultiplier(from, bonusEndBlock) * rewardPerBlock;
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
        u.rewardDebt = _debt(u.amount);
        if (amount > 0) _sendStake(msg.sender, amount);
        emit Withdraw(msg.sender, amount);
    }

    /// @notice Returns the whole stake without rewards. Always available.
    function emergencyWithdraw() external nonReentrant {
        UserInfo storage u = userInfo[msg.sender];
        uint256 amount = u.amount;
        // The forfeited rewards are no longer owed to anyone (they become the owner's to withdraw).
        owedRewards -= _pending(u, accTokenPerShare);
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

    /// @notice Before the start only. A rate that promises more than a funded pool holds is refused.
    function updateRewardPerBlock(uint256 rewardPerBlock_) external onlyOwner {
        if (block.number >= startBlock) revert SousChef__AlreadyStarted();
        uint256 committedBefore = committedRewards();
        rewardPerBlock = rewardPerBlock_;
        _checkFunded(committedBefore);
        emit NewRewardPerBlock(rewardPerBlock_);
    }

    /// @notice Before the start only. A window that promises more than a funded pool holds is refused.
    function updateStartAndEndBlocks(uint256 startBlock_, uint256 bonusEndBlock_) external onlyOwner {
        if (block.number >= startBlock) revert SousChef__AlreadyStarted();
        if (startBlock_ >= bonusEndBlock_ || startBlock_ <= block.number) revert SousChef__BadBlocks();
        uint256 committedBefore = committedRewards();
        startBlock = startBlock_;
        bonusEndBlock = bonusEndBlock_;
        lastRewardBlock = startBlock_;
        _checkFunded(committedBefore);
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

    /// @notice Takes back reward tokens beyond what is owed to stakers up to the end block (committedRewards).
    function emergencyRewardWithdraw(uint256 amount) external onlyOwner {
        _updatePool();
        uint256 balance = rewardBalance();
        uint256 committed = committedRewards();
        uint256 available = balance > committed ? balance - committed : 0;
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
        u.rewardDebt = _debt(u.amount);
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
        owedRewards += reward;
        lastRewardBlock = block.number;
    }

    function _payPending(UserInfo storage u) internal {
        if (u.amount == 0) return;
        uint256 pending = _pending(u, accTokenPerShare);
        if (pending == 0) return;
        uint256 available = rewardBalance();
        if (pending > available) revert SousChef__InsufficientRewards(available, pending);
        owedRewards -= pending;
        rewardToken.safeTransfer(msg.sender, pending);
        emit Harvest(msg.sender, pending);
    }

    /// @dev A schedule change may raise what the pool owes only as far as its funds go, so a pool funded for its
    ///      schedule stays able to pay every staker's withdraw (fund first, then promise more).
    function _checkFunded(uint256 committedBefore) internal view {
        uint256 committed = committedRewards();
        if (committed <= committedBefore) return;
        uint256 balance = rewardBalance();
        if (committed > balance) revert SousChef__InsufficientRewards(balance, committed);
    }

    /// @dev amount * acc / PRECISION_FACTOR - rewardDebt, rounded down, and 0 right after a settlement (when the
    ///      rounded-up debt is one unit above). Each staker is paid at most amount * (acc now - acc then), so
    ///      all payouts together never exceed what was accrued: owedRewards never underflows.
    function _pending(UserInfo storage u, uint256 acc) internal view returns (uint256) {
        uint256 earned = (u.amount * acc) / PRECISION_FACTOR;
        uint256 debt = u.rewardDebt;
        return earned > debt ? earned - debt : 0;
    }

    /// @dev The debt of `amount` at the current accTokenPerShare, rounded up.
    function _debt(uint256 amount) internal view returns (uint256) {
        uint256 product = amount * accTokenPerShare;
        return product / PRECISION_FACTOR + (product % PRECISION_FACTOR == 0 ? 0 : 1);
    }

    /// @dev Takes `requested` of the staked asset from the caller; returns what arrived.
    function _receiveStake(uint256 requested) internal virtual returns (uint256 received);

    function _sendStake(address to, uint256 amount) internal virtual;

    /// @dev The staked ERC20, or address(0) for the native coin.
    function _stakedTokenAddress() internal view virtual returns (address);
}
