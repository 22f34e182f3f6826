// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelChef} from "../../src/farms/FuelChef.sol";
import {FuelVault} from "../../src/farms/FuelVault.sol";
import {IFuelChef} from "../../src/farms/interfaces/IFuelChef.sol";
import {SousChef} from "../../src/farms/SousChef.sol";
import {SousChefBNB} from "../../src/farms/SousChefBNB.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";

/// The one cheatcode the vault needs beyond Test.sol's: a prank that also sets tx.origin (the vault takes
/// deposits from externally owned accounts only).
interface VmOrigin {
    function prank(address sender, address origin) external;
}

/// The attacks of the security review on the farms and pools, each performed as the attacker would and
/// checked by what the victims keep. Each test failed on the code before the bounds existed.
contract FarmFindingsTest is Test {
    VmOrigin internal constant vmo = VmOrigin(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant PER_BLOCK = 40e9;
    FuelToken internal fuel;
    FuelChef internal chef;
    FuelVault internal vault;
    TestToken internal core; // an ordinary farm of the deployment
    TestToken internal bnbPair; // the biggest farm of the deployment
    address internal constant OPERATOR = address(0x0A);
    address internal constant FARMER = address(0xF1);
    address internal constant STAKER = address(0xF2);
    address internal constant SAVER = address(0xF3);

    function setUp() public {
        vm.roll(100);
        fuel = new FuelToken();
        chef = new FuelChef(IERC20(address(fuel)), PER_BLOCK, 100);
        vault = new FuelVault(IFuelChef(address(chef)), address(this), address(this));
        core = new TestToken("Core LP", "CORE", 18);
        bnbPair = new TestToken("FUEL-BNB LP", "FBNB", 18);
        // The deployment's shape in small: a 40X farm and a 10X farm, pool 0 at a third of them.
        chef.add(4000, IERC20(address(bnbPair)), true);
        chef.add(1000, IERC20(address(core)), true);
        chef.setFarmOperator(OPERATOR);
        for (uint256 i; i < 3; i++) {
            address u = [FARMER, STAKER, SAVER][i];
            fuel.mint(u, 1_000e9);
            core.mint(u, 1_000e18);
            bnbPair.mint(u, 1_000e18);
            vm.startPrank(u);
            fuel.approve(address(chef), type(uint256).max);
            fuel.approve(address(vault), type(uint256).max);
            core.approve(address(chef), type(uint256).max);
            bnbPair.approve(address(chef), type(uint256).max);
            vm.stopPrank();
        }
        fuel.transferOwnership(address(chef));
    }

    /// The farm operator makes a token of its own, schedules it with a huge allocation and a far end, stakes
    /// 1 wei and harvests: before the bounds it took about 75% of every block's FUEL from the farmers.
    function test_operatorCannotRedirectTheEmissions() public {
        vm.prank(FARMER);
        chef.deposit(1, 100e18);
        vm.startPrank(OPERATOR);
        TestToken own = new TestToken("Operator LP", "OWN", 18);
        own.mint(OPERATOR, 1);
        own.approve(address(chef), 1);
        uint256 start = block.number;
        try chef.scheduleFarm(1e15, IERC20(address(own)), block.number + 1e12) returns (uint256 pid) {
            chef.deposit(pid, 1);
            vm.roll(start + 1_000);
            chef.deposit(pid, 0);
        } catch {}
        vm.stopPrank();
        vm.roll(start + 1_000);
        uint256 emitted = 1_000 * PER_BLOCK;
        assertLe(fuel.balanceOf(OPERATOR) * 100, emitted, "the operator took more than 1% of the emissions");
        // The farmers' share is what the deployment gave them: 4000 of 6667 points for the 40X farm.
        vm.prank(FARMER);
        chef.deposit(1, 0);
        assertGe(fuel.balanceOf(FARMER), 1_000e9 + (emitted * 59) / 100, "the 40X farm lost its share");
    }

    /// An allocation near 2^250 (by the operator's scheduleFarm, the owner's add or set) made every later pool
    /// update overflow: staking, the vault, set and updateFuelPerBlock reverted, and users kept only
    /// emergencyWithdraw. Whatever they try, users must still withdraw (with their rewards) and the owner still
    /// govern.
    function test_hugeAllocationsCannotBrickTheChef() public {
        vm.prank(FARMER);
        chef.deposit(1, 100e18);
        vm.prank(STAKER);
        chef.enterStaking(100e9);
        vmo.prank(SAVER, SAVER);
        vault.deposit(100e9);

        TestToken other = new TestToken("Other LP", "OTH", 18);
        TestToken third = new TestToken("Third LP", "THR", 18);
        other.mint(OPERATOR, 1);
        vm.startPrank(OPERATOR);
        other.approve(address(chef), 1);
        try chef.scheduleFarm(2 ** 250, IERC20(address(other)), block.number + 100) returns (uint256 pid) {
            chef.deposit(pid, 1); // a staked pool with that allocation overflows at its next update
        } catch {}
        vm.stopPrank();
        try chef.add(2 ** 250, IERC20(address(third)), true) {} catch {}
        try chef.set(2, 2 ** 250, true) {} catch {}
        vm.roll(block.number + 10);

        // Pool 0 (and the vault in it) took a third of the others' allocation: the overflow reached it too.
        vm.prank(STAKER);
        chef.leaveStaking(100e9);
        assertTrue(fuel.balanceOf(STAKER) > 1_000e9, "pool 0's stake and rewards back");
        vm.prank(SAVER);
        vault.withdrawAll();
        assertTrue(fuel.balanceOf(SAVER) >= 1_000e9 - 1e9, "the vault's FUEL back (less at most its fee)");
        vm.prank(FARMER);
        chef.withdraw(1, 100e18);
        assertEq(bnbPair.balanceOf(FARMER), 1_000e18, "the farmer's LP back");
        // 10 blocks at the 40X farm's share (4000 of 6666 points) is 240 FUEL: not diluted to nothing.
        assertGe(fuel.balanceOf(FARMER), 1_000e9 + 200e9, "and its rewards");
        chef.set(2, 500, true);
        chef.updateFuelPerBlock(30e9);
        chef.massUpdatePools();
    }

    /// The owner raised the rate without limit: the chef, FUEL's only minter, then minted whatever the owner's
    /// key asked for. At most 100 FUEL per block may ever be minted.
    function test_ownerCannotMintUnlimitedFuel() public {
        vm.prank(FARMER);
        chef.deposit(1, 100e18);
        uint256 supply = fuel.totalSupply();
        uint256 start = block.number;
        try chef.updateFuelPerBlock(1e30) {} catch {}
        vm.roll(start + 10);
        chef.massUpdatePools();
        assertLe(fuel.totalSupply() - supply, 10 * 100e9, "more than 100 FUEL per block minted");
    }

    /// A Syrup pool's owner withdrew the reward funds while stakers had earned them and not yet harvested: the
    /// stakers' withdraw then reverted (InsufficientRewards) and only emergencyWithdraw, forfeiting the rewards,
    /// got their stake out.
    function test_syrupOwnerCannotTakeEarnedRewards() public {
        TestToken reward = new TestToken("Partner", "PRT", 18);
        uint256 start = block.number + 1;
        SousChef pool = new SousChef(
            IERC20Metadata(address(core)), IERC20Metadata(address(reward)), 1e18, start, start + 100, 0, address(this)
        );
        reward.mint(address(pool), 100e18);
        vm.prank(FARMER);
        core.approve(address(pool), type(uint256).max);
        vm.prank(FARMER);
        pool.deposit(10e18);
        vm.roll(start + 50);
        uint256 all = pool.rewardBalance();
        try pool.emergencyRewardWithdraw(all) {} catch {}
        try pool.emergencyRewardWithdraw(50e18) {} catch {}
        try pool.emergencyRewardWithdraw(1) {} catch {}
        vm.roll(start + 100);
        vm.prank(FARMER);
        pool.withdraw(10e18);
        assertEq(reward.balanceOf(FARMER), 100e18, "every block's reward up to the end");
        assertEq(core.balanceOf(FARMER), 1_000e18, "the stake back");
    }

    /// The same on a native-coin pool, where the owner also stops the rewards: what was earned before the stop
    /// stays the stakers'.
    function test_syrupBnbOwnerCannotTakeEarnedRewards() public {
        TestToken reward = new TestToken("Partner", "PRT", 18);
        uint256 start = block.number + 1;
        SousChefBNB pool = new SousChefBNB(IERC20Metadata(address(reward)), 1e18, start, start + 100, 0, address(this));
        reward.mint(address(pool), 100e18);
        vm.deal(FARMER, 10 ether);
        vm.prank(FARMER);
        pool.deposit{value: 10 ether}();
        vm.roll(start + 30);
        pool.stopReward();
        try pool.emergencyRewardWithdraw(pool.rewardBalance()) {} catch {}
        try pool.emergencyRewardWithdraw(70e18 + 1) {} catch {}
        vm.roll(start + 40);
        vm.prank(FARMER);
        pool.withdraw(10 ether);
        assertEq(reward.balanceOf(FARMER), 30e18, "the 30 blocks earned before the stop");
        assertEq(FARMER.balance, 10 ether, "the stake back");
    }

    receive() external payable {}
}
