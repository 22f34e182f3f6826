// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IFuelChef} from "./interfaces/IFuelChef.sol";

/// @title FuelVault: auto-compounding FUEL vault on the FuelChef's pool 0
/// @notice Users deposit FUEL for shares; the vault stakes everything in pool 0 and anyone can call harvest()
///         to claim pool-0 rewards, which are re-staked after two fees in basis points of the claimed rewards:
///         `performanceFee` to the treasury and `callFee` to the harvest caller as a bounty. Withdrawing within
///         `withdrawFeePeriod` of one's last deposit costs `withdrawFee` of the amount, to the treasury.
///
///         Value. The vault's FUEL is what it holds, what it has staked in pool 0, and its pending pool-0 reward
///         minus the performance fee that claiming it will cost: `totalValue()`. Every interaction with the chef
///         claims the pending reward (MasterChef pays pending on enterStaking/leaveStaking), and the performance
///         fee is taken on every such claim, so the net pending reward belongs to the share holders at all
///         times. Deposits mint shares at that value, rounded down; withdrawals pay at that value, rounded down.
///         Hence a deposit or a withdrawal never lowers the FUEL value of anyone else's shares, and neither
///         the newcomer nor the leaver captures rewards that accrued to others. Only fees (performance, call,
///         withdraw) move value out.
///
///         Shares use 18 decimals: the first deposit mints amount * 10**(18 - FUEL decimals) shares, so a full
///         share (1e18) is initially worth one FUEL, getPricePerFullShare() starts at 1e9, the app's "remaining
///         shares <= 1e12 means withdraw everything" rule means dust (1e-6 FUEL), and the rounding of any one
///         share can never be worth more than a tiny fraction of a FUEL unit (no first-depositor inflation
///         attack).
///
///         Roles: the owner sets the admin and the treasury; the admin sets fees (within the MAX_ constants),
///         pauses (no deposits or harvests; withdrawals always work), pulls the stake out of the chef in an
///         emergency and recovers stray tokens other than FUEL and SYRUP.
///
///         Any account may deposit, contract wallets included. No `msg.sender == tx.origin` check: the value
///         rules above already make a deposit, harvest and withdrawal in one transaction worth nothing to its
///         sender (the call fee is anyone's; the withdraw fee applies), and with EIP-7702 an "externally
///         owned" account can carry code and batch calls anyway, so the check only kept smart wallets out.
contract FuelVault is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    struct UserInfo {
        uint256 shares;
        uint256 lastDepositedTime;
        uint256 cakeAtLastUserAction;
        uint256 lastUserActionTime;
    }

    /// @dev Packed into two slots to keep deposit() within the app's fixed 380000 gas limit.
    struct PackedUser {
        uint128 shares;
        uint64 lastDepositedTime;
        uint64 lastUserActionTime;
        uint128 cakeAtLastUserAction;
    }

    uint256 public constant MAX_PERFORMANCE_FEE = 500; // 5%
    uint256 public constant MAX_CALL_FEE = 100; // 1%
    uint256 public constant MAX_WITHDRAW_FEE = 100; // 1%
    uint256 public constant MAX_WITHDRAW_FEE_PERIOD = 72 hours;
    uint256 private constant BPS = 10_000;

    IERC20 public immutable token; // FUEL
    IERC20 public immutable receiptToken; // SYRUP
    IFuelChef public immutable masterchef;
    /// @notice Shares minted per FUEL unit by the first deposit: 10**(18 - token decimals).
    uint256 public immutable SHARE_SCALE;

    mapping(address => PackedUser) private _users;
    uint256 public totalShares;
    uint256 public lastHarvestedTime;
    address public admin;
    address public treasury;
    bool public paused;

    uint256 public performanceFee = 200; // 2%
    uint256 public callFee = 25; // 0.25%
    uint256 public withdrawFee = 10; // 0.1%
    uint256 public withdrawFeePeriod = 72 hours;

    event Deposit(address indexed sender, uint256 amount, uint256 shares, uint256 lastDepositedTime);
    event Withdraw(address indexed sender, uint256 amount, uint256 shares);
    event Harvest(address indexed sender, uint256 performanceFee, uint256 callFee);
    /// @notice Pool-0 rewards claimed as a side effect of a deposit or withdrawal (performance fee taken).
    event RewardsClaimed(uint256 amount, uint256 performanceFee);
    event Pause();
    event Unpause();
    event NewAdmin(address admin);
    event NewTreasury(address treasury);
    event NewPerformanceFee(uint256 fee);
    event NewCallFee(uint256 fee);
    event NewWithdrawFee(uint256 fee);
    event NewWithdrawFeePeriod(uint256 period);

    error FuelVault__NotAdmin();
    error FuelVault__Paused();
    error FuelVault__NotPaused();
    error FuelVault__ZeroAmount();
    error FuelVault__ZeroShares();
    error FuelVault__InsufficientShares(uint256 shares, uint256 requested);
    error FuelVault__FeeTooHigh(uint256 max);
    error FuelVault__ZeroAddress();
    error FuelVault__CannotRecover(address token);

    modifier onlyAdmin() {
        if (msg.sender != admin) revert FuelVault__NotAdmin();
        _;
    }

    modifier whenNotPaused() {
        if (paused) revert FuelVault__Paused();
        _;
    }

    /// @param chef_ the FuelChef whose pool 0 stakes FUEL
    /// @param admin_ fee, pause and recovery role
    /// @param treasury_ receives performance and withdraw fees
    constructor(IFuelChef chef_, address admin_, address treasury_) Ownable(msg.sender) {
        if (admin_ == address(0) || treasury_ == address(0)) revert FuelVault__ZeroAddress();
        masterchef = chef_;
        token = IERC20(chef_.fuel());
        receiptToken = IERC20(chef_.syrup());
        uint8 dec = IERC20Metadata(address(token)).decimals();
        SHARE_SCALE = 10 ** (dec >= 18 ? 0 : 18 - uint256(dec));
        admin = admin_;
        treasury = treasury_;
        token.forceApprove(address(chef_), type(uint256).max);
    }

    // ------------------------------------------------------------------ views

    function userInfo(address user)
        external
        view
        returns (uint256 shares, uint256 lastDepositedTime, uint256 cakeAtLastUserAction, uint256 lastUserActionTime)
    {
        PackedUser storage u = _users[user];
        return (u.shares, u.lastDepositedTime, u.cakeAtLastUserAction, u.lastUserActionTime);
    }

    /// @notice FUEL held idle by the vault.
    function available() public view returns (uint256) {
        return token.balanceOf(address(this));
    }

    /// @notice FUEL under management: idle plus staked in pool 0 (pending rewards not included).
    function balanceOf() public view returns (uint256) {
        (uint256 staked,) = masterchef.userInfo(0, address(this));
        return token.balanceOf(address(this)) + staked;
    }

    /// @notice What all shares are worth: balanceOf() plus the pending pool-0 reward net of the performance fee.
    function totalValue() public view returns (uint256) {
        uint256 pending = masterchef.pendingCake(0, address(this));
        return balanceOf() + pending - (pending * performanceFee) / BPS;
    }

    /// @notice FUEL (9-decimal units) that 1e18 shares redeem for now, before any withdraw fee.
    function getPricePerFullShare() external view returns (uint256) {
        return totalShares == 0 ? 1e18 / SHARE_SCALE : (totalValue() * 1e18) / totalShares;
    }

    /// @notice The bounty harvest() would pay its caller in this block.
    function calculateHarvestCakeRewards() external view returns (uint256) {
        return (masterchef.pendingCake(0, address(this)) * callFee) / BPS;
    }

    /// @notice FUEL not yet compounding: the pending pool-0 reward plus idle FUEL.
    function calculateTotalPendingCakeRewards() external view returns (uint256) {
        return masterchef.pendingCake(0, address(this)) + available();
    }

    // ------------------------------------------------------------------ user actions

    /// @notice Deposits `amount` FUEL for shares at the current value.
    function deposit(uint256 amount) external nonReentrant whenNotPaused {
        if (amount == 0) revert FuelVault__ZeroAmount();
        uint256 value = totalValue();

        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;

        uint256 shares = totalShares == 0 ? received * SHARE_SCALE : (received * totalShares) / value;
        if (shares == 0) revert FuelVault__ZeroShares();
        totalShares += shares;

        // Stakes everything idle; the chef pays the pending reward along, which is fee'd here.
        _stake(available(), false);

        PackedUser storage u = _users[msg.sender];
        uint256 userShares = u.shares + shares;
        u.shares = userShares.toUint128();
        u.lastDepositedTime = uint64(block.timestamp);
        u.lastUserActionTime = uint64(block.timestamp);
        // Claiming turned the net pending reward into idle FUEL: the value is now value + received.
        u.cakeAtLastUserAction = ((userShares * (value + received)) / totalShares).toUint128();
        emit Deposit(msg.sender, received, shares, block.timestamp);
    }

    /// @notice Redeems `shares` for FUEL at the current value, minus the withdraw fee inside the fee period.
    function withdraw(uint256 shares) public nonReentrant {
        PackedUser storage u = _users[msg.sender];
        uint256 userShares = u.shares;
        if (shares == 0) revert FuelVault__ZeroShares();
        if (shares > userShares) revert FuelVault__InsufficientShares(userShares, shares);

        uint256 value = totalValue();
        uint256 amount = (value * shares) / totalShares;
        uint256 valueAfter = value - amount;
        userShares -= shares;
        u.shares = uint128(userShares);
        totalShares -= shares;

        // Unstake what is missing. This also claims the pending reward: fee'd, the rest stays idle.
        uint256 idle = available();
        (uint256 staked,) = masterchef.userInfo(0, address(this));
        if (staked > 0) {
            uint256 need = amount > idle ? amount - idle : 0;
            _unstake(need < staked ? need : staked, false);
        }
        idle = available();
        if (amount > idle) amount = idle; // only if the stake was emergency-withdrawn with rewards forfeited

        uint256 fee;
        if (block.timestamp < uint256(u.lastDepositedTime) + withdrawFeePeriod) {
            fee = (amount * withdrawFee) / BPS;
            if (fee > 0) token.safeTransfer(treasury, fee);
        }
        uint256 payout = amount - fee;
        token.safeTransfer(msg.sender, payout);

        u.lastUserActionTime = uint64(block.timestamp);
        u.cakeAtLastUserAction = totalShares == 0 ? 0 : ((userShares * valueAfter) / totalShares).toUint128();
        emit Withdraw(msg.sender, payout, shares);
    }

    function withdrawAll() external {
        withdraw(_users[msg.sender].shares);
    }

    /// @notice Claims pool-0 rewards, pays the performance fee to the treasury and the call fee to the caller,
    ///         and re-stakes everything idle.
    function harvest() external nonReentrant whenNotPaused {
        uint256 claimed = _unstake(0, true);
        uint256 perf = (claimed * performanceFee) / BPS;
        uint256 bounty = (claimed * callFee) / BPS;
        if (perf > 0) token.safeTransfer(treasury, perf);
        if (bounty > 0) token.safeTransfer(msg.sender, bounty);
        uint256 idle = available();
        if (idle > 0) _stake(idle, false); // same block: nothing more to claim
        lastHarvestedTime = block.timestamp;
        emit Harvest(msg.sender, perf, bounty);
    }

    // ------------------------------------------------------------------ owner and admin

    function setAdmin(address admin_) external onlyOwner {
        if (admin_ == address(0)) revert FuelVault__ZeroAddress();
        admin = admin_;
        emit NewAdmin(admin_);
    }

    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert FuelVault__ZeroAddress();
        treasury = treasury_;
        emit NewTreasury(treasury_);
    }

    function setPerformanceFee(uint256 fee) external onlyAdmin {
        if (fee > MAX_PERFORMANCE_FEE) revert FuelVault__FeeTooHigh(MAX_PERFORMANCE_FEE);
        performanceFee = fee;
        emit NewPerformanceFee(fee);
    }

    function setCallFee(uint256 fee) external onlyAdmin {
        if (fee > MAX_CALL_FEE) revert FuelVault__FeeTooHigh(MAX_CALL_FEE);
        callFee = fee;
        emit NewCallFee(fee);
    }

    function setWithdrawFee(uint256 fee) external onlyAdmin {
        if (fee > MAX_WITHDRAW_FEE) revert FuelVault__FeeTooHigh(MAX_WITHDRAW_FEE);
        withdrawFee = fee;
        emit NewWithdrawFee(fee);
    }

    function setWithdrawFeePeriod(uint256 period) external onlyAdmin {
        if (period > MAX_WITHDRAW_FEE_PERIOD) revert FuelVault__FeeTooHigh(MAX_WITHDRAW_FEE_PERIOD);
        withdrawFeePeriod = period;
        emit NewWithdrawFeePeriod(period);
    }

    /// @notice Stops deposits and harvests (withdrawals keep working).
    function pause() external onlyAdmin {
        if (paused) revert FuelVault__Paused();
        paused = true;
        emit Pause();
    }

    /// @notice Resumes deposits and harvests and re-stakes idle FUEL.
    function unpause() external onlyAdmin {
        if (!paused) revert FuelVault__NotPaused();
        paused = false;
        emit Unpause();
        uint256 idle = available();
        if (idle > 0) _stake(idle, false);
    }

    /// @notice While paused: takes the whole stake out of pool 0 without rewards (the chef's emergency exit).
    ///         Share holders then withdraw from the idle FUEL.
    function emergencyWithdraw() external onlyAdmin {
        if (!paused) revert FuelVault__NotPaused();
        masterchef.emergencyWithdraw(0);
    }

    /// @notice Sends a token sent here by mistake to the admin; never FUEL or SYRUP.
    function inCaseTokensGetStuck(address token_) external onlyAdmin {
        if (token_ == address(token) || token_ == address(receiptToken)) revert FuelVault__CannotRecover(token_);
        IERC20(token_).safeTransfer(msg.sender, IERC20(token_).balanceOf(address(this)));
    }

    // ------------------------------------------------------------------ internals

    /// @dev enterStaking(amount); the chef also pays the pending reward, returned as `claimed`. Unless the caller
    ///      takes the fees itself (harvest), the performance fee is paid here.
    function _stake(uint256 amount, bool feesTakenByCaller) private returns (uint256 claimed) {
        uint256 before = available();
        masterchef.enterStaking(amount);
        claimed = available() + amount - before;
        if (!feesTakenByCaller) _claimFee(claimed);
    }

    /// @dev leaveStaking(amount): returns `amount` and the pending reward (as `claimed`).
    function _unstake(uint256 amount, bool feesTakenByCaller) private returns (uint256 claimed) {
        uint256 before = available();
        masterchef.leaveStaking(amount);
        claimed = available() - amount - before;
        if (!feesTakenByCaller) _claimFee(claimed);
    }

    function _claimFee(uint256 claimed) private {
        if (claimed == 0) return;
        uint256 perf = (claimed * performanceFee) / BPS;
        if (perf > 0) token.safeTransfer(treasury, perf);
        emit RewardsClaimed(claimed, perf);
    }
}
