// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title FUEL, the platform token ("Fuel Token", 9 decimals)
/// @notice Only the owner mints. Ownership is meant to move to the farm (MasterChef-style) contract,
///         which then is the only minter: FuelChef mints only its emission (at most MAX_FUEL_PER_BLOCK, 100 FUEL
///         per block) and has no function that mints otherwise or hands this ownership on. Holders can burn their own tokens (used by buyback-and-burn)
///         and approve by EIP-2612 signature (domain name "Fuel Token", version "1").
contract FuelToken is ERC20, ERC20Burnable, ERC20Permit, Ownable {
    constructor() ERC20("Fuel Token", "FUEL") ERC20Permit("Fuel Token") Ownable(msg.sender) {}

    function decimals() public pure override returns (uint8) {
        return 9;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
