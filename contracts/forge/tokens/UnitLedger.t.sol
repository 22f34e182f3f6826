// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {TaxedToken} from "../../src/tokens/TaxedToken.sol";
import {RebasingToken} from "../../src/tokens/safety/RebasingToken.sol";

/// The allowance rules of the two tokens whose ERC20 surface is shared (UnitLedgerERC20), as each had them on its
/// own: a spend lowers the allowance, a max allowance is never lowered, an overspend reverts with the token's own
/// reason; TaxedToken refuses the zero address as spender and announces a spend with Approval, RebasingToken does
/// neither.
contract UnitLedgerTest is Test {
    address private constant SPENDER = address(0xB0B);
    address private constant TO = address(0xCAFE);
    bytes32 private constant APPROVAL = keccak256("Approval(address,address,uint256)");

    TaxedToken private taxed;
    RebasingToken private rebasing;

    function setUp() public {
        // The deployer (this contract) is excluded from TaxedToken's fee: amounts move untaxed.
        taxed = new TaxedToken("Taxed", "TAX", 1e24);
        rebasing = new RebasingToken("Rebasing", "REBASE", 1e24);
    }

    function test_metadata() public view {
        assertTrue(keccak256(bytes(taxed.name())) == keccak256("Taxed"), "taxed name");
        assertTrue(keccak256(bytes(taxed.symbol())) == keccak256("TAX"), "taxed symbol");
        assertTrue(keccak256(bytes(rebasing.name())) == keccak256("Rebasing"), "rebasing name");
        assertTrue(keccak256(bytes(rebasing.symbol())) == keccak256("REBASE"), "rebasing symbol");
        assertEq(taxed.decimals(), 18, "taxed decimals");
        assertEq(rebasing.decimals(), 18, "rebasing decimals");
    }

    function test_spendLowersTheAllowance() public {
        _spendLowers(IERC20(address(taxed)));
        _spendLowers(IERC20(address(rebasing)));
    }

    function test_maxAllowanceIsNeverLowered() public {
        _maxStays(IERC20(address(taxed)));
        _maxStays(IERC20(address(rebasing)));
    }

    function test_overspendRevertsWithTheTokensOwnReason() public {
        _overspend(IERC20(address(taxed)), "TaxedToken: INSUFFICIENT_ALLOWANCE");
        _overspend(IERC20(address(rebasing)), "RebasingToken: INSUFFICIENT_ALLOWANCE");
    }

    function test_zeroSpender() public {
        vm.expectRevert(bytes("TaxedToken: ZERO_ADDRESS"));
        taxed.approve(address(0), 1);
        assertTrue(rebasing.approve(address(0), 1), "rebasing approves the zero address");
        assertEq(rebasing.allowance(address(this), address(0)), 1, "rebasing allowance of the zero address");
    }

    function test_spendAnnouncedOnlyByTaxedToken() public {
        assertEq(_approvalsOnSpend(IERC20(address(taxed))), 1, "taxed: Approval on transferFrom");
        assertEq(_approvalsOnSpend(IERC20(address(rebasing))), 0, "rebasing: no Approval on transferFrom");
    }

    function _spendLowers(IERC20 token) private {
        token.approve(SPENDER, 100);
        vm.prank(SPENDER);
        assertTrue(token.transferFrom(address(this), TO, 40), "transferFrom");
        assertEq(token.allowance(address(this), SPENDER), 60, "allowance left");
        assertEq(token.balanceOf(TO), 40, "received");
    }

    function _maxStays(IERC20 token) private {
        token.approve(SPENDER, type(uint256).max);
        vm.prank(SPENDER);
        token.transferFrom(address(this), TO, 40);
        assertEq(token.allowance(address(this), SPENDER), type(uint256).max, "max allowance");
    }

    function _overspend(IERC20 token, string memory reason) private {
        token.approve(SPENDER, 39);
        vm.prank(SPENDER);
        vm.expectRevert(bytes(reason));
        token.transferFrom(address(this), TO, 40);
    }

    function _approvalsOnSpend(IERC20 token) private returns (uint256 count) {
        token.approve(SPENDER, 100);
        vm.recordLogs();
        vm.prank(SPENDER);
        token.transferFrom(address(this), TO, 40);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i; i < logs.length; i++) {
            if (logs[i].topics[0] == APPROVAL) count++;
        }
    }
}
