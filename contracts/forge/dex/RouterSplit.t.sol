// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelFactory} from "../../src/dex/FuelFactory.sol";
import {FuelRouter} from "../../src/dex/FuelRouter.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {TaxedToken} from "../../src/tokens/TaxedToken.sol";
import {WBNB} from "../../src/tokens/WBNB.sol";

/// Pools for the split tests: A-B direct, A-C-B, A-WBNB-B, C-WBNB, and a taxed token T paired with B and C.
contract SplitWorld {
    FuelFactory public factory;
    WBNB public wbnb;
    FuelRouter public router;
    TestToken public a;
    TestToken public b;
    TestToken public c;
    TaxedToken public t;

    constructor() payable {
        factory = new FuelFactory(address(this));
        wbnb = new WBNB();
        router = new FuelRouter(address(factory), address(wbnb));
        a = new TestToken("A", "A", 18);
        b = new TestToken("B", "B", 18);
        c = new TestToken("C", "C", 18);
        t = new TaxedToken("T", "T", 1e30);
        a.mint(address(this), 1e30);
        b.mint(address(this), 1e30);
        c.mint(address(this), 1e30);
        a.approve(address(router), type(uint256).max);
        b.approve(address(router), type(uint256).max);
        c.approve(address(router), type(uint256).max);
        t.approve(address(router), type(uint256).max);
        router.addLiquidity(address(a), address(b), 1_000e18, 1_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidity(address(a), address(c), 2_000e18, 1_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidity(address(c), address(b), 1_000e18, 2_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidity(address(t), address(b), 1_000e18, 1_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidity(address(t), address(c), 1_000e18, 500e18, 0, 0, address(this), block.timestamp);
        router.addLiquidityETH{value: 50e18}(address(a), 1_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidityETH{value: 50e18}(address(b), 1_000e18, 0, 0, address(this), block.timestamp);
        router.addLiquidityETH{value: 50e18}(address(c), 500e18, 0, 0, address(this), block.timestamp);
    }

    /// Gives `who` tokens (T after its transfer tax) and lets the router spend them.
    function fund(address who) external {
        a.mint(who, 1e24);
        b.mint(who, 1e24);
        c.mint(who, 1e24);
        t.transfer(who, 1e24);
    }
}

library Paths {
    function p2(address x, address y) internal pure returns (address[] memory p) {
        p = new address[](2);
        (p[0], p[1]) = (x, y);
    }

    function p3(address x, address y, address z) internal pure returns (address[] memory p) {
        p = new address[](3);
        (p[0], p[1], p[2]) = (x, y, z);
    }

    function p4(address x, address y, address z, address w) internal pure returns (address[] memory p) {
        p = new address[](4);
        (p[0], p[1], p[2], p[3]) = (x, y, z, w);
    }
}

contract RouterSplitTest is Test {
    event log_named_uint(string key, uint256 val);

    SplitWorld internal w;
    FuelRouter internal router;
    address internal A;
    address internal B;
    address internal C;
    address internal T;
    address internal W;
    address internal constant USER = address(0xA11CE);
    address internal constant TO = address(0xB0B);

    function setUp() public {
        w = new SplitWorld{value: 150e18}();
        router = w.router();
        (A, B, C, T, W) = (address(w.a()), address(w.b()), address(w.c()), address(w.t()), address(w.wbnb()));
        w.fund(USER);
        vm.deal(USER, 100e18);
        vm.startPrank(USER);
        w.a().approve(address(router), type(uint256).max);
        w.b().approve(address(router), type(uint256).max);
        w.c().approve(address(router), type(uint256).max);
        w.t().approve(address(router), type(uint256).max);
        vm.stopPrank();
    }

    function _amounts(uint256 x, uint256 y) internal pure returns (uint256[] memory v) {
        v = new uint256[](2);
        (v[0], v[1]) = (x, y);
    }

    function _two(address[] memory p, address[] memory q) internal pure returns (address[][] memory v) {
        v = new address[][](2);
        (v[0], v[1]) = (p, q);
    }

    function _last(uint256[] memory xs) internal pure returns (uint256) {
        return xs[xs.length - 1];
    }

    function _routerEmpty() internal view {
        assertEq(w.a().balanceOf(address(router)), 0, "router keeps A");
        assertEq(w.b().balanceOf(address(router)), 0, "router keeps B");
        assertEq(w.c().balanceOf(address(router)), 0, "router keeps C");
        assertEq(w.t().balanceOf(address(router)), 0, "router keeps T");
        assertEq(w.wbnb().balanceOf(address(router)), 0, "router keeps WBNB");
        assertEq(address(router).balance, 0, "router keeps BNB");
    }

    function test_exactInTotalMinimumIsExact() public {
        address[][] memory paths = _two(Paths.p2(A, B), Paths.p3(A, C, B));
        uint256[] memory ins = _amounts(60e18, 40e18);
        // the paths share no pool, so each one's quote is the single-path quote
        uint256 expected = _last(router.getAmountsOut(60e18, paths[0])) + _last(router.getAmountsOut(40e18, paths[1]));
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.swapSplit(ins, expected + 1, paths, TO, block.timestamp, 0);
        uint256 before = w.a().balanceOf(USER);
        vm.prank(USER);
        (, uint256 out) = router.swapSplit(ins, expected, paths, TO, block.timestamp, 0);
        assertEq(out, expected, "total out");
        assertEq(w.b().balanceOf(TO), expected, "received");
        assertEq(before - w.a().balanceOf(USER), 100e18, "spent");
        _routerEmpty();
    }

    function test_sharedPoolPathsArePricedOneAfterTheOther() public {
        // both paths start in the A-C pool: the second sees the reserves the first left
        address[][] memory paths = _two(Paths.p3(A, C, B), Paths.p4(A, C, W, B));
        uint256 firstAlone = _last(router.getAmountsOut(30e18, paths[0]));
        vm.prank(USER);
        (, uint256 out) = router.swapSplit(_amounts(30e18, 30e18), 0, paths, TO, block.timestamp, 0);
        assertEq(w.b().balanceOf(TO), out, "received");
        assertGe(out, firstAlone, "both paths paid");
        _routerEmpty();
    }

    function test_exactOutTotalMaximum() public {
        address[][] memory paths = _two(Paths.p2(A, B), Paths.p3(A, C, B));
        uint256[] memory outs = _amounts(30e18, 20e18);
        uint256 need = router.getAmountsIn(30e18, paths[0])[0] + router.getAmountsIn(20e18, paths[1])[0];
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: EXCESSIVE_INPUT_AMOUNT"));
        router.swapSplit(outs, need - 1, paths, TO, block.timestamp, 4);
        vm.prank(USER);
        (uint256 spent,) = router.swapSplit(outs, need, paths, TO, block.timestamp, 4);
        assertEq(spent, need, "total in");
        assertEq(w.b().balanceOf(TO), 50e18, "received exactly");
        _routerEmpty();
    }

    function test_exactBNBInWrapsOnceAndMustMatchValue() public {
        address[][] memory paths = _two(Paths.p2(W, B), Paths.p3(W, A, B));
        uint256[] memory ins = _amounts(3e18, 2e18);
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: INVALID_VALUE"));
        router.swapSplit{value: 5e18 + 1}(ins, 0, paths, TO, block.timestamp, 0);
        uint256 expected = _last(router.getAmountsOut(3e18, paths[0])) + _last(router.getAmountsOut(2e18, paths[1]));
        vm.prank(USER);
        (, uint256 out) = router.swapSplit{value: 5e18}(ins, expected, paths, TO, block.timestamp, 0);
        assertEq(out, expected, "total out");
        assertEq(USER.balance, 95e18, "spent exactly the value");
        _routerEmpty();
    }

    function test_bnbForExactTokensRefundsExactly() public {
        address[][] memory paths = _two(Paths.p2(W, B), Paths.p3(W, A, B));
        uint256[] memory outs = _amounts(40e18, 30e18);
        uint256 need = router.getAmountsIn(40e18, paths[0])[0] + router.getAmountsIn(30e18, paths[1])[0];
        // too little BNB: the wrapped value is the budget
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: EXCESSIVE_INPUT_AMOUNT"));
        router.swapSplit{value: need - 1}(outs, type(uint256).max, paths, TO, block.timestamp, 4);
        vm.prank(USER);
        (uint256 spent,) = router.swapSplit{value: 10e18}(outs, type(uint256).max, paths, TO, block.timestamp, 4);
        assertEq(spent, need, "total in");
        assertEq(USER.balance, 100e18 - need, "refund exact to the wei");
        assertEq(w.b().balanceOf(TO), 70e18, "received exactly");
        _routerEmpty();
    }

    function test_tokensForBNBUnwrapsTheTotal() public {
        address[][] memory paths = _two(Paths.p2(A, W), Paths.p3(A, C, W));
        uint256 expected = _last(router.getAmountsOut(20e18, paths[0])) + _last(router.getAmountsOut(10e18, paths[1]));
        vm.prank(USER);
        (, uint256 out) = router.swapSplit(_amounts(20e18, 10e18), expected, paths, TO, block.timestamp, 1);
        assertEq(out, expected, "total out");
        assertEq(TO.balance, expected, "BNB received");
        _routerEmpty();
        vm.prank(USER);
        router.swapSplit(_amounts(1e18, 5e17), type(uint256).max, paths, TO, block.timestamp, 5);
        assertEq(TO.balance, expected + 15e17, "exact BNB out");
        _routerEmpty();
    }

    function test_feeOnTransferSplit() public {
        address[][] memory paths = _two(Paths.p2(T, B), Paths.p3(T, C, B));
        // T loses 10% on the way into each first pair, so the plain function's amounts do not hold
        vm.prank(USER);
        vm.expectRevert();
        router.swapSplit(_amounts(10e18, 10e18), 0, paths, TO, block.timestamp, 0);
        vm.prank(USER);
        router.swapSplit(
            _amounts(10e18, 10e18), 1, paths, TO, block.timestamp
        , 2);
        uint256 got = w.b().balanceOf(TO);
        assertGe(got, 1, "received");
        assertLe(got, 18e18, "taxed");
        _routerEmpty();
        address[][] memory toBnb = _two(Paths.p3(T, B, W), Paths.p3(T, C, W));
        vm.prank(USER);
        router.swapSplit(
            _amounts(5e18, 5e18), 1, toBnb, TO, block.timestamp
        , 3);
        assertGe(TO.balance, 1, "BNB received");
        _routerEmpty();
        address[][] memory fromBnb = _two(Paths.p3(W, B, T), Paths.p3(W, C, T));
        vm.prank(USER);
        router.swapSplit{value: 2e18}(
            _amounts(1e18, 1e18), 1, fromBnb, TO, block.timestamp
        , 2);
        assertGe(w.t().balanceOf(TO), 1, "T received");
        _routerEmpty();
    }

    function test_deadlineAndPathChecks() public {
        address[][] memory paths = _two(Paths.p2(A, B), Paths.p3(A, C, B));
        vm.warp(1000);
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: EXPIRED"));
        router.swapSplit(_amounts(1e18, 1e18), 0, paths, TO, 999, 0);
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: EXPIRED"));
        router.swapSplit{value: 1e18}(_amounts(1e15, 1e15), type(uint256).max, _two(Paths.p2(W, B), Paths.p3(W, A, B)), TO, 999, 4);
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: INVALID_PATH"));
        router.swapSplit(_amounts(1e18, 1e18), 0, _two(Paths.p2(A, B), Paths.p2(A, C)), TO, 1000, 0);
        vm.prank(USER);
        vm.expectRevert(bytes("FuelRouter: INVALID_PATH"));
        router.swapSplit(new uint256[](1), 0, paths, TO, 1000, 0);
    }

    function _gasExactIn(uint256 n) internal returns (uint256 used) {
        address[][] memory all = new address[][](4);
        all[0] = Paths.p2(A, B);
        all[1] = Paths.p3(A, C, B);
        all[2] = Paths.p3(A, W, B);
        all[3] = Paths.p4(A, C, W, B);
        address[][] memory paths = new address[][](n);
        uint256[] memory ins = new uint256[](n);
        for (uint256 i; i < n; i++) (paths[i], ins[i]) = (all[i], 1e18);
        vm.prank(USER);
        uint256 before = gasleft();
        router.swapSplit(ins, 0, paths, TO, block.timestamp, 0);
        used = before - gasleft();
    }

    /// Each measurement runs in its own test, so every one starts from the same cold state. The figures are
    /// printed with -vv; the bounds hold them within a few percent of what was measured.
    function test_gasSingleRoute() public {
        vm.prank(USER);
        uint256 before = gasleft();
        router.swapExactTokensForTokens(1e18, 0, Paths.p2(A, B), TO, block.timestamp);
        uint256 used = before - gasleft();
        emit log_named_uint("gas: single-route swapExactTokensForTokens, 1 hop", used);
    }

    function test_gasSingleRoute2Hops() public {
        vm.prank(USER);
        uint256 before = gasleft();
        router.swapExactTokensForTokens(1e18, 0, Paths.p3(A, C, B), TO, block.timestamp);
        uint256 used = before - gasleft();
        emit log_named_uint("gas: single-route swapExactTokensForTokens, 2 hops", used);
    }

    function test_gasSingleRoute3Hops() public {
        vm.prank(USER);
        uint256 before = gasleft();
        router.swapExactTokensForTokens(1e18, 0, Paths.p4(A, C, W, B), TO, block.timestamp);
        uint256 used = before - gasleft();
        emit log_named_uint("gas: single-route swapExactTokensForTokens, 3 hops", used);
    }

    function test_gasSplit1() public {
        uint256 used = _gasExactIn(1);
        emit log_named_uint("gas: split, 1 path (1 hop)", used);
        assertLe(used, 97_000, "one path costs about a single-route swap");
    }

    function test_gasSplit2() public {
        uint256 used = _gasExactIn(2);
        emit log_named_uint("gas: split, 2 paths (1+2 hops)", used);
    }

    function test_gasSplit3() public {
        uint256 used = _gasExactIn(3);
        emit log_named_uint("gas: split, 3 paths (1+2+2 hops)", used);
    }

    function test_gasSplit4() public {
        uint256 used = _gasExactIn(4);
        emit log_named_uint("gas: split, 4 paths (1+2+2+3 hops)", used);
        assertLe(used, 385_000, "four paths");
    }
}

/// Random split trades by one trader: exact input of tokens, BNB for exact tokens with too much value, tokens
/// for exact BNB. It records any call that paid less than its minimum, refunded BNB wrongly, or left the
/// trader's accounting off by a wei.
contract SplitHandler {
    SplitWorld public immutable w;
    FuelRouter public immutable router;
    address internal constant TO = address(0xB0B);
    bool public minimumBroken;
    bool public refundWrong;
    bool public amountsWrong;
    uint256 public trades;

    constructor(SplitWorld w_) payable {
        w = w_;
        router = w_.router();
        w_.fund(address(this));
        w_.a().approve(address(router), type(uint256).max);
        w_.b().approve(address(router), type(uint256).max);
        w_.c().approve(address(router), type(uint256).max);
    }

    receive() external payable {}

    function _paths(uint256 seed) internal view returns (address[][] memory paths) {
        (address A, address B, address C, address W) = (address(w.a()), address(w.b()), address(w.c()), address(w.wbnb()));
        uint256 n = 1 + (seed % 4);
        address[][] memory all = new address[][](4);
        all[0] = Paths.p2(A, B);
        all[1] = Paths.p3(A, C, B);
        all[2] = Paths.p3(A, W, B);
        all[3] = Paths.p4(A, C, W, B);
        paths = new address[][](n);
        for (uint256 i; i < n; i++) paths[i] = all[(seed / 4 + i) % 4];
    }

    function _swapEnds(address[][] memory paths) internal pure returns (address[][] memory) {
        for (uint256 i; i < paths.length; i++) {
            address[] memory p = paths[i];
            address[] memory q = new address[](p.length);
            for (uint256 j; j < p.length; j++) q[j] = p[p.length - 1 - j];
            paths[i] = q;
        }
        return paths;
    }

    function exactIn(uint256 seed, uint256 x, uint256 slack) external {
        address[][] memory paths = _paths(seed);
        uint256[] memory ins = new uint256[](paths.length);
        for (uint256 i; i < paths.length; i++) ins[i] = 1e9 + (uint256(keccak256(abi.encode(x, i))) % 50e18);
        uint256 before = w.b().balanceOf(TO);
        uint256 spentBefore = w.a().balanceOf(address(this));
        uint256 min = slack % 100e18;
        try router.swapSplit(ins, min, paths, TO, block.timestamp, 0) returns (uint256, uint256 out) {
            trades++;
            uint256 got = w.b().balanceOf(TO) - before;
            if (got < min) minimumBroken = true;
            if (got != out) amountsWrong = true;
            uint256 sum;
            for (uint256 i; i < ins.length; i++) sum += ins[i];
            if (spentBefore - w.a().balanceOf(address(this)) != sum) amountsWrong = true;
        } catch {}
    }

    function bnbForExact(uint256 seed, uint256 y, uint256 extra) external {
        address[][] memory paths = _paths(seed);
        address W = address(w.wbnb());
        // from WBNB: replace the first token of each path (A) with WBNB where that pool exists, else prefix it
        for (uint256 i; i < paths.length; i++) {
            address[] memory p = paths[i];
            if (p.length == 4 || p[1] == W) {
                address[] memory q = new address[](2);
                (q[0], q[1]) = (W, p[p.length - 1]);
                paths[i] = q;
            } else {
                address[] memory q = new address[](p.length + 1);
                q[0] = W;
                for (uint256 j; j < p.length; j++) q[j + 1] = p[j];
                paths[i] = q;
            }
        }
        uint256[] memory outs = new uint256[](paths.length);
        for (uint256 i; i < paths.length; i++) outs[i] = 1e6 + (uint256(keccak256(abi.encode(y, i))) % 20e18);
        uint256 value = 1e18 + (extra % 30e18);
        if (value > address(this).balance) return;
        uint256 ethBefore = address(this).balance;
        uint256 before = w.b().balanceOf(TO);
        try router.swapSplit{value: value}(outs, type(uint256).max, paths, TO, block.timestamp, 4) returns (uint256 spent, uint256) {
            trades++;
            if (ethBefore - address(this).balance != spent) refundWrong = true;
            uint256 sum;
            for (uint256 i; i < outs.length; i++) sum += outs[i];
            if (w.b().balanceOf(TO) - before != sum) amountsWrong = true;
        } catch {}
    }

    function tokensForExactBnb(uint256 seed, uint256 y, uint256 maxIn) external {
        address[][] memory paths = _paths(seed);
        address W = address(w.wbnb());
        // end in WBNB: B-ending paths get a last hop B -> WBNB unless they already pass WBNB
        for (uint256 i; i < paths.length; i++) {
            address[] memory p = paths[i];
            address[] memory q;
            if (p[1] == W) {
                q = new address[](2);
                (q[0], q[1]) = (p[0], W);
            } else if (p.length == 4) {
                q = new address[](3);
                (q[0], q[1], q[2]) = (p[0], p[1], W);
            } else {
                q = new address[](p.length + 1);
                for (uint256 j; j < p.length; j++) q[j] = p[j];
                q[p.length] = W;
            }
            paths[i] = q;
        }
        uint256[] memory outs = new uint256[](paths.length);
        for (uint256 i; i < paths.length; i++) outs[i] = 1e6 + (uint256(keccak256(abi.encode(y, i))) % 2e18);
        uint256 ethBefore = TO.balance;
        uint256 limit = maxIn % 200e18;
        uint256 aBefore = w.a().balanceOf(address(this));
        try router.swapSplit(outs, limit, paths, TO, block.timestamp, 5) returns (uint256 spent, uint256) {
            trades++;
            if (spent > limit) minimumBroken = true;
            if (aBefore - w.a().balanceOf(address(this)) != spent) amountsWrong = true;
            uint256 sum;
            for (uint256 i; i < outs.length; i++) sum += outs[i];
            if (TO.balance - ethBefore != sum) amountsWrong = true;
        } catch {}
    }
}

contract RouterSplitInvariantTest is Test {
    SplitWorld internal w;
    SplitHandler internal handler;

    function setUp() public {
        w = new SplitWorld{value: 150e18}();
        handler = new SplitHandler{value: 0}(w);
        vm.deal(address(handler), 1_000e18);
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_routerHoldsNothing();
        check_limitsRefundsAndAmountsExact();
    }

    function check_routerHoldsNothing() internal view {
        FuelRouter router = w.router();
        assertEq(w.a().balanceOf(address(router)), 0, "router keeps A");
        assertEq(w.b().balanceOf(address(router)), 0, "router keeps B");
        assertEq(w.c().balanceOf(address(router)), 0, "router keeps C");
        assertEq(w.wbnb().balanceOf(address(router)), 0, "router keeps WBNB");
        assertEq(address(router).balance, 0, "router keeps BNB");
    }

    function check_limitsRefundsAndAmountsExact() internal view {
        assertTrue(!handler.minimumBroken(), "a limit over the total did not hold");
        assertTrue(!handler.refundWrong(), "BNB refund not exact");
        assertTrue(!handler.amountsWrong(), "amounts paid differ from the amounts returned");
    }
}
