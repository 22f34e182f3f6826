// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {FuelBunnies} from "../../src/profile/FuelBunnies.sol";
import {FuelBunnyFactory} from "../../src/profile/FuelBunnyFactory.sol";
import {FuelProfile} from "../../src/profile/FuelProfile.sol";

/// Drives the registry through random claims, profile creations, pauses, reactivations, picture changes, NFT
/// transfers, points and team changes by four users, and records every call that should have been refused.
contract ProfileHandler {
    Vm private constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    FuelToken public immutable fuel;
    FuelBunnies public immutable bunnies;
    FuelBunnies public immutable unapproved;
    FuelBunnyFactory public immutable factory;
    FuelProfile public immutable profile;
    address[4] public actors;

    /// Points added minus points removed through the points role (this handler holds it).
    uint256 public ghostPoints;
    /// Set when something that must be refused went through.
    bool public pointsWithoutRole;
    bool public unapprovedAccepted;
    bool public pausedChangedTeam;
    bool public pausedEarned;

    constructor(FuelToken fuel_, FuelBunnies bunnies_, FuelBunnies unapproved_, FuelBunnyFactory factory_, FuelProfile profile_) {
        fuel = fuel_;
        bunnies = bunnies_;
        unapproved = unapproved_;
        factory = factory_;
        profile = profile_;
        for (uint256 i = 0; i < 4; i++) {
            address a = address(uint160(0xA11CE0 + i));
            actors[i] = a;
            vm.startPrank(a);
            fuel.approve(address(factory), type(uint256).max);
            fuel.approve(address(profile), type(uint256).max);
            bunnies.setApprovalForAll(address(profile), true);
            unapproved.setApprovalForAll(address(profile), true);
            vm.stopPrank();
        }
    }

    function _actor(uint256 seed) private view returns (address) {
        return actors[seed % 4];
    }

    /// A token of `who` (any of theirs), or type(uint256).max when they hold none.
    function _tokenOf(address who, uint256 seed) private view returns (uint256) {
        uint256 n = bunnies.balanceOf(who);
        if (n == 0) return type(uint256).max;
        return bunnies.tokenOfOwnerByIndex(who, seed % n);
    }

    function _active(address who) private view returns (bool) {
        return profile.hasRegistered(who) && profile.getUserStatus(who);
    }

    function claimStarter(uint256 actorSeed, uint8 bunnyId) external {
        address a = _actor(actorSeed);
        vm.prank(a);
        try factory.mintNFT(bunnyId % 5) {} catch {}
    }

    /// Extra tokens so users can change pictures (a minter outside the factory, like a campaign).
    function mintExtra(uint256 actorSeed) external {
        bunnies.mint(_actor(actorSeed), "6.json", 6);
    }

    function createProfile(uint256 actorSeed, uint256 teamSeed, uint256 tokenSeed) external {
        address a = _actor(actorSeed);
        uint256 id = _tokenOf(a, tokenSeed);
        if (id == type(uint256).max) return;
        vm.prank(a);
        try profile.createProfile(1 + (teamSeed % 4), address(bunnies), id) {} catch {}
    }

    function createWithUnapproved(uint256 actorSeed) external {
        address a = _actor(actorSeed);
        uint256 id = unapproved.totalMinted();
        unapproved.mint(a, "0.json", 0);
        vm.prank(a);
        try profile.createProfile(1, address(unapproved), id) {
            unapprovedAccepted = true;
        } catch {}
        vm.prank(a);
        try profile.updateProfile(address(unapproved), id) {
            unapprovedAccepted = true;
        } catch {}
    }

    function pause(uint256 actorSeed) external {
        vm.prank(_actor(actorSeed));
        try profile.pauseProfile() {} catch {}
    }

    function reactivate(uint256 actorSeed, uint256 tokenSeed) external {
        address a = _actor(actorSeed);
        uint256 id = _tokenOf(a, tokenSeed);
        if (id == type(uint256).max) return;
        vm.prank(a);
        try profile.reactivateProfile(address(bunnies), id) {} catch {}
    }

    function update(uint256 actorSeed, uint256 tokenSeed) external {
        address a = _actor(actorSeed);
        uint256 id = _tokenOf(a, tokenSeed);
        if (id == type(uint256).max) return;
        vm.prank(a);
        try profile.updateProfile(address(bunnies), id) {} catch {}
    }

    function transferNft(uint256 fromSeed, uint256 toSeed, uint256 tokenSeed) external {
        address from = _actor(fromSeed);
        uint256 id = _tokenOf(from, tokenSeed);
        if (id == type(uint256).max) return;
        vm.prank(from);
        bunnies.transferFrom(from, _actor(toSeed), id);
    }

    function addPoints(uint256 actorSeed, uint256 amount) external {
        address a = _actor(actorSeed);
        amount = amount % 1e6;
        bool wasPausedProfile = profile.hasRegistered(a) && !profile.getUserStatus(a);
        try profile.increaseUserPoints(a, amount, 1) {
            ghostPoints += amount;
            if (wasPausedProfile) pausedEarned = true;
        } catch {}
    }

    function removePoints(uint256 actorSeed, uint256 amount) external {
        address a = _actor(actorSeed);
        if (!profile.hasRegistered(a)) return;
        (, uint256 pts, , , , ) = profile.getUserProfile(a);
        if (pts == 0) return;
        amount = 1 + (amount % pts);
        profile.removeUserPoints(a, amount);
        ghostPoints -= amount;
    }

    function addPointsWithoutRole(uint256 actorSeed, uint256 amount) external {
        address a = _actor(actorSeed);
        vm.prank(a);
        try profile.increaseUserPoints(a, 1 + (amount % 1e6), 1) {
            pointsWithoutRole = true;
        } catch {}
        vm.prank(a);
        try profile.removeUserPoints(a, 1) {
            pointsWithoutRole = true;
        } catch {}
    }

    function changeTeam(uint256 actorSeed, uint256 teamSeed) external {
        address a = _actor(actorSeed);
        bool wasPausedProfile = profile.hasRegistered(a) && !profile.getUserStatus(a);
        try profile.changeTeam(a, 1 + (teamSeed % 3)) {
            if (wasPausedProfile) pausedChangedTeam = true;
        } catch {}
    }

    function actorCount() external pure returns (uint256) {
        return 4;
    }
}

