// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice What the sale needs of the profile registry: whether a profile is active.
interface IIFOProfile {
    function getUserStatus(address user) external view returns (bool);
}

/// @title Initial Farm Offering, version 2: a basic and an unlimited sale paid in FUEL-BNB LP tokens
/// @notice Pool 0 (basic) caps each user's commitment; pool 1 (unlimited) takes any amount and, when
///         oversubscribed, keeps a tax on the refunded excess that falls as oversubscription grows.
///         Users with an active profile commit LP between `startBlock` and `endBlock`, then harvest once per
///         pool after the end: their share of the offering tokens and the refund of what was not needed.
///
/// Money rules (checked by the forge invariants in contracts/forge/ifo):
/// - a pool that raised less than its target sells `offering * total / raising` tokens at the sale price and
///   refunds nothing; an oversubscribed pool sells all `offering` tokens and each user pays
///   `ceil(amount * raising / total)` LP and gets the rest back (minus the tax in the unlimited pool):
///   rounding is always in the contract's favour, so what is paid out never exceeds what came in;
/// - each user harvests each pool once; the owner can take out only the raised LP, the taxes and the
///   offering tokens nobody is owed;
/// - no LP is taken before the contract holds every pool's offering tokens (`isFunded`): a harvest pays the
///   offering share and the refund in one call, so an unfunded sale would keep a late harvester's refund too.
/// Achievement points are not paid here: the point center (contracts/src/profile/FuelPointCenter.sol) reads
/// `userInfo(user)` (LP committed over both pools, and whether the user harvested) and applies one threshold
/// rule (`>=`) in both its view and its claim, with the profile checked active at claim time; the reference
/// design's view and claim disagreed at the exact threshold.
/// @dev Written for this project after reading the public IFO designs; nothing copied.
contract FuelIFO is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint8 public constant NUMBER_POOLS = 2;
    /// @notice Tax rates are in parts of 1e12 (1e10 = 1%).
    uint256 public constant TAX_PRECISION = 1e12;

    struct PoolCharacteristics {
        uint256 raisingAmountPool; // LP the pool aims to raise
        uint256 offeringAmountPool; // offering tokens for sale in the pool
        uint256 limitPerUserInLP; // 0 = no cap (unlimited pool)
        bool hasTax; // tax on the refunded excess when oversubscribed
        uint256 totalAmountPool; // LP committed so far
        uint256 sumTaxesOverflow; // LP kept as tax (grows as users harvest)
    }

    struct UserInfo {
        uint256 amountPool; // LP committed
        bool claimedPool; // harvested
    }

    IERC20 public immutable lpToken;
    IERC20 public immutable offeringToken;
    IIFOProfile public immutable profile;
    uint256 public immutable startBlock;
    uint256 public immutable endBlock;

    PoolCharacteristics[2] private _poolInformation;
    mapping(address => UserInfo[2]) private _userInfo;
    /// @notice Offering tokens already paid to users, and raised LP already withdrawn by the owner.
    uint256[2] public offeringPaid;
    uint256 public lpWithdrawn;

    event Deposit(address indexed user, uint256 amount, uint8 indexed pid);
    event Harvest(address indexed user, uint256 offeringAmount, uint256 excessAmount, uint8 indexed pid);
    event PoolParametersSet(uint256 offeringAmountPool, uint256 raisingAmountPool, uint8 pid);
    event AdminWithdraw(uint256 amountLP, uint256 amountOfferingToken);

    constructor(
        IERC20 lpToken_,
        IERC20 offeringToken_,
        IIFOProfile profile_,
        uint256 startBlock_,
        uint256 endBlock_,
        address owner_
    ) Ownable(owner_) {
        require(address(lpToken_) != address(offeringToken_), "IFO: tokens must differ");
        require(startBlock_ < endBlock_, "IFO: start must be before end");
        lpToken = lpToken_;
        offeringToken = offeringToken_;
        profile = profile_;
        startBlock = startBlock_;
        endBlock = endBlock_;
    }

    // ------------------------------------------------------------------ owner

    /// @notice Sets a pool before the sale starts; commitments are refused until the offering tokens of both
    ///         pools are in the contract (`isFunded`).
    function setPool(
        uint256 offeringAmountPool,
        uint256 raisingAmountPool,
        uint256 limitPerUserInLP,
        bool hasTax,
        uint8 pid
    ) external onlyOwner {
        require(block.number < startBlock, "IFO: sale has started");
        require(pid < NUMBER_POOLS, "IFO: pool does not exist");
        require(raisingAmountPool > 0 || offeringAmountPool == 0, "IFO: raising amount is zero");
        PoolCharacteristics storage p = _poolInformation[pid];
        p.offeringAmountPool = offeringAmountPool;
        p.raisingAmountPool = raisingAmountPool;
        p.limitPerUserInLP = limitPerUserInLP;
        p.hasTax = hasTax;
        emit PoolParametersSet(offeringAmountPool, raisingAmountPool, pid);
    }

    /// @notice After the end: the raised LP (and taxes) and the offering tokens nobody is owed.
    function finalWithdraw(uint256 lpAmount, uint256 offerAmount) external onlyOwner {
        require(block.number > endBlock, "IFO: sale has not ended");
        require(lpAmount <= withdrawableLP(), "IFO: more LP than was raised");
        require(offerAmount <= withdrawableOffering(), "IFO: offering tokens are owed to users");
        lpWithdrawn += lpAmount;
        if (lpAmount > 0) lpToken.safeTransfer(msg.sender, lpAmount);
        if (offerAmount > 0) offeringToken.safeTransfer(msg.sender, offerAmount);
        emit AdminWithdraw(lpAmount, offerAmount);
    }

    // ------------------------------------------------------------------ users

    function depositPool(uint256 amount, uint8 pid) external nonReentrant {
        _deposit(amount, pid);
    }

    function harvestPool(uint8 pid) external nonReentrant {
        _harvest(pid);
    }

    /// @notice Version 1 entries (one unlimited sale): commit to and harvest the unlimited pool.
    function deposit(uint256 amount) external nonReentrant {
        _deposit(amount, 1);
    }

    function harvest() external nonReentrant {
        _harvest(1);
    }

    function _deposit(uint256 amount, uint8 pid) private {
        require(pid < NUMBER_POOLS, "IFO: pool does not exist");
        require(profile.getUserStatus(msg.sender), "IFO: an active profile is required");
        require(block.number >= startBlock, "IFO: too early");
        require(block.number <= endBlock, "IFO: too late");
        require(amount > 0, "IFO: amount must be > 0");
        PoolCharacteristics storage p = _poolInformation[pid];
        require(p.offeringAmountPool > 0 && p.raisingAmountPool > 0, "IFO: pool not set");
        require(isFunded(), "IFO: offering tokens not deposited");
        UserInfo storage u = _userInfo[msg.sender][pid];
        if (p.limitPerUserInLP > 0) {
            require(u.amountPool + amount <= p.limitPerUserInLP, "IFO: new amount above user limit");
        }
        lpToken.safeTransferFrom(msg.sender, address(this), amount);
        u.amountPool += amount;
        p.totalAmountPool += amount;
        emit Deposit(msg.sender, amount, pid);
    }

    function _harvest(uint8 pid) private {
        require(pid < NUMBER_POOLS, "IFO: pool does not exist");
        require(block.number > endBlock, "IFO: too early to harvest");
        UserInfo storage u = _userInfo[msg.sender][pid];
        require(u.amountPool > 0, "IFO: did not participate");
        require(!u.claimedPool, "IFO: already harvested");
        u.claimedPool = true;

        (uint256 offering, uint256 refund, uint256 tax) = _amounts(msg.sender, pid);
        if (tax > 0) _poolInformation[pid].sumTaxesOverflow += tax;
        offeringPaid[pid] += offering;

        if (offering > 0) offeringToken.safeTransfer(msg.sender, offering);
        if (refund > 0) lpToken.safeTransfer(msg.sender, refund);
        emit Harvest(msg.sender, offering, refund, pid);
    }

    // ------------------------------------------------------------------ views

    /// @notice Whether the contract holds the offering tokens of both pools. Checked on every commitment: nothing
    ///         takes offering tokens out before the end (harvests and the owner's withdrawal come after it), so
    ///         a sale that took LP stays able to pay every harvest, refunds included.
    function isFunded() public view returns (bool) {
        return offeringToken.balanceOf(address(this))
            >= _poolInformation[0].offeringAmountPool + _poolInformation[1].offeringAmountPool;
    }

    function viewPoolInformation(uint256 pid)
        external
        view
        returns (uint256, uint256, uint256, bool, uint256, uint256)
    {
        PoolCharacteristics storage p = _poolInformation[pid];
        return (
            p.raisingAmountPool,
            p.offeringAmountPool,
            p.limitPerUserInLP,
            p.hasTax,
            p.totalAmountPool,
            p.sumTaxesOverflow
        );
    }

    /// @notice The tax rate on the refunded excess of a pool, in parts of 1e12 (0 when not taxed or not oversubscribed).
    function viewPoolTaxRateOverflow(uint256 pid) public view returns (uint256) {
        PoolCharacteristics storage p = _poolInformation[pid];
        if (!p.hasTax || p.totalAmountPool <= p.raisingAmountPool) return 0;
        return taxRateForOverflow(p.totalAmountPool, p.raisingAmountPool);
    }

    /// @notice 1% below 50x oversubscription, then 0.5%, 0.3%, 0.25%, 0.2%, 0.1%, and 0.05% from 1,500x.
    function taxRateForOverflow(uint256 total, uint256 raising) public pure returns (uint256) {
        uint256 ratio = total / raising;
        if (ratio >= 1500) return 500_000_000; // 0.05%
        if (ratio >= 1000) return 1_000_000_000; // 0.1%
        if (ratio >= 500) return 2_000_000_000; // 0.2%
        if (ratio >= 250) return 2_500_000_000; // 0.25%
        if (ratio >= 100) return 3_000_000_000; // 0.3%
        if (ratio >= 50) return 5_000_000_000; // 0.5%
        return 10_000_000_000; // 1%
    }

    function viewUserInfo(address user, uint8[] calldata pids)
        external
        view
        returns (uint256[] memory amountPools, bool[] memory claimedPools)
    {
        amountPools = new uint256[](pids.length);
        claimedPools = new bool[](pids.length);
        for (uint256 i; i < pids.length; i++) {
            amountPools[i] = _userInfo[user][pids[i]].amountPool;
            claimedPools[i] = _userInfo[user][pids[i]].claimedPool;
        }
    }

    /// @notice Per pool: [offering tokens, LP refunded, LP tax] the user gets (or got) at harvest.
    function viewUserOfferingAndRefundingAmountsForPools(address user, uint8[] calldata pids)
        external
        view
        returns (uint256[3][] memory amounts)
    {
        amounts = new uint256[3][](pids.length);
        for (uint256 i; i < pids.length; i++) {
            if (pids[i] >= NUMBER_POOLS || _userInfo[user][pids[i]].amountPool == 0) continue;
            (uint256 o, uint256 r, uint256 t) = _amounts(user, pids[i]);
            amounts[i] = [o, r, t];
        }
    }

    /// @notice For the point center: LP committed over both pools, and whether the user harvested either.
    function userInfo(address user) external view returns (uint256 amount, bool claimed) {
        UserInfo storage basic = _userInfo[user][0];
        UserInfo storage unlimited = _userInfo[user][1];
        return (basic.amountPool + unlimited.amountPool, basic.claimedPool || unlimited.claimedPool);
    }

    /// @notice LP the owner may still take: what the pools kept (min(total, raising) each) plus taxes.
    function withdrawableLP() public view returns (uint256 amount) {
        for (uint8 pid; pid < NUMBER_POOLS; pid++) {
            PoolCharacteristics storage p = _poolInformation[pid];
            amount += _kept(p) + p.sumTaxesOverflow;
        }
        amount -= lpWithdrawn;
    }

    /// @notice Offering tokens in the contract beyond what users are still owed.
    function withdrawableOffering() public view returns (uint256) {
        uint256 owed;
        for (uint8 pid; pid < NUMBER_POOLS; pid++) owed += _sold(_poolInformation[pid]) - offeringPaid[pid];
        uint256 balance = offeringToken.balanceOf(address(this));
        return balance > owed ? balance - owed : 0;
    }

    // ------------------------------------------------------------------ internals

    /// @dev LP a pool keeps from its committers in total (before taxes): min(total, raising), but computed as the
    ///      sum of the per-user ceilings would be; the per-user ceil makes the sum >= this, never less.
    function _kept(PoolCharacteristics storage p) private view returns (uint256) {
        return p.totalAmountPool > p.raisingAmountPool ? p.raisingAmountPool : p.totalAmountPool;
    }

    /// @dev Offering tokens the pool sells in total (an upper bound of the floor-rounded per-user shares).
    function _sold(PoolCharacteristics storage p) private view returns (uint256) {
        if (p.raisingAmountPool == 0) return 0;
        if (p.totalAmountPool >= p.raisingAmountPool) return p.offeringAmountPool;
        return (p.offeringAmountPool * p.totalAmountPool) / p.raisingAmountPool;
    }

    function _amounts(address user, uint8 pid) private view returns (uint256 offering, uint256 refund, uint256 tax) {
        PoolCharacteristics storage p = _poolInformation[pid];
        uint256 amount = _userInfo[user][pid].amountPool;
        if (p.totalAmountPool > p.raisingAmountPool) {
            offering = (amount * p.offeringAmountPool) / p.totalAmountPool;
            uint256 pay = _ceilDiv(amount * p.raisingAmountPool, p.totalAmountPool);
            uint256 excess = amount - pay;
            if (p.hasTax) {
                tax = _ceilDiv(excess * taxRateForOverflow(p.totalAmountPool, p.raisingAmountPool), TAX_PRECISION);
                if (tax > excess) tax = excess;
            }
            refund = excess - tax;
        } else {
            offering = (amount * p.offeringAmountPool) / p.raisingAmountPool;
        }
    }

    function _ceilDiv(uint256 a, uint256 b) private pure returns (uint256) {
        return a == 0 ? 0 : (a - 1) / b + 1;
    }
}
