// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {UnitLedgerERC20} from "../UnitLedgerERC20.sol";

/// @title Elastic-supply test token (Ampleforth-style rebases), for the devnet's safety verdicts
/// @notice Accounts hold fixed "gons"; a balance is gons / gonsPerFragment. A rebase by the owner changes the total
///         supply and with it every balance in the same proportion, without a transfer: a pool's balance then drifts
///         away from its recorded reserve until the pool next syncs. Transfers move exact token amounts
///         (value * gonsPerFragment gons), so between rebases the token behaves like a plain ERC20.
contract RebasingToken is UnitLedgerERC20, Ownable {
    uint256 private constant MAX_UINT256 = type(uint256).max;

    uint256 private immutable _totalGons;
    uint256 private _totalSupply;
    uint256 private _gonsPerFragment;

    mapping(address => uint256) private _gons;

    /// @notice The supply changed by `deltaBps` basis points (signed) to `totalSupply`.
    event Rebased(int256 deltaBps, uint256 totalSupply);

    /// @param supply initial supply in the smallest unit (18 decimals), all to the deployer
    constructor(string memory name_, string memory symbol_, uint256 supply) UnitLedgerERC20(name_, symbol_) Ownable(msg.sender) {
        require(supply > 0 && supply <= type(uint128).max, "RebasingToken: BAD_SUPPLY");
        _totalGons = MAX_UINT256 - (MAX_UINT256 % supply);
        _totalSupply = supply;
        _gonsPerFragment = _totalGons / supply;
        _gons[msg.sender] = _totalGons;
        emit Transfer(address(0), msg.sender, supply);
    }

    /// @notice Scales every balance by (10000 + deltaBps) / 10000.
    function rebase(int256 deltaBps) external onlyOwner {
        require(deltaBps > -10_000 && deltaBps <= 10_000, "RebasingToken: BAD_DELTA");
        uint256 next = (_totalSupply * uint256(10_000 + deltaBps)) / 10_000;
        require(next > 0 && next <= type(uint128).max, "RebasingToken: BAD_SUPPLY");
        _totalSupply = next;
        _gonsPerFragment = _totalGons / next;
        emit Rebased(deltaBps, next);
    }

    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    function balanceOf(address account) external view returns (uint256) {
        return _gons[account] / _gonsPerFragment;
    }

    function _ledgerName() internal pure override returns (string memory) {
        return "RebasingToken";
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(to != address(0), "RebasingToken: TRANSFER_TO_ZERO");
        require(value <= _gons[from] / _gonsPerFragment, "RebasingToken: TRANSFER_EXCEEDS_BALANCE");
        uint256 gons = value * _gonsPerFragment;
        _gons[from] -= gons;
        _gons[to] += gons;
        emit Transfer(from, to, value);
    }
}
