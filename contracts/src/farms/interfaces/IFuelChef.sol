// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice What the FuelVault needs from the FuelChef (pool 0 staking).
interface IFuelChef {
    function enterStaking(uint256 amount) external;

    function leaveStaking(uint256 amount) external;

    function emergencyWithdraw(uint256 pid) external;

    function pendingCake(uint256 pid, address user) external view returns (uint256);

    function userInfo(uint256 pid, address user) external view returns (uint256 amount, uint256 rewardDebt);

    function fuel() external view returns (address);

    function syrup() external view returns (address);
}

/// @notice The FUEL token as the chef sees it: an ERC20 whose owner (the chef) mints.
interface IFuelMintable {
    function mint(address to, uint256 amount) external;
}
