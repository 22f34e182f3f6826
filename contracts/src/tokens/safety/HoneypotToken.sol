// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

interface IPairFactory {
    function createPair(address tokenA, address tokenB) external returns (address pair);
}

/// @title Test token that can be bought but not sold (a "honeypot"), for the devnet's safety verdicts
/// @notice It creates its own pool with `quote` at deployment (as such tokens do, so the pool exists before anyone
///         trades) and refuses every transfer into that pool except the owner's: buying (the pool paying out) and
///         sending to anyone else work, selling reverts. The owner mints and seeds the pool.
contract HoneypotToken is ERC20, Ownable {
    address public immutable market;

    constructor(string memory name_, string memory symbol_, address factory, address quote) ERC20(name_, symbol_) Ownable(msg.sender) {
        market = IPairFactory(factory).createPair(address(this), quote);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        require(to != market || from == owner(), "HoneypotToken: SELL_BLOCKED");
        super._update(from, to, value);
    }
}
