// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The reads this contract needs from the yield and exchange contracts (views only).
interface IVotingERC20 {
    function balanceOf(address account) external view returns (uint256);
}

interface IVotingChef {
    function userInfo(uint256 pid, address user) external view returns (uint256 amount, uint256 rewardDebt);
    function poolInfo(uint256 pid)
        external
        view
        returns (address lpToken, uint256 allocPoint, uint256 lastRewardBlock, uint256 accCakePerShare);
}

interface IVotingVault {
    function token() external view returns (address);
    function userInfo(address user) external view returns (uint256 shares, uint256, uint256, uint256);
    function getPricePerFullShare() external view returns (uint256);
}

interface IVotingSyrupPool {
    function stakedToken() external view returns (address);
    function userInfo(address user) external view returns (uint256 amount, uint256 rewardDebt);
}

interface IVotingPair {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function totalSupply() external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
}

/// @title FuelVotingPower: the FUEL an address holds, wherever it sits, for governance
/// @notice A view-only contract: one call gives an address's FUEL in its wallet, in the auto vault (its shares at
///         the vault's price per full share), in the manual pool 0 of the chef, in the other Syrup pools that
///         stake FUEL, and the FUEL side of its FUEL-BNB LP (held plus staked in the FUEL-BNB farm), each listed
///         and summed. The voting hub reads it with `eth_call` at a proposal's snapshot block, so the power is the
///         chain's state at that block, never a figure supplied by a voter. Nothing here writes or holds funds.
contract FuelVotingPower {
    struct Power {
        uint256 wallet;
        uint256 autoVault;
        uint256 manualPool;
        uint256 otherPools;
        uint256 fuelBnbLp;
        uint256 total;
    }

    IVotingERC20 public immutable fuel;
    IVotingChef public immutable chef;
    IVotingVault public immutable vault;
    IVotingPair public immutable fuelBnbPair;
    /// @notice The chef's farm id of the FUEL-BNB LP.
    uint256 public immutable fuelBnbPid;
    /// @notice True when FUEL is the pair's token0 (the reserve read for the FUEL side).
    bool public immutable fuelIsToken0;

    IVotingSyrupPool[] private _pools;

    error FuelVotingPower__NotFuelPool(address pool);
    error FuelVotingPower__VaultNotFuel(address vault);
    error FuelVotingPower__PairWithoutFuel(address pair);
    error FuelVotingPower__FarmNotPair(uint256 pid, address lpToken);

    /// @param pools_ the Syrup pools (other than the chef's pool 0) whose staked token is FUEL; each is checked
    constructor(
        address fuel_,
        address chef_,
        address vault_,
        address fuelBnbPair_,
        uint256 fuelBnbPid_,
        address[] memory pools_
    ) {
        fuel = IVotingERC20(fuel_);
        chef = IVotingChef(chef_);
        vault = IVotingVault(vault_);
        fuelBnbPair = IVotingPair(fuelBnbPair_);
        fuelBnbPid = fuelBnbPid_;
        if (IVotingVault(vault_).token() != fuel_) revert FuelVotingPower__VaultNotFuel(vault_);
        address t0 = IVotingPair(fuelBnbPair_).token0();
        if (t0 != fuel_ && IVotingPair(fuelBnbPair_).token1() != fuel_) revert FuelVotingPower__PairWithoutFuel(fuelBnbPair_);
        fuelIsToken0 = t0 == fuel_;
        (address lp,,,) = IVotingChef(chef_).poolInfo(fuelBnbPid_);
        if (lp != fuelBnbPair_) revert FuelVotingPower__FarmNotPair(fuelBnbPid_, lp);
        for (uint256 i = 0; i < pools_.length; i++) {
            if (IVotingSyrupPool(pools_[i]).stakedToken() != fuel_) revert FuelVotingPower__NotFuelPool(pools_[i]);
            _pools.push(IVotingSyrupPool(pools_[i]));
        }
    }

    /// @notice The Syrup pools counted in `otherPools`, in the order `poolBalances` lists them.
    function fuelPools() external view returns (IVotingSyrupPool[] memory) {
        return _pools;
    }

    /// @notice `user`'s FUEL in each place and the sum. Call with a block number to read a past state.
    function getVotingPower(address user) public view returns (Power memory p) {
        p.wallet = fuel.balanceOf(user);
        (uint256 shares,,,) = vault.userInfo(user);
        p.autoVault = shares == 0 ? 0 : (shares * vault.getPricePerFullShare()) / 1e18;
        (p.manualPool,) = chef.userInfo(0, user);
        for (uint256 i = 0; i < _pools.length; i++) {
            (uint256 staked,) = _pools[i].userInfo(user);
            p.otherPools += staked;
        }
        p.fuelBnbLp = _fuelInLp(user);
        p.total = p.wallet + p.autoVault + p.manualPool + p.otherPools + p.fuelBnbLp;
    }

    /// @notice `user`'s stake in each pool of `fuelPools()`.
    function poolBalances(address user) external view returns (uint256[] memory amounts) {
        amounts = new uint256[](_pools.length);
        for (uint256 i = 0; i < _pools.length; i++) {
            (amounts[i],) = _pools[i].userInfo(user);
        }
    }

    /// @notice The totals for many addresses at once (the hub's verification of a proposal's votes).
    function getVotingPowers(address[] calldata users) external view returns (uint256[] memory totals) {
        totals = new uint256[](users.length);
        for (uint256 i = 0; i < users.length; i++) {
            totals[i] = getVotingPower(users[i]).total;
        }
    }

    /// @dev FUEL side of the LP held and staked in the farm: lp * fuelReserve / totalSupply (rounded down).
    function _fuelInLp(address user) private view returns (uint256) {
        (uint256 staked,) = chef.userInfo(fuelBnbPid, user);
        uint256 lp = fuelBnbPair.balanceOf(user) + staked;
        if (lp == 0) return 0;
        uint256 supply = fuelBnbPair.totalSupply();
        if (supply == 0) return 0;
        (uint112 r0, uint112 r1,) = fuelBnbPair.getReserves();
        return (lp * (fuelIsToken0 ? r0 : r1)) / supply;
    }
}
