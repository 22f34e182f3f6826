// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Wrapped BNB: an 18-decimal ERC20 backed 1:1 by the native coin held in this contract
/// @notice deposit() (or a plain transfer of native coin) wraps, withdraw(wad) unwraps.
contract WBNB is ERC20 {
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    constructor() ERC20("Wrapped BNB", "WBNB") {}

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        _burn(msg.sender, wad); // reverts with ERC20InsufficientBalance when wad exceeds the balance
        emit Withdrawal(msg.sender, wad);
        (bool ok,) = msg.sender.call{value: wad}("");
        require(ok, "WBNB: NATIVE_TRANSFER_FAILED");
    }
}
