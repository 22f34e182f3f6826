// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelChef} from "../../src/farms/FuelChef.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// The bounds on FuelChef's owner and farm operator: the emission rate, each pool's allocation, a timed farm's
/// allocation and length, the schedulable tokens, the number of pools; and that every pool update an owner or
/// operator call makes still fits in a block at the most pools, each staked and earning.
contract FarmBoundsTest is Test {
    FuelToken internal fuel;
    FuelChef internal chef;
    TestToken internal project;
    address internal constant OPERATOR = address(0x0A);
    address internal constant FARMER = address(0xF1);

    function setUp() public {
        vm.roll(100);
        fuel = new FuelToken();
        chef = new FuelChef(IERC20(address(fuel)), 40e9, 100);
        fuel.transferOwnership(address(chef));
        project = new TestToken("Project LP", "PRJ", 18);
        chef.setFarmOperator(OPERATOR);
    }

    function _allow(address token) internal {
        IERC20[] memory tokens = new IERC20[](1);
        tokens[0] = IERC20(token);
        chef.setSchedulable(tokens, true);
    }

    function test_rateIsCapped() public {
        chef.updateFuelPerBlock(100e9);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__FuelPerBlockTooHigh.selector, 100e9 + 1, 100e9));
        chef.updateFuelPerBlock(100e9 + 1);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__FuelPerBlockTooHigh.selector, 101e9, 100e9));
        new FuelChef(IERC20(address(fuel)), 101e9, 100);
    }

    function test_allocationIsCapped() public {
        TestToken lp = new TestToken("LP", "LP", 18);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__AllocPointTooHigh.selector, 10_001, 10_000));
        chef.add(10_001, IERC20(address(lp)), true);
        chef.add(10_000, IERC20(address(lp)), true);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__AllocPointTooHigh.selector, 10_001, 10_000));
        chef.set(1, 10_001, true);
        chef.set(1, 0, true);
        // A timed farm keeps the operator's bound whoever sets it.
        _allow(address(project));
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__AllocPointTooHigh.selector, 1_001, 1_000));
        chef.scheduleFarm(1_001, IERC20(address(project)), block.number + 10);
        vm.prank(OPERATOR);
        uint256 pid = chef.scheduleFarm(1_000, IERC20(address(project)), block.number + 10);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__AllocPointTooHigh.selector, 1_001, 1_000));
        chef.set(pid, 1_001, true);
        chef.set(pid, 500, true);
    }

    function test_onlySchedulableTokens_byOwnerOrOperator() public {
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__NotSchedulable.selector, address(project)));
        chef.scheduleFarm(100, IERC20(address(project)), block.number + 10);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__NotSchedulable.selector, address(project)));
        chef.scheduleFarm(100, IERC20(address(project)), block.number + 10);
        // Only the owner allows a token.
        IERC20[] memory tokens = new IERC20[](1);
        tokens[0] = IERC20(address(project));
        vm.prank(OPERATOR);
        vm.expectRevert();
        chef.setSchedulable(tokens, true);
        chef.setSchedulable(tokens, true);
        assertTrue(chef.schedulable(address(project)), "schedulable");
        vm.prank(OPERATOR);
        uint256 pid = chef.scheduleFarm(100, IERC20(address(project)), block.number + 10);
        // No longer allowed: the running farm runs on, the next schedule is refused.
        chef.setSchedulable(tokens, false);
        vm.roll(block.number + 20);
        chef.stopFarm(pid);
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__NotSchedulable.selector, address(project)));
        chef.scheduleFarm(100, IERC20(address(project)), block.number + 10);
    }

    function test_endIsWithinTheLongestFarm() public {
        _allow(address(project));
        uint256 max = chef.MAX_FARM_BLOCKS();
        assertEq(max, 1_209_600, "14 days of 1-second blocks");
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__BadEndBlock.selector, block.number + max + 1));
        chef.scheduleFarm(100, IERC20(address(project)), block.number + max + 1);
        vm.prank(OPERATOR);
        uint256 pid = chef.scheduleFarm(100, IERC20(address(project)), block.number + max);
        // Extending is bounded the same way: from the block it is sent in.
        vm.roll(block.number + 1_000);
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__BadEndBlock.selector, block.number + max + 1));
        chef.scheduleFarm(100, IERC20(address(project)), block.number + max + 1);
        vm.prank(OPERATOR);
        assertEq(chef.scheduleFarm(100, IERC20(address(project)), block.number + max), pid, "extended");
    }

    /// Fills the chef to MAX_POOLS with a staker in every pool, so every pool mints at each mass update; the last
    /// pool is a timed farm. Returns its token.
    function _fill() internal returns (TestToken last) {
        uint256 maxPools = chef.MAX_POOLS();
        for (uint256 i = 1; i < maxPools; i++) {
            TestToken lp = new TestToken("LP", "LP", 18);
            lp.mint(FARMER, 1e18);
            if (i == maxPools - 1) {
                _allow(address(lp));
                vm.prank(OPERATOR);
                chef.scheduleFarm(1_000, IERC20(address(lp)), block.number + 1_000);
                last = lp;
            } else {
                chef.add(10_000, IERC20(address(lp)), true);
            }
            vm.startPrank(FARMER);
            lp.approve(address(chef), 1e18);
            chef.deposit(i, 1e18);
            vm.stopPrank();
        }
        assertEq(chef.poolLength(), maxPools, "full");
        vm.roll(block.number + 10);
    }

    /// What a call costs with every pool earning, measured first in the test's transaction (cold storage, as
    /// on the chain). 10M gas: a third of a 30M block (the 2021 BSC block and anvil's default), and what the
    /// auction keeper sends its scheduleFarm and stopFarm with.
    function _assertFits(address caller, bytes memory call, string memory what) internal {
        vm.prank(caller);
        uint256 before = gasleft();
        (bool ok,) = address(chef).call(call);
        uint256 used = before - gasleft();
        assertTrue(ok, what);
        assertLe(used, 10_000_000, what);
    }

    function test_atMostMaxPools() public {
        _fill();
        uint256 maxPools = chef.MAX_POOLS();
        TestToken extra = new TestToken("LP", "LP", 18);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__TooManyPools.selector, maxPools));
        chef.add(100, IERC20(address(extra)), true);
        _allow(address(extra));
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__TooManyPools.selector, maxPools));
        chef.scheduleFarm(100, IERC20(address(extra)), block.number + 10);
    }

    function test_setFitsInABlockAtMaxPools() public {
        _fill();
        _assertFits(address(this), abi.encodeCall(FuelChef.set, (1, 5_000, true)), "set");
    }

    function test_updateFuelPerBlockFitsInABlockAtMaxPools() public {
        _fill();
        _assertFits(address(this), abi.encodeCall(FuelChef.updateFuelPerBlock, (50e9)), "updateFuelPerBlock");
    }

    function test_scheduleFarmFitsInABlockAtMaxPools() public {
        TestToken last = _fill();
        _assertFits(OPERATOR, abi.encodeCall(FuelChef.scheduleFarm, (500, IERC20(address(last)), block.number + 2_000)), "schedule");
    }

    function test_stopFarmFitsInABlockAtMaxPools() public {
        _fill();
        vm.roll(block.number + 1_000);
        _assertFits(address(this), abi.encodeCall(FuelChef.stopFarm, (chef.MAX_POOLS() - 1)), "stopFarm");
    }

    /// The farmers' own calls update their pool only: their cost does not grow with the pools.
    function test_withdrawAtMaxPools() public {
        _fill();
        vm.prank(FARMER);
        uint256 before = gasleft();
        chef.withdraw(1, 1e18);
        assertLe(before - gasleft(), 200_000, "withdraw");
    }
}
