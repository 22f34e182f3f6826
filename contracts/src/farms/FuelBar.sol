// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title SYRUP ("Fuel Syrup"): the receipt for FUEL staked in pool 0 of the FuelChef, and the chef's reward reserve
/// @notice Created by the FuelChef in its constructor, which owns it for life:
///           - enterStaking mints SYRUP 1:1 to the staker, leaveStaking burns it again, so SYRUP supply equals
///             the FUEL staked in pool 0 (minus what emergency exits could not burn, see FuelChef);
///           - every FUEL reward the chef mints is minted to this contract, and the chef pays rewards out of it
///             with `safeFuelTransfer`. Keeping rewards here, apart from the chef, means staked FUEL (pool 0) and
///             reward FUEL can never be confused.
///         SYRUP is an ordinary transferable ERC20 with FUEL's 9 decimals. A holder who gives SYRUP away cannot
///         leaveStaking until they hold enough SYRUP again (emergencyWithdraw still works).
contract FuelBar is ERC20, Ownable {
    using SafeERC20 for IERC20;

    /// @notice The platform token held here as the reward reserve.
    IERC20 public immutable fuel;

    constructor(IERC20 fuel_) ERC20("Fuel Syrup", "SYRUP") Ownable(msg.sender) {
        fuel = fuel_;
    }

    function decimals() public pure override returns (uint8) {
        return 9;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function burn(address from, uint256 amount) external onlyOwner {
        _burn(from, amount);
    }

    /// @notice Pays `amount` FUEL of rewards to `to`, or the whole reserve if it holds less (rounding can
    ///         only ever leave dust here, never a shortfall, but a payout must not revert a withdrawal).
    /// @return paid what was actually transferred
    function safeFuelTransfer(address to, uint256 amount) external onlyOwner returns (uint256 paid) {
        uint256 reserve = fuel.balanceOf(address(this));
        paid = amount > reserve ? reserve : amount;
        if (paid > 0) fuel.safeTransfer(to, paid);
    }
}
