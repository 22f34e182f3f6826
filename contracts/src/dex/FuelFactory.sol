// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {FuelPair} from "./FuelPair.sol";

/// @title FuelSwap pair factory
/// @notice Deploys one FuelPair per unordered token pair with CREATE2 (salt = keccak256(token0, token1)),
///         so pair addresses can be computed off-chain from this factory's address and INIT_CODE_PAIR_HASH.
/// @dev feeTo receives the protocol fee (see FuelPair); feeToSetter may change feeTo and hand over its role.
contract FuelFactory {
    /// @notice keccak256 of FuelPair's creation code, the CREATE2 init code hash of every pair.
    bytes32 public constant INIT_CODE_PAIR_HASH = keccak256(abi.encodePacked(type(FuelPair).creationCode));

    address public feeTo;
    address public feeToSetter;

    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;

    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

    constructor(address _feeToSetter) {
        feeToSetter = _feeToSetter;
    }

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        require(tokenA != tokenB, "Fuel: IDENTICAL_ADDRESSES");
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(token0 != address(0), "Fuel: ZERO_ADDRESS");
        require(getPair[token0][token1] == address(0), "Fuel: PAIR_EXISTS");
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        FuelPair created = new FuelPair{salt: salt}();
        created.initialize(token0, token1);
        pair = address(created);
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    function setFeeTo(address _feeTo) external {
        require(msg.sender == feeToSetter, "Fuel: FORBIDDEN");
        feeTo = _feeTo;
    }

    function setFeeToSetter(address _feeToSetter) external {
        require(msg.sender == feeToSetter, "Fuel: FORBIDDEN");
        feeToSetter = _feeToSetter;
    }
}
