// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {FuelBunnies} from "../../src/profile/FuelBunnies.sol";
import {FuelBunnyFactory} from "../../src/profile/FuelBunnyFactory.sol";
import {FuelBunnyTradeIn} from "../../src/profile/FuelBunnyTradeIn.sol";
import {FuelProfile} from "../../src/profile/FuelProfile.sol";

/// The trade-in's rules, one by one: the holder is paid its variation's value once and the token is burned; a
/// profile picture, someone else's token, an untradeable variation and an unfunded trade-in are refused.
contract TradeInTest is Test {
    FuelToken internal fuel;
    FuelBunnies internal bunnies;
    FuelBunnyFactory internal factory;
    FuelBunnyTradeIn internal tradeIn;
    FuelProfile internal profile;
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);

    function setUp() public {
        fuel = new FuelToken();
        bunnies = new FuelBunnies("/devnet/nft/", address(this));
        factory = new FuelBunnyFactory(bunnies, fuel, 1e9, 0);
        profile = new FuelProfile(fuel, 0, 0, 0, address(this));
        tradeIn = new FuelBunnyTradeIn(bunnies, fuel, address(this));
        profile.addTeam("Syrup Storm", "");
        profile.addNftAddress(address(bunnies));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(factory));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(this));
        bunnies.grantRole(bunnies.BURNER_ROLE(), address(tradeIn));
        for (uint8 v = 0; v < 5; v++) tradeIn.setFuelPerBunny(v, 1e9);
        fuel.mint(address(this), 1_000e9);
        fuel.approve(address(tradeIn), type(uint256).max);
        fuel.mint(ALICE, 10e9);
        vm.prank(ALICE);
        fuel.approve(address(factory), type(uint256).max);
    }

    function _claim(address who, uint8 variation) internal returns (uint256 id) {
        vm.prank(who);
        id = factory.mintNFT(variation);
    }

    function test_holderIsPaidOnceAndTheTokenBurned() public {
        tradeIn.fund(3e9);
        uint256 id = _claim(ALICE, 2);
        uint256 before = fuel.balanceOf(ALICE);
        assertEq(tradeIn.tradeInValue(id), 1e9, "value shown");
        vm.prank(ALICE);
        uint256 paid = tradeIn.getCakeBack(id);
        assertEq(paid, 1e9, "returned amount");
        assertEq(fuel.balanceOf(ALICE), before + 1e9, "holder paid the value");
        assertEq(bunnies.balanceOf(ALICE), 0, "token gone from the wallet");
        assertEq(tradeIn.fuelAvailable(), 2e9, "available lowered");
        assertEq(tradeIn.tradeInValue(id), 0, "a burned token is worth nothing");
        vm.expectRevert();
        bunnies.ownerOf(id);
        // The same token a second time: it has no holder any more.
        vm.prank(ALICE);
        vm.expectRevert();
        tradeIn.getCakeBack(id);
        assertEq(fuel.balanceOf(ALICE), before + 1e9, "nothing paid twice");
    }

    function test_notTheHolderIsRefused() public {
        tradeIn.fund(3e9);
        uint256 id = _claim(ALICE, 0);
        vm.prank(BOB);
        vm.expectRevert(bytes("FuelBunnyTradeIn: not the holder"));
        tradeIn.getCakeBack(id);
        // Even approved for the token, another account is not its holder.
        vm.prank(ALICE);
        bunnies.approve(BOB, id);
        vm.prank(BOB);
        vm.expectRevert(bytes("FuelBunnyTradeIn: not the holder"));
        tradeIn.getCakeBack(id);
    }

    function test_profilePictureCannotBeTradedIn() public {
        tradeIn.fund(3e9);
        uint256 id = _claim(ALICE, 1);
        vm.startPrank(ALICE);
        bunnies.setApprovalForAll(address(profile), true);
        profile.createProfile(1, address(bunnies), id);
        vm.expectRevert(bytes("FuelBunnyTradeIn: not the holder"));
        tradeIn.getCakeBack(id);
        // Removing the picture gives it back: then it may be traded in.
        profile.pauseProfile();
        tradeIn.getCakeBack(id);
        vm.stopPrank();
        assertEq(tradeIn.countTradedIn(), 1, "one trade-in");
    }

    function test_untradeableVariationIsRefused() public {
        tradeIn.fund(3e9);
        uint256 id = bunnies.mint(ALICE, "5.json", 5);
        assertEq(tradeIn.tradeInValue(id), 0, "no value");
        vm.prank(ALICE);
        vm.expectRevert(bytes("FuelBunnyTradeIn: not tradeable"));
        tradeIn.getCakeBack(id);
    }

    function test_paysOnlyWhatWasFunded() public {
        tradeIn.fund(1e9);
        // FUEL sent without `fund` is not available to trade-ins.
        fuel.transfer(address(tradeIn), 5e9);
        uint256 a = _claim(ALICE, 0);
        uint256 b = bunnies.mint(ALICE, "1.json", 1);
        vm.startPrank(ALICE);
        tradeIn.getCakeBack(a);
        assertEq(tradeIn.tradeInValue(b), 0, "nothing left to show");
        vm.expectRevert(bytes("FuelBunnyTradeIn: not funded"));
        tradeIn.getCakeBack(b);
        vm.stopPrank();
        assertEq(bunnies.ownerOf(b), ALICE, "an unpaid trade-in keeps the token");
    }

    function test_withdrawOnlyWhatIsAvailable() public {
        tradeIn.fund(2e9);
        uint256 id = _claim(ALICE, 0);
        vm.prank(ALICE);
        tradeIn.getCakeBack(id);
        vm.expectRevert(bytes("FuelBunnyTradeIn: more than available"));
        tradeIn.withdraw(2e9);
        tradeIn.withdraw(1e9);
        assertEq(tradeIn.fuelAvailable(), 0, "all taken back");
        vm.prank(ALICE);
        vm.expectRevert();
        tradeIn.withdraw(0);
    }

    function test_onlyTheBurnerBurns() public {
        uint256 id = _claim(ALICE, 0);
        vm.prank(ALICE);
        vm.expectRevert();
        bunnies.burnFrom(ALICE, id);
    }
}

