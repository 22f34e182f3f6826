// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IFuelPair} from "../interfaces/IFuelPair.sol";

/// @title Pricing and pair-address helpers shared by the router
/// @notice Swap fee is 0.25% per hop: 25 of every 10000 units of input stay in the pair.
///         getAmountOut: amountInWithFee = amountIn * 9975;
///                       amountOut = amountInWithFee * reserveOut / (reserveIn * 10000 + amountInWithFee)
///         getAmountIn:  amountIn = reserveIn * amountOut * 10000 / ((reserveOut - amountOut) * 9975) + 1
/// @dev Pair addresses are derived with CREATE2 from the factory and the pair's init code hash. The hash is
///      passed in (the router reads it once from the factory) so nothing here depends on a hard-coded build.
library FuelLibrary {
    uint256 internal constant FEE_DENOMINATOR = 10000;
    uint256 internal constant FEE_MULTIPLIER = 9975; // 10000 - 25

    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        require(tokenA != tokenB, "FuelLibrary: IDENTICAL_ADDRESSES");
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(token0 != address(0), "FuelLibrary: ZERO_ADDRESS");
    }

    /// @notice CREATE2 address of the pair for (tokenA, tokenB), without any external call.
    function pairFor(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        internal
        pure
        returns (address pair)
    {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        pair = address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), factory, salt, initCodeHash)))));
    }

    /// @notice Reserves of the pair, ordered as (tokenA, tokenB).
    function getReserves(address factory, bytes32 initCodeHash, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        (address token0,) = sortTokens(tokenA, tokenB);
        (uint256 reserve0, uint256 reserve1,) = IFuelPair(pairFor(factory, initCodeHash, tokenA, tokenB)).getReserves();
        (reserveA, reserveB) = tokenA == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @notice Amount of B equal in value to `amountA` at the current reserve ratio (no fee).
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) internal pure returns (uint256 amountB) {
        require(amountA > 0, "FuelLibrary: INSUFFICIENT_AMOUNT");
        require(reserveA > 0 && reserveB > 0, "FuelLibrary: INSUFFICIENT_LIQUIDITY");
        amountB = (amountA * reserveB) / reserveA;
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "FuelLibrary: INSUFFICIENT_INPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > 0, "FuelLibrary: INSUFFICIENT_LIQUIDITY");
        uint256 amountInWithFee = amountIn * FEE_MULTIPLIER;
        amountOut = (amountInWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountIn)
    {
        require(amountOut > 0, "FuelLibrary: INSUFFICIENT_OUTPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > amountOut, "FuelLibrary: INSUFFICIENT_LIQUIDITY");
        amountIn = (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * FEE_MULTIPLIER) + 1;
    }

    /// @notice Chained getAmountOut over every hop of `path`.
    function getAmountsOut(address factory, bytes32 initCodeHash, uint256 amountIn, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        require(path.length >= 2, "FuelLibrary: INVALID_PATH");
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i; i < path.length - 1; i++) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, initCodeHash, path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @notice Chained getAmountIn over every hop of `path`, from the last hop back.
    function getAmountsIn(address factory, bytes32 initCodeHash, uint256 amountOut, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        require(path.length >= 2, "FuelLibrary: INVALID_PATH");
        amounts = new uint256[](path.length);
        amounts[amounts.length - 1] = amountOut;
        for (uint256 i = path.length - 1; i > 0; i--) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, initCodeHash, path[i - 1], path[i]);
            amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
        }
    }
}
