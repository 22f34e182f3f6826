// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelFactory} from "../../src/dex/FuelFactory.sol";
import {FuelPair} from "../../src/dex/FuelPair.sol";
import {FuelRouter} from "../../src/dex/FuelRouter.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";

/// Foundry's signing cheatcode (not in Test.sol's Vm: only these tests sign).
interface VmSign {
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
}

/// A permit is public once it is in the mempool: anyone can submit it to the pair first. Before the fix that
/// used up its nonce and the router's *WithPermit call reverted, so the user's removal failed (and a watcher
/// could grief every permit removal). The router now goes on when the allowance the permit would set is there.
contract RouterPermitTest is Test {
    VmSign internal constant signer = VmSign(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant USER_KEY = 0xA11CE;
    address internal user;
    address internal constant FRONT_RUNNER = address(0xBAD);

    FuelFactory internal factory;
    WBNB internal wbnb;
    FuelRouter internal router;
    TestToken internal a;
    TestToken internal b;

    function setUp() public {
        user = vm.addr(USER_KEY);
        factory = new FuelFactory(address(this));
        wbnb = new WBNB();
        router = new FuelRouter(address(factory), address(wbnb));
        a = new TestToken("A", "A", 18);
        b = new TestToken("B", "B", 18);
        a.mint(user, 1_000e18);
        b.mint(user, 1_000e18);
        vm.deal(user, 100e18);
        vm.startPrank(user);
        a.approve(address(router), type(uint256).max);
        b.approve(address(router), type(uint256).max);
        router.addLiquidity(address(a), address(b), 100e18, 100e18, 0, 0, user, block.timestamp);
        router.addLiquidityETH{value: 10e18}(address(a), 100e18, 0, 0, user, block.timestamp);
        vm.stopPrank();
    }

    function _sign(FuelPair pair, uint256 value, uint256 deadline) internal view returns (uint8 v, bytes32 r, bytes32 s) {
        bytes32 structHash =
            keccak256(abi.encode(pair.PERMIT_TYPEHASH(), user, address(router), value, pair.nonces(user), deadline));
        return signer.sign(USER_KEY, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }

    function _pair(address x, address y) internal view returns (FuelPair) {
        return FuelPair(factory.getPair(x, y));
    }

    function test_removeLiquidityWithPermitSurvivesAFrontRunPermit() public {
        FuelPair pair = _pair(address(a), address(b));
        uint256 liquidity = pair.balanceOf(user);
        uint256 deadline = block.timestamp + 600;
        (uint8 v, bytes32 r, bytes32 s) = _sign(pair, liquidity, deadline);
        // The front-runner submits the user's permit first: the nonce is used, the allowance is set.
        vm.prank(FRONT_RUNNER);
        pair.permit(user, address(router), liquidity, deadline, v, r, s);
        uint256 before = a.balanceOf(user);
        vm.prank(user);
        router.removeLiquidityWithPermit(address(a), address(b), liquidity, 0, 0, user, deadline, false, v, r, s);
        assertEq(pair.balanceOf(user), 0, "the LP was not removed");
        assertGe(a.balanceOf(user), before + 99e18, "the tokens were not paid");
    }

    function test_removeLiquidityETHWithPermitSurvivesAFrontRunPermit() public {
        FuelPair pair = _pair(address(a), address(wbnb));
        uint256 liquidity = pair.balanceOf(user);
        uint256 deadline = block.timestamp + 600;
        (uint8 v, bytes32 r, bytes32 s) = _sign(pair, type(uint256).max, deadline);
        vm.prank(FRONT_RUNNER);
        pair.permit(user, address(router), type(uint256).max, deadline, v, r, s);
        uint256 before = user.balance;
        vm.prank(user);
        router.removeLiquidityETHWithPermit(address(a), liquidity, 0, 0, user, deadline, true, v, r, s);
        assertEq(pair.balanceOf(user), 0, "the LP was not removed");
        assertGe(user.balance, before + 9e18, "the BNB was not paid");
    }

    function test_removeLiquidityETHWithPermitSupportingFeeOnTransferTokensSurvivesAFrontRunPermit() public {
        FuelPair pair = _pair(address(a), address(wbnb));
        uint256 liquidity = pair.balanceOf(user) / 2;
        uint256 deadline = block.timestamp + 600;
        (uint8 v, bytes32 r, bytes32 s) = _sign(pair, liquidity, deadline);
        vm.prank(FRONT_RUNNER);
        pair.permit(user, address(router), liquidity, deadline, v, r, s);
        vm.prank(user);
        router.removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
            address(a), liquidity, 0, 0, user, deadline, false, v, r, s
        );
        assertEq(pair.allowance(user, address(router)), 0, "the permitted allowance was not spent");
    }

    /// The fallback is only the allowance: a bad signature without an allowance still fails with the pair's reason,
    /// and so does a used permit whose allowance was already spent or is too small.
    function test_aFailedPermitWithoutTheAllowanceStillReverts() public {
        FuelPair pair = _pair(address(a), address(b));
        uint256 liquidity = pair.balanceOf(user);
        uint256 deadline = block.timestamp + 600;
        (uint8 v, bytes32 r, bytes32 s) = _sign(pair, liquidity, deadline);
        vm.prank(user);
        vm.expectRevert(bytes("Fuel: INVALID_SIGNATURE"));
        router.removeLiquidityWithPermit(address(a), address(b), liquidity, 0, 0, user, deadline, false, v, bytes32(0), s);
        // Front-run with a permit for less than the call removes: the allowance does not cover it.
        (v, r, s) = _sign(pair, liquidity / 2, deadline);
        vm.prank(FRONT_RUNNER);
        pair.permit(user, address(router), liquidity / 2, deadline, v, r, s);
        vm.prank(user);
        vm.expectRevert(bytes("Fuel: INVALID_SIGNATURE"));
        router.removeLiquidityWithPermit(address(a), address(b), liquidity, 0, 0, user, deadline, false, v, r, s);
        assertEq(pair.balanceOf(user), liquidity, "LP moved without an allowance");
    }
}
