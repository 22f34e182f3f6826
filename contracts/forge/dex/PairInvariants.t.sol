// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelFactory} from "../../src/dex/FuelFactory.sol";
import {FuelPair} from "../../src/dex/FuelPair.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";

/// Drives one pair through random mints, burns and swaps by three actors, each
/// swap asking for the most the 0.25% fee formula allows.
contract PairHandler {
    FuelPair public immutable pair;
    TestToken public immutable t0;
    TestToken public immutable t1;
    uint256 public lastK;
    bool public kDecreased;
    uint256 public swaps;

    constructor(FuelPair pair_, TestToken a, TestToken b) {
        pair = pair_;
        (t0, t1) = pair_.token0() == address(a) ? (a, b) : (b, a);
    }

    function _k() private view returns (uint256) {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        return uint256(r0) * uint256(r1);
    }

    function _track() private {
        uint256 k = _k();
        if (k < lastK) kDecreased = true;
        lastK = k;
    }

    function addLiquidity(uint256 a0, uint256 a1) external {
        a0 = 1e6 + (a0 % 1e24);
        a1 = 1e6 + (a1 % 1e24);
        t0.mint(address(pair), a0);
        t1.mint(address(pair), a1);
        // A refused mint (too little liquidity) leaves the tokens in the pair: take them back.
        try pair.mint(address(this)) {} catch {
            pair.skim(address(this));
        }
        lastK = _k(); // k grows with liquidity; only swaps must never shrink it
    }

    function removeLiquidity(uint256 share) external {
        uint256 bal = pair.balanceOf(address(this));
        if (bal == 0) return;
        uint256 amount = 1 + (share % bal);
        pair.transfer(address(pair), amount);
        try pair.burn(address(this)) {} catch {}
        lastK = _k();
    }

    function swap(uint256 amountIn, bool zeroForOne) external {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        if (r0 == 0 || r1 == 0) return;
        (uint256 rIn, uint256 rOut) = zeroForOne ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        amountIn = 1 + (amountIn % (rIn * 4));
        uint256 out = (amountIn * 9975 * rOut) / (rIn * 10000 + amountIn * 9975);
        if (out == 0) return;
        (zeroForOne ? t0 : t1).mint(address(pair), amountIn);
        if (zeroForOne) pair.swap(0, out, address(this), "");
        else pair.swap(out, 0, address(this), "");
        swaps++;
        _track();
    }
}

/// The pair's money rules under random use: a swap never lowers k; the reserves
/// always equal the balances the pair holds (nothing paid that was not there).
contract PairInvariantsTest is Test {
    PairHandler internal handler;
    FuelPair internal pair;

    function setUp() public {
        FuelFactory factory = new FuelFactory(address(this));
        TestToken a = new TestToken("A", "A", 18);
        TestToken b = new TestToken("B", "B", 18);
        pair = FuelPair(factory.createPair(address(a), address(b)));
        handler = new PairHandler(pair, a, b);
        a.transferOwnership(address(handler));
        b.transferOwnership(address(handler));
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_swapsNeverLowerK();
        check_reservesMatchBalances();
    }

    function check_swapsNeverLowerK() internal view {
        assertTrue(!handler.kDecreased(), "a swap lowered k");
    }

    function check_reservesMatchBalances() internal view {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        assertEq(uint256(r0), handler.t0().balanceOf(address(pair)), "reserve0");
        assertEq(uint256(r1), handler.t1().balanceOf(address(pair)), "reserve1");
    }
}
