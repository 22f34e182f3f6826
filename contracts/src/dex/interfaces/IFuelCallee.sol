// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Flash-swap callback: `FuelPair.swap` calls this on `to` when `data` is non-empty.
interface IFuelCallee {
    function fuelCall(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}
