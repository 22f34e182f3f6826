// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title PointSourceMock: a stand-in campaign source for FuelPointCenter (tests; the devnet until IFOs exist)
/// @notice Its owner sets any user's (amount, claimed) as an IFO would after a harvest.
contract PointSourceMock {
    address public immutable owner;
    mapping(address => uint256) private _amount;
    mapping(address => bool) private _claimed;

    constructor() {
        owner = msg.sender;
    }

    function setUserInfo(address user, uint256 amount, bool claimed) external {
        require(msg.sender == owner, "PointSourceMock: not owner");
        _amount[user] = amount;
        _claimed[user] = claimed;
    }

    function userInfo(address user) external view returns (uint256 amount, bool claimed) {
        return (_amount[user], _claimed[user]);
    }
}
