// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelChef} from "../../src/farms/FuelChef.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// Owns the chef and plays its owner, its farm operator and three farmers at random: adds and sets with any
/// allocation (huge ones included), rate changes to any value, timed farms of allowed and not allowed tokens
/// (and of a token the operator made) with any allocation and end, stops, deposits, withdrawals, harvests,
/// pool 0 staking, emergency withdrawals, blocks passing. It keeps the emission the rates allowed.
contract ChefHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant TOKENS = 8;
    FuelChef public immutable chef;
    FuelToken public immutable fuel;
    address public constant OPERATOR = address(0x0A);
    address[3] public users;
    TestToken[TOKENS] public tokens; // 0..3 owner's farms, 4..5 schedulable, 6 not schedulable, 7 the operator's own

    /// FUEL the rates allowed up to `rateBlock`, and the block the current rate runs from.
    uint256 public allowedBefore;
    uint256 public rateBlock;
    uint256 public rateChanges;

    constructor(FuelToken fuel_) {
        fuel = fuel_;
        chef = new FuelChef(IERC20(address(fuel_)), 40e9, block.number);
        chef.setFarmOperator(OPERATOR);
        rateBlock = block.number;
        for (uint256 i; i < 3; i++) users[i] = address(uint160(0xF1 + i));
        IERC20[] memory allowed = new IERC20[](2);
        for (uint256 t; t < TOKENS; t++) {
            tokens[t] = new TestToken("LP", "LP", 18);
            if (t == 4 || t == 5) allowed[t - 4] = IERC20(address(tokens[t]));
            for (uint256 i; i < 3; i++) {
                tokens[t].mint(users[i], 1e30);
                vm.prank(users[i]);
                tokens[t].approve(address(chef), type(uint256).max);
            }
            tokens[t].mint(OPERATOR, 1e30);
            vm.prank(OPERATOR);
            tokens[t].approve(address(chef), type(uint256).max);
        }
        chef.setSchedulable(allowed, true);
        chef.add(4000, IERC20(address(tokens[0])), true);
        chef.add(1000, IERC20(address(tokens[1])), true);
    }

    function userCount() external pure returns (uint256) {
        return 3;
    }

    /// An allocation: mostly ordinary, sometimes just past a bound, sometimes near 2^256.
    function _alloc(uint256 seed) internal pure returns (uint256) {
        uint256 kind = seed % 4;
        if (kind == 0) return 2 ** 250 + (seed >> 8);
        if (kind == 1) return (seed >> 8) % 12_000;
        if (kind == 2) return seed >> 8;
        return (seed >> 8) % 1_200;
    }

    // ---------------------------------------------------------------- owner

    function add(uint256 tokenSeed, uint256 allocSeed) external {
        try chef.add(_alloc(allocSeed), IERC20(address(tokens[tokenSeed % 4])), true) {} catch {}
    }

    function set(uint256 pidSeed, uint256 allocSeed) external {
        uint256 n = chef.poolLength();
        try chef.set(1 + (pidSeed % (n - 1 == 0 ? 1 : n - 1)), _alloc(allocSeed), true) {} catch {}
    }

    function updateFuelPerBlock(uint256 rate) external {
        rate = rate % 4 == 0 ? rate : rate % 150e9;
        uint256 before = chef.fuelPerBlock();
        try chef.updateFuelPerBlock(rate) {
            allowedBefore += before * (block.number - rateBlock);
            rateBlock = block.number;
            rateChanges++;
        } catch {}
    }

    // ---------------------------------------------------------------- operator and anyone

    function scheduleFarm(uint256 tokenSeed, uint256 allocSeed, uint256 endSeed) external {
        TestToken t = tokens[4 + (tokenSeed % 4)];
        uint256 end = endSeed % 3 == 0 ? endSeed : block.number + (endSeed % 2_000_000);
        vm.prank(OPERATOR);
        try chef.scheduleFarm(_alloc(allocSeed), IERC20(address(t)), end) returns (uint256 pid) {
            // The operator stakes a token's smallest unit in its farm, the cheapest way to take its share.
            vm.prank(OPERATOR);
            chef.deposit(pid, 1);
        } catch {}
    }

    function stopFarm(uint256 pidSeed) external {
        try chef.stopFarm(pidSeed % chef.poolLength()) {} catch {}
    }

    // ---------------------------------------------------------------- farmers

    function deposit(uint256 who, uint256 pidSeed, uint256 amount) external {
        uint256 pid = pidSeed % chef.poolLength();
        address u = users[who % 3];
        amount = amount % 1e24;
        vm.startPrank(u);
        if (pid == 0) {
            fuel.approve(address(chef), amount);
            try chef.enterStaking(amount > fuel.balanceOf(u) ? fuel.balanceOf(u) : amount) {} catch {}
        } else {
            try chef.deposit(pid, amount) {} catch {}
        }
        vm.stopPrank();
    }

    function withdraw(uint256 who, uint256 pidSeed, uint256 share) external {
        uint256 pid = pidSeed % chef.poolLength();
        address u = users[who % 3];
        (uint256 staked,) = chef.userInfo(pid, u);
        uint256 amount = (staked * (share % 101)) / 100;
        vm.prank(u);
        if (pid == 0) chef.leaveStaking(amount);
        else chef.withdraw(pid, amount);
    }

    function emergencyWithdraw(uint256 who, uint256 pidSeed) external {
        vm.prank(users[who % 3]);
        chef.emergencyWithdraw(pidSeed % chef.poolLength());
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + 1 + (blocks % 5_000));
    }

    // ---------------------------------------------------------------- probes (always revert: nothing stays)

    /// Every farmer withdraws every stake with withdraw / leaveStaking (rewards paid), and gets it back.
    function probeWithdrawAll() external {
        uint256 n = chef.poolLength();
        for (uint256 i; i < 3; i++) {
            address u = users[i];
            for (uint256 pid; pid < n; pid++) {
                (uint256 staked,) = chef.userInfo(pid, u);
                if (staked == 0) continue;
                IERC20 lp = pid == 0 ? IERC20(address(fuel)) : _lpOf(pid);
                uint256 before = lp.balanceOf(u);
                vm.prank(u);
                if (pid == 0) {
                    try chef.leaveStaking(staked) {}
                    catch {
                        revert(string.concat("stuck in pool ", _str(pid)));
                    }
                } else {
                    try chef.withdraw(pid, staked) {}
                    catch {
                        revert(string.concat("stuck in pool ", _str(pid)));
                    }
                }
                if (lp.balanceOf(u) < before + staked) revert(string.concat("stake short in pool ", _str(pid)));
            }
        }
        revert("all out");
    }

    /// Brings every pool up to date, as the owner's next call would, and reports what was minted in all.
    function probeMassUpdate() external {
        try chef.massUpdatePools() {}
        catch {
            revert("mass update reverted");
        }
        revert(string(abi.encodePacked(bytes32(fuel.totalSupply()))));
    }

    function _lpOf(uint256 pid) internal view returns (IERC20 lp) {
        (lp,,,) = chef.poolInfo(pid);
    }

    function _str(uint256 v) internal pure returns (string memory) {
        if (v == 0) return "0";
        bytes memory b;
        for (; v != 0; v /= 10) b = abi.encodePacked(bytes1(uint8(48 + (v % 10))), b);
        return string(b);
    }
}