/// Random funding, stray transfers, value changes, withdrawals, claims, profile pictures, transfers and trade-ins by
/// four holders, with a record of every payment.
contract TradeInHandler {
    Vm private constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    FuelToken public immutable fuel;
    FuelBunnies public immutable bunnies;
    FuelBunnyTradeIn public immutable tradeIn;
    FuelProfile public immutable profile;
    address[4] public actors;

    /// FUEL received by the actors from the trade-in, and per token.
    uint256 public ghostPaid;
    mapping(uint256 => uint256) public paidFor;
    /// Set when a token was paid for twice, or a picture in use was traded in.
    bool public paidTwice;
    bool public pictureTradedIn;

    constructor(FuelToken fuel_, FuelBunnies bunnies_, FuelBunnyTradeIn tradeIn_, FuelProfile profile_) {
        fuel = fuel_;
        bunnies = bunnies_;
        tradeIn = tradeIn_;
        profile = profile_;
        for (uint256 i = 0; i < 4; i++) {
            address a = address(uint160(0xBEEF0 + i));
            actors[i] = a;
            vm.prank(a);
            bunnies.setApprovalForAll(address(profile), true);
        }
        fuel.approve(address(tradeIn_), type(uint256).max);
    }

    function _actor(uint256 seed) private view returns (address) {
        return actors[seed % 4];
    }

    function mint(uint256 actorSeed, uint8 variation) external {
        bunnies.mint(_actor(actorSeed), "x.json", variation % 7);
    }

    function fund(uint256 amount) external {
        tradeIn.fund(amount % 5e9);
    }

    /// FUEL sent without `fund`: must never be paid out.
    function stray(uint256 amount) external {
        fuel.transfer(address(tradeIn), amount % 5e9);
    }

    function setValue(uint8 variation, uint256 amount) external {
        tradeIn.setFuelPerBunny(variation % 7, amount % 3e9);
    }

    function withdraw(uint256 amount) external {
        try tradeIn.withdraw(amount % 5e9) {} catch {}
    }

    function transfer(uint256 fromSeed, uint256 toSeed, uint256 tokenSeed) external {
        address from = _actor(fromSeed);
        uint256 n = bunnies.balanceOf(from);
        if (n == 0) return;
        uint256 id = bunnies.tokenOfOwnerByIndex(from, tokenSeed % n);
        vm.prank(from);
        bunnies.transferFrom(from, _actor(toSeed), id);
    }

    function setPicture(uint256 actorSeed, uint256 tokenSeed) external {
        address a = _actor(actorSeed);
        uint256 n = bunnies.balanceOf(a);
        if (n == 0) return;
        uint256 id = bunnies.tokenOfOwnerByIndex(a, tokenSeed % n);
        vm.prank(a);
        if (!profile.hasRegistered(a)) try profile.createProfile(1, address(bunnies), id) {} catch {}
        else if (profile.getUserStatus(a)) try profile.updateProfile(address(bunnies), id) {} catch {}
        else try profile.reactivateProfile(address(bunnies), id) {} catch {}
    }

    function removePicture(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try profile.pauseProfile() {} catch {}
    }

    /// A trade-in of any minted token (the actor's own, someone else's, a picture, a burned one).
    function tradeInAny(uint256 actorSeed, uint256 tokenSeed) external {
        uint256 minted = bunnies.totalMinted();
        if (minted == 0) return;
        uint256 id = tokenSeed % minted;
        address a = _actor(actorSeed);
        bool isPicture;
        if (profile.hasRegistered(a)) {
            (, , , , uint256 pictureId, bool active) = profile.getUserProfile(a);
            isPicture = active && pictureId == id;
        }
        uint256 before = fuel.balanceOf(a);
        vm.prank(a);
        try tradeIn.getCakeBack(id) returns (uint256 amount) {
            uint256 got = fuel.balanceOf(a) - before;
            if (got != amount) paidTwice = true;
            if (paidFor[id] > 0) paidTwice = true;
            if (isPicture) pictureTradedIn = true;
            paidFor[id] = got;
            ghostPaid += got;
        } catch {}
    }
}

