// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelChef} from "../../src/farms/FuelChef.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// The auction winners' 7-day farms: FuelChef.scheduleFarm / stopFarm.
/// Roles: only the owner or the farm operator schedules; anyone stops, only after the end. A timed farm earns
/// exactly its share per block up to its end block and nothing after it, whether or not it was stopped.
contract TimedFarmsTest is Test {
    uint256 internal constant PER_BLOCK = 40e9;
    FuelToken internal fuel;
    FuelChef internal chef;
    TestToken internal core; // a farm without an end
    TestToken internal project; // the auction winner's LP
    address internal constant OPERATOR = address(0x0A);
    address internal constant STRANGER = address(0x5A);
    address internal constant FARMER = address(0xF1);

    function setUp() public {
        vm.roll(100);
        fuel = new FuelToken();
        chef = new FuelChef(IERC20(address(fuel)), PER_BLOCK, 100);
        fuel.transferOwnership(address(chef));
        core = new TestToken("Core LP", "CORE", 18);
        project = new TestToken("Project LP", "PRJ", 18);
        chef.add(300, IERC20(address(core)), true);
        chef.setFarmOperator(OPERATOR);
        IERC20[] memory tokens = new IERC20[](1);
        tokens[0] = IERC20(address(project));
        chef.setSchedulable(tokens, true);
        project.mint(FARMER, 1_000e18);
        vm.prank(FARMER);
        project.approve(address(chef), type(uint256).max);
    }

    function _schedule(uint256 alloc, uint256 end) internal returns (uint256 pid) {
        vm.prank(OPERATOR);
        pid = chef.scheduleFarm(alloc, IERC20(address(project)), end);
    }

    function test_onlyOwnerOrOperatorSchedules() public {
        vm.prank(STRANGER);
        vm.expectRevert(FuelChef.FuelChef__NotFarmOperator.selector);
        chef.scheduleFarm(100, IERC20(address(project)), block.number + 10);
        vm.prank(STRANGER);
        vm.expectRevert();
        chef.setFarmOperator(STRANGER);
        // The owner may, as well as the operator.
        uint256 pid = chef.scheduleFarm(100, IERC20(address(project)), block.number + 10);
        assertEq(pid, 2, "pid");
        (bool exists, uint256 p, uint256 end) = chef.farmOf(address(project));
        assertTrue(exists, "farmOf finds it");
        assertEq(p, 2, "farmOf pid");
        assertEq(end, block.number + 10, "farmOf end");
    }

    function test_endMustBeInTheFuture() public {
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__BadEndBlock.selector, block.number));
        chef.scheduleFarm(100, IERC20(address(project)), block.number);
    }

    function test_aFarmWithoutEndCannotBecomeTimed() public {
        IERC20[] memory tokens = new IERC20[](1);
        tokens[0] = IERC20(address(core));
        chef.setSchedulable(tokens, true);
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__FarmRunning.selector, 1, 0));
        chef.scheduleFarm(100, IERC20(address(core)), block.number + 10);
    }

    /// Pool 0 gets a third of the others: core 300 + project 300 -> pool 0 200, total 800; the project earns
    /// 40 * 300 / 800 = 15 FUEL per block for its 7 blocks, then nothing, stopped or not.
    function test_earnsUntilItsEndOnly() public {
        uint256 start = block.number;
        uint256 pid = _schedule(300, start + 7);
        vm.prank(FARMER);
        chef.deposit(pid, 10e18);
        assertEq(chef.totalAllocPoint(), 800, "total with pool 0 at a third");
        vm.roll(start + 7);
        assertEq(chef.pendingCake(pid, FARMER), 7 * 15e9, "7 blocks at 15 FUEL");
        vm.roll(start + 50);
        assertEq(chef.pendingCake(pid, FARMER), 7 * 15e9, "nothing after the end, not stopped yet");
        vm.prank(FARMER);
        chef.deposit(pid, 0);
        assertEq(fuel.balanceOf(FARMER), 7 * 15e9, "harvested exactly the 7 blocks");
        vm.roll(start + 60);
        assertEq(chef.pendingCake(pid, FARMER), 0, "still nothing");
        // The stake is always withdrawable.
        vm.prank(FARMER);
        chef.withdraw(pid, 10e18);
        assertEq(project.balanceOf(FARMER), 1_000e18, "LP back");
    }

    function test_stopOnlyAfterTheEnd_byAnyone_once() public {
        uint256 start = block.number;
        uint256 pid = _schedule(300, start + 7);
        vm.roll(start + 7);
        vm.prank(STRANGER);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__NotEnded.selector, pid, start + 7));
        chef.stopFarm(pid);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__NotEnded.selector, 1, 0));
        chef.stopFarm(1); // a farm without an end is never stopped this way
        vm.roll(start + 8);
        vm.prank(STRANGER);
        chef.stopFarm(pid);
        (, uint256 alloc,,) = chef.poolInfo(pid);
        assertEq(alloc, 0, "allocation 0");
        (, uint256 alloc0,,) = chef.poolInfo(0);
        assertEq(alloc0, 100, "pool 0 back to a third of core");
        assertEq(chef.totalAllocPoint(), 400, "total without the farm");
        chef.stopFarm(pid); // a second stop changes nothing
        assertEq(chef.totalAllocPoint(), 400, "total unchanged");
    }

    function test_scheduledAgainAfterAStop_andNeverEarlier() public {
        uint256 start = block.number;
        uint256 pid = _schedule(300, start + 7);
        vm.prank(FARMER);
        chef.deposit(pid, 10e18);
        vm.roll(start + 20);
        chef.stopFarm(pid);
        vm.roll(start + 30);
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__BadEndBlock.selector, start + 30));
        chef.scheduleFarm(300, IERC20(address(project)), start + 30);
        // The project wins again: same pid, earns from now to the new end only (no back pay for the gap).
        assertEq(_schedule(300, start + 40), pid, "same pid");
        vm.roll(start + 45);
        assertEq(chef.pendingCake(pid, FARMER), 7 * 15e9 + 10 * 15e9, "7 + 10 blocks");
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__BadEndBlock.selector, start + 44));
        chef.scheduleFarm(300, IERC20(address(project)), start + 44);
    }

    function test_endNeverMovesEarlierWhileRunning() public {
        uint256 start = block.number;
        uint256 pid = _schedule(300, start + 100);
        vm.prank(OPERATOR);
        vm.expectRevert(abi.encodeWithSelector(FuelChef.FuelChef__FarmRunning.selector, pid, start + 100));
        chef.scheduleFarm(300, IERC20(address(project)), start + 50);
    }

    /// Property: whatever the stake, the end and when (or whether) it is stopped, the farm pays at most its
    /// per-block share over [schedule, end] and exactly that when someone stays staked the whole time.
    function testFuzz_paysExactlyItsWindow(uint256 length, uint256 stopAfter, uint256 stake) public {
        length = bound(length, 1, 500);
        stopAfter = bound(stopAfter, 1, 1_000);
        stake = bound(stake, 1, 1_000e18);
        uint256 start = block.number;
        uint256 pid = _schedule(300, start + length);
        vm.prank(FARMER);
        chef.deposit(pid, stake);
        vm.roll(start + length + stopAfter);
        chef.stopFarm(pid);
        vm.roll(block.number + 100);
        vm.prank(FARMER);
        chef.deposit(pid, 0);
        // Rounding (accCakePerShare) may keep back a dust of at most 1 smallest unit per settlement.
        assertLe(fuel.balanceOf(FARMER), length * 15e9, "never more than the window");
        assertGe(fuel.balanceOf(FARMER) + 2, length * 15e9, "the whole window");
    }
}
