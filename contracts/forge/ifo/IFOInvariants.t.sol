// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelIFO, IIFOProfile} from "../../src/ifo/FuelIFO.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

contract ActiveProfiles is IIFOProfile {
    function getUserStatus(address) external pure returns (bool) {
        return true;
    }
}

/// Random commitments to both pools by four users, blocks passing, harvests (and attempts to harvest twice
/// or early), and the owner's withdrawals; the handler records what each user committed and received.
contract IFOHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    FuelIFO public immutable ifo;
    TestToken public immutable lp;
    TestToken public immutable offer;
    address public immutable owner;
    address[4] public users;

    mapping(address => uint256[2]) public committed;
    mapping(address => uint256[2]) public offeringGot;
    mapping(address => uint256[2]) public refundGot;
    mapping(address => uint256[2]) public taxPaid;
    mapping(address => bool[2]) public harvested;
    bool public paidTwice;
    bool public paidEarly;
    bool public harvestFailed;
    bool public taxWrong;
    uint256 public harvests;

    constructor(FuelIFO ifo_, TestToken lp_, TestToken offer_, address owner_) {
        ifo = ifo_;
        lp = lp_;
        offer = offer_;
        owner = owner_;
        for (uint256 i; i < 4; i++) users[i] = address(uint160(0x1000 + i));
    }

    function deposit(uint256 who, uint256 amount, bool unlimited) external {
        address u = users[who % 4];
        uint8 pid = unlimited ? 1 : 0;
        (,, uint256 cap,,,) = ifo.viewPoolInformation(pid);
        amount = 1 + (amount % (unlimited ? 5_000e18 : cap));
        if (!unlimited && committed[u][0] + amount > cap) amount = cap - committed[u][0];
        if (amount == 0 || block.number < ifo.startBlock() || block.number > ifo.endBlock()) return;
        lp.mint(u, amount);
        vm.startPrank(u);
        lp.approve(address(ifo), amount);
        ifo.depositPool(amount, pid);
        vm.stopPrank();
        committed[u][pid] += amount;
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + 1 + (blocks % 60));
    }

    function harvest(uint256 who, bool unlimited) external {
        address u = users[who % 4];
        uint8 pid = unlimited ? 1 : 0;
        uint256 lpBefore = lp.balanceOf(u);
        uint256 offerBefore = offer.balanceOf(u);
        uint8[] memory pids = new uint8[](1);
        pids[0] = pid;
        uint256[3][] memory expected = ifo.viewUserOfferingAndRefundingAmountsForPools(u, pids);
        (,,,, uint256 total, ) = ifo.viewPoolInformation(pid);
        (uint256 raising,,, bool hasTax,,) = ifo.viewPoolInformation(pid);
        vm.prank(u);
        try ifo.harvestPool(pid) {
            if (harvested[u][pid]) paidTwice = true;
            if (block.number <= ifo.endBlock()) paidEarly = true;
            harvested[u][pid] = true;
            harvests++;
            offeringGot[u][pid] = offer.balanceOf(u) - offerBefore;
            refundGot[u][pid] = lp.balanceOf(u) - lpBefore;
            taxPaid[u][pid] = expected[0][2];
            // The tax is exactly the published rate on the refunded excess, rounded up.
            if (hasTax && total > raising) {
                uint256 pay = (committed[u][pid] * raising + total - 1) / total;
                uint256 excess = committed[u][pid] - pay;
                uint256 rate = ifo.taxRateForOverflow(total, raising);
                uint256 tax = (excess * rate + 1e12 - 1) / 1e12;
                if (tax != expected[0][2] || refundGot[u][pid] != excess - tax) taxWrong = true;
            }
        } catch {
            // Refusing is right before the end, for non-participants and for a second harvest; anything else is a failure.
            if (block.number > ifo.endBlock() && committed[u][pid] > 0 && !harvested[u][pid]) harvestFailed = true;
        }
    }

    function ownerWithdraw(uint256 lpPart, uint256 offerPart) external {
        if (block.number <= ifo.endBlock()) return;
        uint256 l = ifo.withdrawableLP();
        uint256 o = ifo.withdrawableOffering();
        vm.prank(owner);
        ifo.finalWithdraw(l == 0 ? 0 : lpPart % (l + 1), o == 0 ? 0 : offerPart % (o + 1));
    }
}