/// Whatever the owner and the farm operator do within what the chef accepts: FUEL is never minted faster than
/// the rates allowed, and never faster than MAX_FUEL_PER_BLOCK; every farmer can always take every stake out
/// with withdraw (or leaveStaking), rewards included, not only with emergencyWithdraw; the pool updates of the
/// owner's next call never revert; allocations stay within their bounds.
contract ChefInvariantsTest is Test {
    ChefHandler internal handler;
    FuelToken internal fuel;
    uint256 internal supply0;
    uint256 internal block0;

    function setUp() public {
        vm.roll(100);
        fuel = new FuelToken();
        handler = new ChefHandler(fuel);
        for (uint256 i; i < 3; i++) fuel.mint(handler.users(i), 1_000_000e9);
        fuel.transferOwnership(address(handler.chef()));
        supply0 = fuel.totalSupply();
        block0 = block.number;
        targetContract(address(handler));
    }

    /// The supply after every pool is brought up to date (the emission owed so far, minted).
    function _settledSupply() internal returns (uint256) {
        try handler.probeMassUpdate() {
            revert("the probe returned");
        } catch (bytes memory reason) {
            // Error(string) carrying the supply as 32 raw bytes.
            if (reason.length != 4 + 32 + 32 + 32) revert(_reason(reason));
            bytes32 packed;
            assembly {
                packed := mload(add(reason, 100))
            }
            return uint256(packed);
        }
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public {
        check_emissionNeverExceedsTheRateOrTheCap();
        check_everyFarmerCanWithdraw();
        check_allocationsWithinBounds();
    }

    function check_emissionNeverExceedsTheRateOrTheCap() internal {
        FuelChef chef = handler.chef();
        uint256 minted = _settledSupply() - supply0;
        uint256 blocks = block.number - block0;
        assertLe(minted, chef.MAX_FUEL_PER_BLOCK() * blocks, "more than MAX_FUEL_PER_BLOCK per block");
        uint256 allowed = handler.allowedBefore() + chef.fuelPerBlock() * (block.number - handler.rateBlock());
        assertLe(minted, allowed, "more than the rates allowed");
        assertLe(chef.fuelPerBlock(), chef.MAX_FUEL_PER_BLOCK(), "rate above the cap");
    }

    function check_everyFarmerCanWithdraw() internal {
        try handler.probeWithdrawAll() {
            revert("the probe returned");
        } catch (bytes memory reason) {
            string memory why = _reason(reason);
            assertTrue(keccak256(bytes(why)) == keccak256("all out"), why);
        }
    }

    function check_allocationsWithinBounds() internal view {
        FuelChef chef = handler.chef();
        uint256 n = chef.poolLength();
        assertLe(n, chef.MAX_POOLS(), "too many pools");
        uint256 sum;
        for (uint256 pid; pid < n; pid++) {
            (, uint256 alloc,,) = chef.poolInfo(pid);
            uint256 max = chef.farmEndBlock(pid) == 0 ? chef.MAX_ALLOC_POINT() : chef.MAX_FARM_ALLOC_POINT();
            if (pid > 0) assertLe(alloc, max, "allocation above its bound");
            sum += alloc;
        }
        assertEq(sum, chef.totalAllocPoint(), "total allocation");
    }

    function _reason(bytes memory data) internal pure returns (string memory) {
        if (data.length < 68) return "reverted without a reason";
        bytes memory body = new bytes(data.length - 4);
        for (uint256 i; i < body.length; i++) body[i] = data[i + 4];
        return abi.decode(body, (string));
    }
}