contract TradeInInvariantsTest is Test {
    TradeInHandler internal handler;
    FuelToken internal fuel;
    FuelBunnies internal bunnies;
    FuelBunnyTradeIn internal tradeIn;

    function setUp() public {
        fuel = new FuelToken();
        bunnies = new FuelBunnies("/devnet/nft/", address(this));
        FuelProfile profile = new FuelProfile(fuel, 0, 0, 0, address(this));
        profile.addTeam("Syrup Storm", "");
        profile.addNftAddress(address(bunnies));
        // The handler owns the trade-in (values, withdrawals) and funds it.
        tradeIn = new FuelBunnyTradeIn(bunnies, fuel, address(0xdead));
        handler = new TradeInHandler(fuel, bunnies, tradeIn, profile);
        vm.prank(address(0xdead));
        tradeIn.transferOwnership(address(handler));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(handler));
        bunnies.grantRole(bunnies.BURNER_ROLE(), address(tradeIn));
        fuel.mint(address(handler), 1_000_000e9);
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_paysOnlyWhatWasFunded();
        check_nothingPaidTwice();
        check_paidTokensBurned();
    }

    /// Paid plus withdrawn never exceeds what was funded, and the contract always holds what it may still pay.
    function check_paysOnlyWhatWasFunded() internal view {
        assertLe(tradeIn.totalPaid() + tradeIn.totalWithdrawn(), tradeIn.totalFunded(), "paid and withdrawn within funded");
        assertGe(fuel.balanceOf(address(tradeIn)), tradeIn.fuelAvailable(), "holds what it may pay");
    }

    /// What the holders received is exactly what the contract counts as paid; no token was paid for twice.
    function check_nothingPaidTwice() internal view {
        assertEq(handler.ghostPaid(), tradeIn.totalPaid(), "received equals paid");
        assertTrue(!handler.paidTwice(), "a token paid twice");
        assertTrue(!handler.pictureTradedIn(), "a profile picture in use was traded in");
    }

    /// Every token paid for is burned.
    function check_paidTokensBurned() internal view {
        uint256 n = bunnies.totalMinted();
        for (uint256 id = 0; id < n; id++) {
            if (handler.paidFor(id) == 0) continue;
            try bunnies.ownerOf(id) returns (address) {
                revert("a paid token still has an owner");
            } catch {}
        }
    }
}