/// The IFO's money rules: nobody harvests twice or before the end; every participant can harvest; what a user
/// receives (offering at the sale price, plus refund, plus tax) adds up to what they committed, rounded in the
/// contract's favour; the tax is exactly the published rate; the contract always holds what it still owes.
contract IFOInvariantsTest is Test {
    IFOHandler internal handler;
    FuelIFO internal ifo;
    TestToken internal lp;
    TestToken internal offer;
    uint256 internal constant OFFER_BASIC = 300_000e18;
    uint256 internal constant OFFER_UNLIMITED = 700_000e18;
    uint256 internal constant RAISE_BASIC = 1_000e18;
    uint256 internal constant RAISE_UNLIMITED = 50e18; // small, so the pool is heavily oversubscribed (tax tiers)

    function setUp() public {
        lp = new TestToken("LP", "LP", 18);
        offer = new TestToken("Offer", "OFR", 18);
        address owner = address(0xBEEF);
        ifo = new FuelIFO(IERC20(address(lp)), IERC20(address(offer)), new ActiveProfiles(), block.number + 5, block.number + 400, owner);
        vm.startPrank(owner);
        ifo.setPool(OFFER_BASIC, RAISE_BASIC, 100e18, false, 0);
        ifo.setPool(OFFER_UNLIMITED, RAISE_UNLIMITED, 0, true, 1);
        vm.stopPrank();
        offer.mint(address(ifo), OFFER_BASIC + OFFER_UNLIMITED);
        handler = new IFOHandler(ifo, lp, offer, owner);
        lp.transferOwnership(address(handler));
        offer.transferOwnership(address(handler));
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_noDoubleOrEarlyHarvest();
        check_receivedAddsUpToCommitted();
        check_holdsWhatItOwes();
    }

    function check_noDoubleOrEarlyHarvest() internal view {
        assertTrue(!handler.paidTwice(), "a user harvested twice");
        assertTrue(!handler.paidEarly(), "a harvest before the end paid");
        assertTrue(!handler.harvestFailed(), "a participant could not harvest after the end");
        assertTrue(!handler.taxWrong(), "the tax differs from the published rate");
    }

    function check_receivedAddsUpToCommitted() internal view {
        for (uint256 i; i < 4; i++) {
            address u = handler.users(i);
            for (uint8 pid; pid < 2; pid++) {
                if (!handler.harvested(u, pid)) continue;
                (uint256 raising, uint256 offering,,, uint256 total,) = ifo.viewPoolInformation(pid);
                uint256 c = handler.committed(u, pid);
                uint256 paid = c - handler.refundGot(u, pid) - handler.taxPaid(u, pid);
                uint256 got = handler.offeringGot(u, pid);
                // value received at the sale price never exceeds what was paid...
                assertLe(got * raising, paid * offering, "offering worth more than paid");
                // ...and falls short by at most one unit of rounding on each side.
                assertLe(paid * offering - got * raising, offering + raising, "rounding beyond one unit");
                if (total <= raising) assertEq(paid, c, "an undersubscribed pool refunded");
            }
        }
    }

    function check_holdsWhatItOwes() internal view {
        uint256 owedLP;
        uint256 owedOffer;
        for (uint256 i; i < 4; i++) {
            address u = handler.users(i);
            for (uint8 pid; pid < 2; pid++) {
                if (handler.harvested(u, pid) || handler.committed(u, pid) == 0) continue;
                uint8[] memory pids = new uint8[](1);
                pids[0] = pid;
                uint256[3][] memory a = ifo.viewUserOfferingAndRefundingAmountsForPools(u, pids);
                owedOffer += a[0][0];
                owedLP += a[0][1];
            }
        }
        assertGe(lp.balanceOf(address(ifo)), owedLP, "LP refunds not covered");
        assertGe(offer.balanceOf(address(ifo)), owedOffer, "offering not covered");
    }
}
