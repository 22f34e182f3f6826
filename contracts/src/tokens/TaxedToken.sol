// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {UnitLedgerERC20} from "./UnitLedgerERC20.sol";

/// @title SAFEMOON-style taxed token for testing fee-on-transfer support (18 decimals)
/// @notice Every transfer pays 10% unless the sender or the recipient is excluded from fees (the owner and
///         this contract are excluded at deployment; the owner can exclude or include any address):
///           - 5% is reflected: it is removed from circulation in "reflection space", so every holder's
///             balance grows in proportion to its holdings (see below);
///           - 5% goes to `liquidityWallet` (this contract by default; no automatic swap into LP);
///           - the recipient is credited with the remaining 90%.
///         The fee amounts are fee = floor(amount * 10 / 100), reflected = fee / 2,
///         liquidity = fee - reflected, credited = amount - fee.
///         Because a pair then receives less than the router told it, the standard router swaps fail the
///         pair's K check ("Fuel: K"); the *SupportingFeeOnTransferTokens router functions work.
///
/// Reflection scheme. Each account owns reflection units `_rOwned`. The reflection supply `_rTotal` starts
/// at the largest multiple of the token supply `_tTotal` below 2**256, all held by the deployer. The
/// conversion rate is rate = _rTotal / _tTotal and balanceOf(a) = _rOwned[a] / rate (rounded down).
/// A taxed transfer of `amount` moves amount * rate units out of the sender, credits credited * rate to
/// the recipient and liquidity * rate to the liquidity wallet, and simply destroys the reflected part
/// (reflected * rate units) by lowering `_rTotal`. The token supply stays the same, so the rate falls and
/// every account's balance, in tokens, rises by the same factor: the 5% is shared among all holders in
/// proportion to their holdings (the sender's remainder, the recipient and pairs included). Invariant:
/// the sum of all `_rOwned` equals `_rTotal`, hence the sum of balances never exceeds totalSupply.
/// No account is excluded from receiving reflections (this keeps the rate a single division).
contract TaxedToken is UnitLedgerERC20, Ownable {
    uint256 public constant TOTAL_FEE_PERCENT = 10;
    /// @notice Half of the fee (rounded down) is reflected, the rest goes to the liquidity wallet.
    uint256 public constant REFLECTION_FEE_PERCENT = 5;
    uint256 public constant LIQUIDITY_FEE_PERCENT = 5;

    uint256 private immutable _tTotal;
    uint256 private _rTotal;
    uint256 private _tFeeTotal;

    mapping(address => uint256) private _rOwned;
    mapping(address => bool) public isExcludedFromFee;

    address public liquidityWallet;

    event ExcludedFromFee(address indexed account, bool excluded);
    event LiquidityWalletUpdated(address indexed wallet);
    /// @notice `amount` tokens taken from a transfer by `from` were reflected to all holders.
    event Reflected(address indexed from, uint256 amount);

    /// @param name_ token name
    /// @param symbol_ token symbol
    /// @param supply total supply in the smallest unit (18 decimals), all minted to the deployer
    constructor(string memory name_, string memory symbol_, uint256 supply) UnitLedgerERC20(name_, symbol_) Ownable(msg.sender) {
        require(supply > 0 && supply <= type(uint128).max, "TaxedToken: BAD_SUPPLY");
        _tTotal = supply;
        _rTotal = type(uint256).max - (type(uint256).max % supply);
        _rOwned[msg.sender] = _rTotal;
        liquidityWallet = address(this);
        isExcludedFromFee[msg.sender] = true;
        isExcludedFromFee[address(this)] = true;
        emit Transfer(address(0), msg.sender, supply);
        emit ExcludedFromFee(msg.sender, true);
        emit ExcludedFromFee(address(this), true);
        emit LiquidityWalletUpdated(address(this));
    }

    // ------------------------------------------------------------------ ERC20 (the rest: UnitLedgerERC20)

    function totalSupply() external view returns (uint256) {
        return _tTotal;
    }

    function balanceOf(address account) public view returns (uint256) {
        return _rOwned[account] / _getRate();
    }

    // ------------------------------------------------------------------ reflection views

    /// @notice Total tokens reflected to holders so far.
    function totalFees() external view returns (uint256) {
        return _tFeeTotal;
    }

    /// @notice Reflection units held by `account` (balanceOf = reflectionOf / rate).
    function reflectionOf(address account) external view returns (uint256) {
        return _rOwned[account];
    }

    /// @notice Current reflection supply (sum of all reflectionOf).
    function reflectionTotal() external view returns (uint256) {
        return _rTotal;
    }

    /// @notice Tokens represented by `rAmount` reflection units at the current rate.
    function tokenFromReflection(uint256 rAmount) external view returns (uint256) {
        require(rAmount <= _rTotal, "TaxedToken: AMOUNT_TOO_LARGE");
        return rAmount / _getRate();
    }

    // ------------------------------------------------------------------ owner

    function excludeFromFee(address account) external onlyOwner {
        isExcludedFromFee[account] = true;
        emit ExcludedFromFee(account, true);
    }

    function includeInFee(address account) external onlyOwner {
        isExcludedFromFee[account] = false;
        emit ExcludedFromFee(account, false);
    }

    function setLiquidityWallet(address wallet) external onlyOwner {
        require(wallet != address(0), "TaxedToken: ZERO_ADDRESS");
        liquidityWallet = wallet;
        emit LiquidityWalletUpdated(wallet);
    }

    // ------------------------------------------------------------------ internals

    function _getRate() private view returns (uint256) {
        return _rTotal / _tTotal;
    }

    function _ledgerName() internal pure override returns (string memory) {
        return "TaxedToken";
    }

    function _approve(address owner, address spender, uint256 amount) internal override {
        require(owner != address(0) && spender != address(0), "TaxedToken: ZERO_ADDRESS");
        super._approve(owner, spender, amount);
    }

    /// @dev transferFrom's spend is an approval like any other here: checked and announced with Approval.
    function _allowanceSpent(address owner, address spender, uint256 left) internal override {
        _approve(owner, spender, left);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(from != address(0) && to != address(0), "TaxedToken: ZERO_ADDRESS");
        uint256 rate = _getRate();
        uint256 rAmount = amount * rate;
        require(rAmount <= _rOwned[from], "TaxedToken: TRANSFER_EXCEEDS_BALANCE");

        if (isExcludedFromFee[from] || isExcludedFromFee[to]) {
            unchecked {
                _rOwned[from] -= rAmount;
            }
            _rOwned[to] += rAmount;
            emit Transfer(from, to, amount);
            return;
        }

        uint256 fee = (amount * TOTAL_FEE_PERCENT) / 100;
        uint256 reflected = fee / 2;
        uint256 toLiquidity = fee - reflected;
        uint256 credited = amount - fee;

        unchecked {
            _rOwned[from] -= rAmount;
        }
        _rOwned[to] += credited * rate;
        _rOwned[liquidityWallet] += toLiquidity * rate;
        _rTotal -= reflected * rate; // shrinks the rate: every holder's balance grows
        _tFeeTotal += reflected;

        emit Transfer(from, to, credited);
        if (toLiquidity > 0) emit Transfer(from, liquidityWallet, toLiquidity);
        if (reflected > 0) emit Reflected(from, reflected);
    }
}
