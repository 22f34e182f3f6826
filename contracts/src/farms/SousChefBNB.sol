// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SousChefBase} from "./SousChefBase.sol";

/// @title Syrup pool staking the native coin (BNB) to earn `rewardToken`
/// @notice deposit() is payable: the value sent is the stake (a call without value harvests);
///         withdraw(amount) and emergencyWithdraw() return native coin. No approval is needed.
///         Plain transfers of native coin are refused (they would not be credited to anyone).
contract SousChefBNB is SousChefBase {
    error SousChefBNB__NativeTransferFailed();

    constructor(
        IERC20Metadata rewardToken_,
        uint256 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_,
        address owner_
    ) SousChefBase(rewardToken_, rewardPerBlock_, startBlock_, bonusEndBlock_, poolLimitPerUser_, owner_) {}

    /// @notice Stakes msg.value (after paying pending rewards); without value it only harvests.
    function deposit() external payable nonReentrant {
        _deposit(msg.value);
    }

    function _receiveStake(uint256 requested) internal pure override returns (uint256) {
        return requested; // msg.value, already here
    }

    function _sendStake(address to, uint256 amount) internal override {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert SousChefBNB__NativeTransferFailed();
    }

    function _stakedTokenAddress() internal pure override returns (address) {
        return address(0);
    }
}
