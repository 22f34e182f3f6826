// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title AchievementSourcesMock: a stand-in chef and prediction market for FuelAchievements (tests)
/// @notice Anyone sets a user's stake in a pool and adds the rounds a user bet in; the views have the shapes
///         FuelAchievements reads: the chef's `userInfo(pid, user)` and the market's `getUserRounds` (epochs oldest
///         first, the bets, the next cursor).
contract AchievementSourcesMock {
    struct BetInfo {
        uint8 position;
        uint256 amount;
        bool claimed;
    }

    mapping(uint256 => mapping(address => uint256)) private _staked;
    mapping(address => uint256[]) private _rounds;

    function setStake(uint256 pid, address user, uint256 amount) external {
        _staked[pid][user] = amount;
    }

    function addRound(address user, uint256 epoch) external {
        _rounds[user].push(epoch);
    }

    function userInfo(uint256 pid, address user) external view returns (uint256 amount, uint256 rewardDebt) {
        return (_staked[pid][user], 0);
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
            bets[i] = BetInfo(1, 1, false);
        }
        nextCursor = cursor + length;
    }
}