contract ProfileInvariantsTest is Test {
    ProfileHandler internal handler;
    FuelBunnies internal bunnies;
    FuelProfile internal profile;

    function setUp() public {
        FuelToken fuel = new FuelToken();
        bunnies = new FuelBunnies("/devnet/nft/", address(this));
        FuelBunnies unapproved = new FuelBunnies("/x/", address(this));
        profile = new FuelProfile(fuel, 2e9, 1e9, 2e9, address(this));
        FuelBunnyFactory factory = new FuelBunnyFactory(bunnies, fuel, 1e9, 0);
        profile.addTeam("Syrup Storm", "");
        profile.addTeam("Fearsome Flippers", "");
        profile.addTeam("Chaotic Cakers", "");
        profile.addTeam("Closed Team", "");
        profile.makeTeamNotJoinable(4);
        profile.addNftAddress(address(bunnies));
        handler = new ProfileHandler(fuel, bunnies, unapproved, factory, profile);
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(factory));
        bunnies.grantRole(bunnies.MINTER_ROLE(), address(handler));
        unapproved.grantRole(unapproved.MINTER_ROLE(), address(handler));
        profile.grantRole(profile.POINT_ROLE(), address(handler));
        profile.grantRole(profile.SPECIAL_ROLE(), address(handler));
        for (uint256 i = 0; i < 4; i++) fuel.mint(handler.actors(i), 1_000_000e9);
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_nftInWalletOrLockedForOneActiveProfile();
        check_noProfileWithoutApprovedNft();
        check_pointsOnlyThroughPointsRole();
        check_pausedProfileFrozen();
    }

    /// Every token is in a wallet, or held by the registry for exactly one active profile.
    function check_nftInWalletOrLockedForOneActiveProfile() internal view {
        uint256 n = bunnies.totalMinted();
        uint256 locked;
        for (uint256 id = 0; id < n; id++) {
            address owner = bunnies.ownerOf(id);
            uint256 holders;
            for (uint256 i = 0; i < 4; i++) {
                address a = handler.actors(i);
                if (!profile.hasRegistered(a)) continue;
                (, , , address nft, uint256 tokenId, bool active) = profile.getUserProfile(a);
                if (active && nft == address(bunnies) && tokenId == id) holders++;
            }
            if (owner == address(profile)) {
                locked++;
                assertEq(holders, 1, "a locked NFT belongs to exactly one active profile");
            } else {
                assertEq(holders, 0, "an NFT in a wallet is no active profile's picture");
            }
        }
        assertEq(locked, profile.numberActiveProfiles(), "locked NFTs = active profiles");
    }

    /// Every active profile's picture comes from an approved collection and is held by the registry.
    function check_noProfileWithoutApprovedNft() internal view {
        assertTrue(!handler.unapprovedAccepted(), "an unapproved collection was accepted");
        for (uint256 i = 0; i < 4; i++) {
            address a = handler.actors(i);
            if (!profile.hasRegistered(a)) continue;
            (, , , address nft, uint256 tokenId, bool active) = profile.getUserProfile(a);
            if (!active) continue;
            assertTrue(profile.hasRole(profile.NFT_ROLE(), nft), "active profile with an unapproved NFT");
            assertEq(FuelBunnies(nft).ownerOf(tokenId), address(profile), "active profile's NFT not locked");
        }
    }

    /// User points equal what the points role added minus what it removed; nobody else moved any.
    function check_pointsOnlyThroughPointsRole() internal view {
        assertTrue(!handler.pointsWithoutRole(), "points moved without the points role");
        uint256 sum;
        for (uint256 i = 0; i < 4; i++) {
            address a = handler.actors(i);
            if (!profile.hasRegistered(a)) continue;
            (, uint256 pts, , , , ) = profile.getUserProfile(a);
            sum += pts;
        }
        assertEq(sum, handler.ghostPoints(), "sum of user points");
    }

    /// A paused profile neither changes team nor earns points; team member counts are the active profiles.
    function check_pausedProfileFrozen() internal view {
        assertTrue(!handler.pausedChangedTeam(), "a paused profile changed team");
        assertTrue(!handler.pausedEarned(), "a paused profile earned points");
        uint256 members;
        for (uint256 t = 1; t <= profile.numberTeams(); t++) {
            (, , uint256 users, , ) = profile.getTeamProfile(t);
            members += users;
        }
        assertEq(members, profile.numberActiveProfiles(), "team members = active profiles");
    }
}
