// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";

/// @title The ERC20 surface of a test token whose balances are internal units at a moving rate (18 decimals)
/// @notice TaxedToken (reflection units) and RebasingToken (gons) keep each account's share in their own units and
///         convert to tokens at a rate that changes without a transfer, so neither can use OpenZeppelin's ERC20, whose
///         balances are stored in tokens. What they have in common is here: name, symbol, decimals, allowances,
///         approve, transfer and transferFrom (an allowance of type(uint256).max is never decreased). Each token
///         keeps its own balances, supply and `_transfer`, and names its reverts after itself (`_ledgerName`).
abstract contract UnitLedgerERC20 is IERC20Metadata {
    string private _name;
    string private _symbol;

    mapping(address => mapping(address => uint256)) private _allowances;

    constructor(string memory name_, string memory symbol_) {
        _name = name_;
        _symbol = symbol_;
    }

    function name() external view returns (string memory) {
        return _name;
    }

    function symbol() external view returns (string memory) {
        return _symbol;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function allowance(address owner_, address spender) external view returns (uint256) {
        return _allowances[owner_][spender];
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = _allowances[from][msg.sender];
        if (allowed != type(uint256).max) {
            // The reason is built only when it is given, so a transfer within its allowance pays nothing for it.
            if (allowed < amount) revert(string.concat(_ledgerName(), ": INSUFFICIENT_ALLOWANCE"));
            unchecked {
                _allowanceSpent(from, msg.sender, allowed - amount);
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    /// @dev The contract's name, the prefix of its revert reasons ("TaxedToken: ...").
    function _ledgerName() internal pure virtual returns (string memory);

    /// @dev Moves `amount` tokens (in the token's own units inside) and emits Transfer.
    function _transfer(address from, address to, uint256 amount) internal virtual;

    /// @dev Sets an allowance and emits Approval; a token may check the addresses first.
    function _approve(address owner_, address spender, uint256 amount) internal virtual {
        _allowances[owner_][spender] = amount;
        emit Approval(owner_, spender, amount);
    }

    /// @dev What is left of an allowance after transferFrom: stored without an event unless the token says otherwise.
    function _allowanceSpent(address owner_, address spender, uint256 left) internal virtual {
        _allowances[owner_][spender] = left;
    }
}
