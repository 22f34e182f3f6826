// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelIFO} from "../../src/ifo/FuelIFO.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ActiveProfiles} from "./IFOInvariants.t.sol";

/// A sale whose offering tokens were never (or only partly) sent to it: before the fix users could commit LP to
/// it, and after the end a harvester's transfer of offering tokens failed, taking the LP refund down with it.
/// Commitments are now refused until the contract holds every pool's offering, so no LP is ever stuck there.
contract IFOFundingTest is Test {
    TestToken internal lp;
    TestToken internal offer;
    FuelIFO internal ifo;
    address internal constant OWNER = address(0xBEEF);
    address internal constant EARLY = address(0x1001);
    address internal constant LATE = address(0x1002);
    uint256 internal constant OFFER_BASIC = 300_000e18;
    uint256 internal constant OFFER_UNLIMITED = 700_000e18;

    function setUp() public {
        lp = new TestToken("LP", "LP", 18);
        offer = new TestToken("Offer", "OFR", 18);
        ifo = new FuelIFO(IERC20(address(lp)), IERC20(address(offer)), new ActiveProfiles(), block.number + 5, block.number + 50, OWNER);
        vm.startPrank(OWNER);
        ifo.setPool(OFFER_BASIC, 1_000e18, 100e18, false, 0);
        ifo.setPool(OFFER_UNLIMITED, 50e18, 0, true, 1);
        vm.stopPrank();
        for (uint160 i = 0x1001; i <= 0x1002; i++) {
            lp.mint(address(i), 1_000e18);
            vm.prank(address(i));
            lp.approve(address(ifo), type(uint256).max);
        }
    }

    /// The attack of an unfunded sale: the early harvester's share is paid from whatever is there, the late
    /// harvester's offering transfer fails and their refund with it. The first commitment must be refused.
    function test_anUnfundedSaleRefusesCommitments() public {
        // Enough offering for one harvester of the oversubscribed unlimited pool, not for both.
        offer.mint(address(ifo), OFFER_UNLIMITED / 2);
        assertTrue(!ifo.isFunded(), "a partly funded sale reads as funded");
        vm.roll(ifo.startBlock());
        vm.prank(EARLY);
        vm.expectRevert(bytes("IFO: offering tokens not deposited"));
        ifo.depositPool(500e18, 1);
        vm.prank(LATE);
        vm.expectRevert(bytes("IFO: offering tokens not deposited"));
        ifo.depositPool(500e18, 1);
        assertEq(lp.balanceOf(address(ifo)), 0, "LP taken by an unfunded sale");
    }

    /// Whatever the funding, a participant's LP comes back: a commitment either was refused, or its harvest pays
    /// the refund of the oversubscribed pool.
    function test_everyCommitterGetsTheirRefundBack() public {
        offer.mint(address(ifo), OFFER_UNLIMITED / 2);
        vm.roll(ifo.startBlock());
        address[2] memory users = [EARLY, LATE];
        bool[2] memory committed;
        for (uint256 i; i < 2; i++) {
            vm.prank(users[i]);
            try ifo.depositPool(500e18, 1) {
                committed[i] = true;
            } catch {}
        }
        vm.roll(ifo.endBlock() + 1);
        for (uint256 i; i < 2; i++) {
            if (!committed[i]) {
                assertEq(lp.balanceOf(users[i]), 1_000e18, "a refused commitment took LP");
                continue;
            }
            vm.prank(users[i]);
            ifo.harvestPool(1);
            assertGe(lp.balanceOf(users[i]), 1_000e18 - 30e18, "the refund of the excess (less its tax) was not paid");
        }
    }

    /// Funded in full before the start: commitments and harvests work as before.
    function test_aFundedSaleTakesCommitmentsAndPaysHarvests() public {
        offer.mint(address(ifo), OFFER_BASIC + OFFER_UNLIMITED);
        assertTrue(ifo.isFunded(), "a funded sale reads as unfunded");
        vm.roll(ifo.startBlock());
        vm.prank(EARLY);
        ifo.depositPool(100e18, 0);
        vm.prank(LATE);
        ifo.depositPool(500e18, 1);
        vm.roll(ifo.endBlock() + 1);
        vm.prank(EARLY);
        ifo.harvestPool(0);
        vm.prank(LATE);
        ifo.harvestPool(1);
        assertEq(offer.balanceOf(EARLY), (100e18 * OFFER_BASIC) / 1_000e18, "basic share");
        assertEq(offer.balanceOf(LATE), OFFER_UNLIMITED, "unlimited share");
    }
}
