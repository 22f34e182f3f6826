// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The ERC20 functions the pair and router read
interface IERC20Minimal {
    function balanceOf(address owner) external view returns (uint256);
}
