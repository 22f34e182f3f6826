// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SousChefBase} from "./SousChefBase.sol";

/// @title Syrup pool: stake `stakedToken`, earn `rewardToken` per block between startBlock and bonusEndBlock
/// @notice deposit(amount) stakes (deposit(0) harvests), withdraw(amount) unstakes and harvests,
///         emergencyWithdraw() leaves without rewards. Fund it by transferring reward tokens to it.
///         A pool that stakes a partner token and earns FUEL is this contract with FUEL as reward token.
contract SousChef is SousChefBase {
    using SafeERC20 for IERC20;

    IERC20 public immutable stakedToken;

    /// @param poolLimitPerUser_ maximum stake per user, 0 for none
    /// @param owner_ receives the owner role (reward withdrawal, limits, schedule before start)
    constructor(
        IERC20Metadata stakedToken_,
        IERC20Metadata rewardToken_,
        uint256 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address owner_
    ) SousChefBase(rewardToken_, rewardPerBlock_, startBlock_, bonusEndBlock_, poolLimitPerUser_, owner_) {
        stakedToken = stakedToken_;
    }

    /// @notice Stakes `amount` (after paying pending rewards); 0 only harvests. Needs an allowance.
    function deposit(uint256 amount) external nonReentrant {
        _deposit(amount);
    }

    function _receiveStake(uint256 requested) internal override returns (uint256) {
        uint256 before = stakedToken.balanceOf(address(this));
        stakedToken.safeTransferFrom(msg.sender, address(this), requested);
        return stakedToken.balanceOf(address(this)) - before;
    }

    function _sendStake(address to, uint256 amount) internal override {
        stakedToken.safeTransfer(to, amount);
    }

    function _stakedTokenAddress() internal view override returns (address) {
        return address(stakedToken);
    }
}
