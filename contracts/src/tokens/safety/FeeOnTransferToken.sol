// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Test token that keeps a fixed share of every transfer (a "transfer tax"), for the devnet's safety verdicts
/// @notice Every transfer between two addresses that are not the owner pays `feeBps` basis points of the amount to
///         the owner; the recipient is credited with the rest. A buy (pair to buyer) and a sell (seller to pair) are
///         transfers like any other, so the tax is the same both ways. The owner mints and is never taxed, so it can
///         seed pools with exact amounts.
contract FeeOnTransferToken is ERC20, Ownable {
    uint256 public immutable feeBps;

    constructor(string memory name_, string memory symbol_, uint256 feeBps_) ERC20(name_, symbol_) Ownable(msg.sender) {
        require(feeBps_ < 10_000, "FeeOnTransferToken: BAD_FEE");
        feeBps = feeBps_;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        address collector = owner();
        if (from == address(0) || to == address(0) || from == collector || to == collector) {
            super._update(from, to, value);
            return;
        }
        uint256 fee = (value * feeBps) / 10_000;
        super._update(from, collector, fee);
        super._update(from, to, value - fee);
    }
}
