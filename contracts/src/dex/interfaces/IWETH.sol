// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Minimal wrapped-native-token interface used by the router (WBNB on this chain)
interface IWETH {
    function deposit() external payable;
    function transfer(address to, uint256 value) external returns (bool);
    function withdraw(uint256) external;
}
