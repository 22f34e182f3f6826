// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {FuelBar} from "./FuelBar.sol";
import {IFuelMintable} from "./interfaces/IFuelChef.sol";

/// @title FuelChef: the farm contract, and the only minter of FUEL once it owns the FuelToken
/// @notice MasterChef-style emission: `fuelPerBlock` new FUEL per block from `startBlock`, split between pools by
///         allocation points (the app shows multiplier = allocPoint / 100, e.g. 4000 -> "40X").
///
///         Pool 0 is the manual FUEL staking pool: stake FUEL with enterStaking/leaveStaking, receive SYRUP
///         1:1 as a receipt. Its allocation is not set by the owner: it is always one third of the other
///         pools' total (STAKING_POOL_DIVISOR), so pool 0 receives a quarter of all emissions. With the deployed
///         fuelPerBlock of 40 FUEL that is 10 FUEL per block for pool 0 — both numbers the product documents
///         quote. While no other pool has allocation points, pool 0 keeps its last allocation (at deployment
///         1000) and receives everything.
///
///         Pools 1.. stake LP tokens (or any ERC20) with deposit/withdraw; a zero deposit harvests.
///         Rewards are minted to the FuelBar (SYRUP) contract and paid from there, so pool 0's staked FUEL,
///         held by this contract, is never used to pay rewards.
///
///         Accounting: accCakePerShare grows by reward * ACC_PRECISION / staked at every pool update; a user's
///         pending reward is amount * accCakePerShare / ACC_PRECISION - rewardDebt. Staked amounts are tracked
///         in `totalStaked` (tokens sent here directly are ignored), and received amounts are measured, so a
///         fee-on-transfer token is credited with what actually arrived.
///
///         add/set always update every pool before changing allocation points, whatever `withUpdate` says (the
///         flag is kept for the MasterChef call shape): skipping the update would re-price rewards already
///         accrued and could emit more than fuelPerBlock per block.
///
///         Timed farms (the community farm auction's winners: weekly auctions for 7-day farms): the owner or the
///         farm operator (an owner-set role, the auction's operator on the devnet) schedules a farm with an end
///         block, for a token the owner made schedulable (the auction projects' LP tokens). The end is enforced
///         here: a timed farm earns nothing for blocks after its end, even before anyone stops it. After the end,
///         anyone may call stopFarm to set its allocation to 0 so it no longer dilutes the other farms. A stopped
///         farm's LP can be scheduled again (the project wins again).
///
///         Bounds on the privileged roles, so that no key can take the farmers' emissions, mint without limit or
///         leave users only emergencyWithdraw: fuelPerBlock <= MAX_FUEL_PER_BLOCK; a pool's allocation <=
///         MAX_ALLOC_POINT (a timed farm's <= MAX_FARM_ALLOC_POINT); at most MAX_POOLS pools, so the pool updates
///         every add, set, schedule, stop and rate change runs first always fit in a block; a timed farm ends at
///         most MAX_FARM_BLOCKS after the block it is scheduled in; the operator schedules only schedulable
///         tokens. With these, blocks * fuelPerBlock * allocPoint stays far below 2^256 and never overflows.
contract FuelChef is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount; // tokens staked
        uint256 rewardDebt; // amount * accCakePerShare / ACC_PRECISION at the last settlement
    }

    struct PoolInfo {
        IERC20 lpToken;
        uint256 allocPoint;
        uint256 lastRewardBlock;
        uint256 accCakePerShare; // scaled by ACC_PRECISION
    }

    /// @notice Fixed-point scale of accCakePerShare: 1e21 keeps 9-decimal rewards precise against 18-decimal LPs.
    uint256 public constant ACC_PRECISION = 1e21;
    /// @notice Pool 0's allocation = (sum of the other pools' allocations) / STAKING_POOL_DIVISOR.
    uint256 public constant STAKING_POOL_DIVISOR = 3;
    /// @notice Pool 0's allocation until another pool gets allocation points.
    uint256 public constant INITIAL_STAKING_ALLOC_POINT = 1000;
    /// @notice Highest emission rate the owner may set: 100 FUEL per block, 2.5 times the deployed 40.
    uint256 public constant MAX_FUEL_PER_BLOCK = 100e9;
    /// @notice Highest allocation of a pool set by the owner (add, set): 100X; the deployment's largest is 40X.
    uint256 public constant MAX_ALLOC_POINT = 10_000;
    /// @notice Highest allocation of a timed farm (scheduleFarm): 10X; the auction's winners get 1X.
    uint256 public constant MAX_FARM_ALLOC_POINT = 1_000;
    /// @notice Most pools, pool 0 included (the product lists about a hundred farms, pids up to about 250).
    uint256 public constant MAX_POOLS = 256;
    /// @notice Longest a timed farm may run from the block it is scheduled in: 14 days of 1-second blocks
    ///         (a 7-day farm at any block time from half a second up).
    uint256 public constant MAX_FARM_BLOCKS = 1_209_600;

    IERC20 public immutable fuel;
    FuelBar public immutable syrup;
    uint256 public immutable startBlock;
    /// @notice FUEL minted per block across all pools (9 decimals).
    uint256 public fuelPerBlock;
    uint256 public totalAllocPoint;

    PoolInfo[] public poolInfo;
    mapping(uint256 => mapping(address => UserInfo)) public userInfo;
    /// @notice Tokens staked in each pool (what rewards are shared over).
    mapping(uint256 => uint256) public totalStaked;
    /// @notice Tokens that already have a pool (FUEL for pool 0, and SYRUP, which can never be a pool).
    mapping(address => bool) public isPoolToken;
    /// @notice May schedule timed farms (besides the owner).
    address public farmOperator;
    /// @notice Last block that earns for a timed farm; 0 for farms without an end.
    mapping(uint256 => uint256) public farmEndBlock;
    /// @dev pid + 1 of each pool's token (0: no pool).
    mapping(address => uint256) private _pidPlusOne;
    /// @notice Tokens scheduleFarm accepts (owner-set: the auction projects' LP tokens).
    mapping(address => bool) public schedulable;

    event Deposit(address indexed user, uint256 indexed pid, uint256 amount);
    event Withdraw(address indexed user, uint256 indexed pid, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);
    event Harvest(address indexed user, uint256 indexed pid, uint256 amount);
    event PoolAdded(uint256 indexed pid, address indexed lpToken, uint256 allocPoint);
    event PoolSet(uint256 indexed pid, uint256 allocPoint);
    event FuelPerBlockUpdated(uint256 previous, uint256 current);
    event FarmOperatorChanged(address indexed previous, address indexed current);
    /// @notice A timed farm was added or scheduled again: it earns from now until `endBlock` (inclusive).
    event FarmScheduled(uint256 indexed pid, address indexed lpToken, uint256 allocPoint, uint256 endBlock);
    /// @notice A timed farm past its end was set to allocation 0.
    event FarmStopped(uint256 indexed pid, uint256 endBlock);
    /// @notice The owner allowed (or no longer allows) timed farms of `lpToken`.
    event SchedulableSet(address indexed lpToken, bool allowed);

    error FuelChef__UseStakingFunctions();
    error FuelChef__NotStakingPool();
    error FuelChef__UnknownPool(uint256 pid);
    error FuelChef__PoolExists(address lpToken);
    error FuelChef__InsufficientStake(uint256 staked, uint256 requested);
    error FuelChef__ZeroAddress();
    error FuelChef__NotFarmOperator();
    error FuelChef__BadEndBlock(uint256 endBlock);
    error FuelChef__FarmRunning(uint256 pid, uint256 endBlock);
    error FuelChef__NotEnded(uint256 pid, uint256 endBlock);
    error FuelChef__FuelPerBlockTooHigh(uint256 fuelPerBlock, uint256 max);
    error FuelChef__AllocPointTooHigh(uint256 allocPoint, uint256 max);
    error FuelChef__TooManyPools(uint256 max);
    error FuelChef__NotSchedulable(address lpToken);

    /// @param fuel_ the FuelToken; transfer its ownership to this contract so rewards can be minted
    /// @param fuelPerBlock_ FUEL (9 decimals) per block for all pools together
    /// @param startBlock_ first block that earns rewards (the current block if earlier)
    constructor(IERC20 fuel_, uint256 fuelPerBlock_, uint256 startBlock_) Ownable(msg.sender) {
        if (address(fuel_) == address(0)) revert FuelChef__ZeroAddress();
        _checkFuelPerBlock(fuelPerBlock_);
        fuel = fuel_;
        syrup = new FuelBar(fuel_);
        fuelPerBlock = fuelPerBlock_;
        startBlock = startBlock_;
        poolInfo.push(
            PoolInfo({
                lpToken: fuel_,
                allocPoint: INITIAL_STAKING_ALLOC_POINT,
                lastRewardBlock: _max(block.number, startBlock_),
                accCakePerShare: 0
            })
        );
        totalAllocPoint = INITIAL_STAKING_ALLOC_POINT;
        isPoolToken[address(fuel_)] = true;
        isPoolToken[address(syrup)] = true;
        _pidPlusOne[address(fuel_)] = 1;
        emit PoolAdded(0, address(fuel_), INITIAL_STAKING_ALLOC_POINT);
    }

    // ------------------------------------------------------------------ views

    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    /// @notice MasterChef name for fuelPerBlock.
    function cakePerBlock() external view returns (uint256) {
        return fuelPerBlock;
    }

    /// @notice Blocks of emission between two blocks (no bonus periods).
    function getMultiplier(uint256 from, uint256 to) public pure returns (uint256) {
        return to > from ? to - from : 0;
    }

    /// @notice The pool of `lpToken` (exists false if none) and its end block (0: no end).
    function farmOf(address lpToken) external view returns (bool exists, uint256 pid, uint256 endBlock) {
        uint256 p = _pidPlusOne[lpToken];
        if (p == 0) return (false, 0, 0);
        return (true, p - 1, farmEndBlock[p - 1]);
    }

    /// @notice FUEL `user` would receive from pool `pid` if they harvested in the current block.
    function pendingCake(uint256 pid, address user) external view returns (uint256) {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage u = userInfo[pid][user];
        uint256 acc = pool.accCakePerShare;
        uint256 staked = totalStaked[pid];
        if (block.number > pool.lastRewardBlock && staked != 0 && totalAllocPoint != 0) {
            acc += (_poolReward(pid, pool) * ACC_PRECISION) / staked;
        }
        return (u.amount * acc) / ACC_PRECISION - u.rewardDebt;
    }

    // ------------------------------------------------------------------ pool updates

    function massUpdatePools() public {
        uint256 length = poolInfo.length;
        for (uint256 pid = 0; pid < length; ++pid) {
            updatePool(pid);
        }
    }

    /// @notice Brings pool `pid` up to the current block, minting its share of the emission to the FuelBar.
    function updatePool(uint256 pid) public {
        PoolInfo storage pool = _pool(pid);
        if (block.number <= pool.lastRewardBlock) return;
        uint256 staked = totalStaked[pid];
        if (staked == 0 || pool.allocPoint == 0 || totalAllocPoint == 0) {
            pool.lastRewardBlock = block.number;
            return;
        }
        uint256 reward = _poolReward(pid, pool);
        if (reward > 0) IFuelMintable(address(fuel)).mint(address(syrup), reward);
        pool.accCakePerShare += (reward * ACC_PRECISION) / staked;
        pool.lastRewardBlock = block.number;
    }

    // ------------------------------------------------------------------ farms (pid >= 1)

    /// @notice Stakes `amount` of pool `pid`'s token after paying out pending rewards (amount 0 = harvest).
    function deposit(uint256 pid, uint256 amount) external nonReentrant {
        if (pid == 0) revert FuelChef__UseStakingFunctions();
        _deposit(pid, amount);
    }

    /// @notice Unstakes `amount` from pool `pid` after paying out pending rewards.
    function withdraw(uint256 pid, uint256 amount) external nonReentrant {
        if (pid == 0) revert FuelChef__UseStakingFunctions();
        _withdraw(pid, amount);
    }

    // ------------------------------------------------------------------ pool 0 (FUEL staking)

    /// @notice Stakes `amount` FUEL in pool 0 and mints as much SYRUP; pays pending rewards first (0 = harvest).
    function enterStaking(uint256 amount) external nonReentrant {
        uint256 received = _deposit(0, amount);
        if (received > 0) syrup.mint(msg.sender, received);
    }

    /// @notice Burns `amount` SYRUP and returns as much staked FUEL from pool 0; pays pending rewards first.
    function leaveStaking(uint256 amount) external nonReentrant {
        _withdraw(0, amount);
        if (amount > 0) syrup.burn(msg.sender, amount);
    }

    /// @notice Returns the whole stake of pool `pid` without rewards (they are forfeited). Always available.
    ///         For pool 0 it burns the SYRUP the caller still holds, up to the stake.
    function emergencyWithdraw(uint256 pid) external nonReentrant {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage u = userInfo[pid][msg.sender];
        uint256 amount = u.amount;
        u.amount = 0;
        u.rewardDebt = 0;
        totalStaked[pid] -= amount;
        if (pid == 0 && amount > 0) {
            uint256 held = syrup.balanceOf(msg.sender);
            uint256 toBurn = held < amount ? held : amount;
            if (toBurn > 0) syrup.burn(msg.sender, toBurn);
        }
        if (amount > 0) pool.lpToken.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, pid, amount);
    }

    // ------------------------------------------------------------------ owner

    /// @notice Adds a pool for `lpToken` with `allocPoint` and re-derives pool 0's allocation.
    ///         Every pool is updated first (the third argument is accepted for MasterChef compatibility).
    function add(uint256 allocPoint, IERC20 lpToken, bool /* withUpdate: always done */) external onlyOwner {
        _addPool(allocPoint, lpToken);
    }

    /// @notice Sets who may schedule timed farms besides the owner (address(0): nobody).
    function setFarmOperator(address operator) external onlyOwner {
        emit FarmOperatorChanged(farmOperator, operator);
        farmOperator = operator;
    }

    /// @notice Owner: allows (or stops allowing) timed farms of these tokens. Stopping does not end a running
    ///         farm; it only refuses the next scheduleFarm of the token.
    function setSchedulable(IERC20[] calldata lpTokens, bool allowed) external onlyOwner {
        for (uint256 i; i < lpTokens.length; ++i) {
            address lp = address(lpTokens[i]);
            if (lp == address(0)) revert FuelChef__ZeroAddress();
            schedulable[lp] = allowed;
            emit SchedulableSet(lp, allowed);
        }
    }

    /// @notice Owner or farm operator: a farm for `lpToken` earning with `allocPoint` until `endBlock` (inclusive).
    ///         Adds the pool, or schedules again the timed farm `lpToken` already has (it may still be running:
    ///         a later end extends it). A farm without an end (added with add) cannot be made timed. Only
    ///         schedulable tokens, at most MAX_FARM_ALLOC_POINT, ending within MAX_FARM_BLOCKS of this block.
    function scheduleFarm(uint256 allocPoint, IERC20 lpToken, uint256 endBlock) external returns (uint256 pid) {
        if (msg.sender != owner() && msg.sender != farmOperator) revert FuelChef__NotFarmOperator();
        if (!schedulable[address(lpToken)]) revert FuelChef__NotSchedulable(address(lpToken));
        if (endBlock <= block.number || endBlock - block.number > MAX_FARM_BLOCKS) revert FuelChef__BadEndBlock(endBlock);
        if (allocPoint > MAX_FARM_ALLOC_POINT) revert FuelChef__AllocPointTooHigh(allocPoint, MAX_FARM_ALLOC_POINT);
        uint256 p = _pidPlusOne[address(lpToken)];
        if (p == 0) {
            pid = _addPool(allocPoint, lpToken);
        } else {
            pid = p - 1;
            uint256 end = farmEndBlock[pid];
            // Only timed farms, and only forward: an end never moves earlier.
            if (pid == 0 || end == 0 || endBlock < end) revert FuelChef__FarmRunning(pid, end);
            PoolInfo storage pool = poolInfo[pid];
            massUpdatePools();
            // A stopped farm earned nothing since its end: restart its reward clock now.
            if (pool.lastRewardBlock < block.number) pool.lastRewardBlock = block.number;
            totalAllocPoint = totalAllocPoint - pool.allocPoint + allocPoint;
            pool.allocPoint = allocPoint;
            emit PoolSet(pid, allocPoint);
            _updateStakingPool();
        }
        farmEndBlock[pid] = endBlock;
        emit FarmScheduled(pid, address(lpToken), allocPoint, endBlock);
    }

    /// @notice Anyone, after a timed farm's end block: sets its allocation to 0 (the Finished tab).
    function stopFarm(uint256 pid) external {
        PoolInfo storage pool = _pool(pid);
        uint256 end = farmEndBlock[pid];
        if (end == 0 || block.number <= end) revert FuelChef__NotEnded(pid, end);
        if (pool.allocPoint == 0) return;
        massUpdatePools();
        totalAllocPoint -= pool.allocPoint;
        pool.allocPoint = 0;
        emit PoolSet(pid, 0);
        emit FarmStopped(pid, end);
        _updateStakingPool();
    }

    /// @notice Changes the allocation of pool `pid` (not pool 0, which follows the others).
    function set(uint256 pid, uint256 allocPoint, bool /* withUpdate: always done */) external onlyOwner {
        if (pid == 0) revert FuelChef__NotStakingPool();
        PoolInfo storage pool = _pool(pid);
        // A timed farm keeps the operator's bound: set cannot lift it past what scheduleFarm accepts.
        uint256 max = farmEndBlock[pid] == 0 ? MAX_ALLOC_POINT : MAX_FARM_ALLOC_POINT;
        if (allocPoint > max) revert FuelChef__AllocPointTooHigh(allocPoint, max);
        massUpdatePools();
        totalAllocPoint = totalAllocPoint - pool.allocPoint + allocPoint;
        pool.allocPoint = allocPoint;
        emit PoolSet(pid, allocPoint);
        _updateStakingPool();
    }

    /// @notice Changes the emission rate (at most MAX_FUEL_PER_BLOCK); every pool is settled at the old rate first.
    function updateFuelPerBlock(uint256 fuelPerBlock_) external onlyOwner {
        _checkFuelPerBlock(fuelPerBlock_);
        massUpdatePools();
        emit FuelPerBlockUpdated(fuelPerBlock, fuelPerBlock_);
        fuelPerBlock = fuelPerBlock_;
    }

    // ------------------------------------------------------------------ internals

    function _addPool(uint256 allocPoint, IERC20 lpToken) private returns (uint256 pid) {
        if (address(lpToken) == address(0)) revert FuelChef__ZeroAddress();
        if (isPoolToken[address(lpToken)]) revert FuelChef__PoolExists(address(lpToken));
        if (allocPoint > MAX_ALLOC_POINT) revert FuelChef__AllocPointTooHigh(allocPoint, MAX_ALLOC_POINT);
        if (poolInfo.length >= MAX_POOLS) revert FuelChef__TooManyPools(MAX_POOLS);
        massUpdatePools();
        isPoolToken[address(lpToken)] = true;
        poolInfo.push(
            PoolInfo({
                lpToken: lpToken,
                allocPoint: allocPoint,
                lastRewardBlock: _max(block.number, startBlock),
                accCakePerShare: 0
            })
        );
        pid = poolInfo.length - 1;
        _pidPlusOne[address(lpToken)] = pid + 1;
        totalAllocPoint += allocPoint;
        emit PoolAdded(pid, address(lpToken), allocPoint);
        _updateStakingPool();
    }

    function _deposit(uint256 pid, uint256 amount) private returns (uint256 received) {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage u = userInfo[pid][msg.sender];
        updatePool(pid);
        _harvest(pid, pool, u);
        if (amount > 0) {
            uint256 before = pool.lpToken.balanceOf(address(this));
            pool.lpToken.safeTransferFrom(msg.sender, address(this), amount);
            received = pool.lpToken.balanceOf(address(this)) - before;
            u.amount += received;
            totalStaked[pid] += received;
        }
        u.rewardDebt = (u.amount * pool.accCakePerShare) / ACC_PRECISION;
        emit Deposit(msg.sender, pid, received);
    }

    function _withdraw(uint256 pid, uint256 amount) private {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage u = userInfo[pid][msg.sender];
        if (u.amount < amount) revert FuelChef__InsufficientStake(u.amount, amount);
        updatePool(pid);
        _harvest(pid, pool, u);
        if (amount > 0) {
            u.amount -= amount;
            totalStaked[pid] -= amount;
        }
        u.rewardDebt = (u.amount * pool.accCakePerShare) / ACC_PRECISION;
        if (amount > 0) pool.lpToken.safeTransfer(msg.sender, amount);
        emit Withdraw(msg.sender, pid, amount);
    }

    function _harvest(uint256 pid, PoolInfo storage pool, UserInfo storage u) private {
        if (u.amount == 0) return;
        uint256 pending = (u.amount * pool.accCakePerShare) / ACC_PRECISION - u.rewardDebt;
        if (pending > 0) {
            uint256 paid = syrup.safeFuelTransfer(msg.sender, pending);
            emit Harvest(msg.sender, pid, paid);
        }
    }

    /// @dev Pool 0 gets a third of the other pools' allocation (a quarter of the emission).
    function _updateStakingPool() private {
        uint256 stakingAlloc = poolInfo[0].allocPoint;
        uint256 others = totalAllocPoint - stakingAlloc;
        if (others == 0) return;
        uint256 next = others / STAKING_POOL_DIVISOR;
        if (next != stakingAlloc) {
            totalAllocPoint = others + next;
            poolInfo[0].allocPoint = next;
            emit PoolSet(0, next);
        }
    }

    /// @dev A timed farm earns up to its end block only (blocks lastRewardBlock+1 .. min(now, end)).
    function _poolReward(uint256 pid, PoolInfo storage pool) private view returns (uint256) {
        uint256 to = block.number;
        uint256 end = farmEndBlock[pid];
        if (end != 0 && end < to) to = end;
        return (getMultiplier(pool.lastRewardBlock, to) * fuelPerBlock * pool.allocPoint) / totalAllocPoint;
    }

    function _checkFuelPerBlock(uint256 fuelPerBlock_) private pure {
        if (fuelPerBlock_ > MAX_FUEL_PER_BLOCK) revert FuelChef__FuelPerBlockTooHigh(fuelPerBlock_, MAX_FUEL_PER_BLOCK);
    }

    function _pool(uint256 pid) private view returns (PoolInfo storage) {
        if (pid >= poolInfo.length) revert FuelChef__UnknownPool(pid);
        return poolInfo[pid];
    }

    function _max(uint256 a, uint256 b) private pure returns (uint256) {
        return a > b ? a : b;
    }
}
