// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {SousChef} from "../../src/farms/SousChef.sol";
import {SousChefBase} from "../../src/farms/SousChefBase.sol";
import {SousChefBNB} from "../../src/farms/SousChefBNB.sol";
import {TestToken} from "../../src/tokens/TestToken.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";

/// Owns three Syrup pools funded for their whole schedule (a partner-reward pool, a pool whose staked token is
/// its reward token, a native-coin pool) and plays their owner and three stakers at random: reward
/// withdrawals of any amount (everything available, one unit more, anything), stops, limits, schedule changes,
/// recoveries, deposits of any size (dust included), withdrawals, harvests, emergency withdrawals, blocks
/// passing.
contract SyrupHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant WINDOW = 2_000;
    TestToken public immutable stake;
    TestToken public immutable reward;
    TestToken public immutable stray;
    SousChefBase[3] public pools;
    address[3] public users;

    constructor() {
        stake = new TestToken("Staked", "STK", 18);
        reward = new TestToken("Reward", "RWD", 18);
        stray = new TestToken("Stray", "STR", 18);
        uint256 start = block.number + 50;
        pools[0] = new SousChef(IERC20Metadata(address(stake)), IERC20Metadata(address(reward)), 3e17 + 7, start, start + WINDOW, 0, address(this));
        pools[1] = new SousChef(IERC20Metadata(address(reward)), IERC20Metadata(address(reward)), 333_333_333_333_333_333, start, start + WINDOW, 0, address(this));
        pools[2] = new SousChefBNB(IERC20Metadata(address(reward)), 5e17 + 1, start + 10, start + WINDOW, 0, address(this));
        for (uint256 p; p < 3; p++) {
            // Funded for the schedule, and some more the owner may take back.
            reward.mint(address(pools[p]), pools[p].rewardPerBlock() * WINDOW + 1e18);
            stray.mint(address(pools[p]), 1e18);
        }
        for (uint256 i; i < 3; i++) {
            address u = address(uint160(0xA1 + i));
            users[i] = u;
            stake.mint(u, 1e30);
            reward.mint(u, 1e30);
            vm.deal(u, 1e30);
            vm.startPrank(u);
            stake.approve(address(pools[0]), type(uint256).max);
            reward.approve(address(pools[1]), type(uint256).max);
            vm.stopPrank();
        }
    }

    function _amount(uint256 seed) internal pure returns (uint256) {
        // Dust, ordinary and large stakes: rounding shows with the small ones.
        uint256 kind = seed % 3;
        if (kind == 0) return (seed >> 8) % 1_000;
        if (kind == 1) return (seed >> 8) % 1e21;
        return (seed >> 8) % 1e27;
    }

    // ---------------------------------------------------------------- owner

    function rewardWithdraw(uint256 p, uint256 seed) external {
        SousChefBase pool = pools[p % 3];
        uint256 kind = seed % 3;
        uint256 bal = pool.rewardBalance();
        uint256 committed = pool.committedRewards();
        uint256 available = bal > committed ? bal - committed : 0;
        uint256 amount = kind == 0 ? available : kind == 1 ? available + 1 : (seed >> 8) % (bal + 1);
        try pool.emergencyRewardWithdraw(amount) {} catch {}
    }

    function stopReward(uint256 p) external {
        pools[p % 3].stopReward();
    }

    function updateLimit(uint256 p, bool has, uint256 limit) external {
        try pools[p % 3].updatePoolLimitPerUser(has, limit % 1e24) {} catch {}
    }

    function updateRate(uint256 p, uint256 rate) external {
        try pools[p % 3].updateRewardPerBlock(rate % 1e19) {} catch {}
    }

    function updateWindow(uint256 p, uint256 startIn, uint256 length) external {
        uint256 start = block.number + 1 + (startIn % 100);
        try pools[p % 3].updateStartAndEndBlocks(start, start + 1 + (length % (2 * WINDOW))) {} catch {}
    }

    function recover(uint256 p) external {
        try pools[p % 3].recoverWrongTokens(address(stray), 1e18) {} catch {}
    }

    // ---------------------------------------------------------------- stakers

    function deposit(uint256 who, uint256 p, uint256 seed) external {
        address u = users[who % 3];
        uint256 amount = _amount(seed);
        uint256 idx = p % 3;
        vm.prank(u);
        if (idx == 2) {
            try SousChefBNB(payable(address(pools[2]))).deposit{value: amount}() {} catch {}
        } else {
            try SousChef(address(pools[idx])).deposit(amount) {} catch {}
        }
    }

    function withdraw(uint256 who, uint256 p, uint256 share) external {
        address u = users[who % 3];
        SousChefBase pool = pools[p % 3];
        (uint256 staked,) = pool.userInfo(u);
        vm.prank(u);
        pool.withdraw((staked * (share % 101)) / 100);
    }

    function emergencyWithdraw(uint256 who, uint256 p) external {
        vm.prank(users[who % 3]);
        pools[p % 3].emergencyWithdraw();
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + 1 + (blocks % 300));
    }

    // ---------------------------------------------------------------- probe (always reverts: nothing stays)

    /// Every staker leaves every pool with withdraw, paid every pending reward and the whole stake.
    function probeWithdrawAll() external {
        for (uint256 p; p < 3; p++) {
            SousChefBase pool = pools[p];
            for (uint256 i; i < 3; i++) {
                address u = users[i];
                (uint256 staked,) = pool.userInfo(u);
                if (staked == 0) continue;
                uint256 pending = pool.pendingReward(u);
                uint256 rewardBefore = reward.balanceOf(u);
                uint256 stakeBefore = p == 0 ? stake.balanceOf(u) : p == 1 ? reward.balanceOf(u) : u.balance;
                vm.prank(u);
                try pool.withdraw(staked) {}
                catch {
                    revert("a staker could not withdraw");
                }
                uint256 stakeAfter = p == 0 ? stake.balanceOf(u) : p == 1 ? reward.balanceOf(u) : u.balance;
                if (p == 1) {
                    if (stakeAfter != stakeBefore + staked + pending) revert("stake and rewards short");
                } else {
                    if (stakeAfter != stakeBefore + staked) revert("stake short");
                    if (reward.balanceOf(u) != rewardBefore + pending) revert("rewards short");
                }
            }
        }
        revert("all out");
    }
}

/// A Syrup pool funded for its schedule stays so whatever its owner does: the reward funds never drop below
/// what is owed to the stakers up to the end block, that floor covers every staker's pending reward, and every
/// staker can always leave with withdraw (stake and rewards), not only with emergencyWithdraw.
contract SyrupInvariantsTest is Test {
    SyrupHandler internal handler;

    function setUp() public {
        vm.roll(100);
        handler = new SyrupHandler();
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public {
        check_fundsCoverWhatIsOwed();
        check_everyStakerCanWithdraw();
    }

    function check_fundsCoverWhatIsOwed() internal view {
        for (uint256 p; p < 3; p++) {
            SousChefBase pool = handler.pools(p);
            uint256 committed = pool.committedRewards();
            assertGe(pool.rewardBalance(), committed, "reward funds below what is owed");
            uint256 pendingSum;
            for (uint256 i; i < 3; i++) pendingSum += pool.pendingReward(handler.users(i));
            assertGe(committed, pendingSum, "the floor does not cover the pending rewards");
        }
    }

    function check_everyStakerCanWithdraw() internal {
        try handler.probeWithdrawAll() {
            revert("the probe returned");
        } catch (bytes memory reason) {
            string memory why = _reason(reason);
            assertTrue(keccak256(bytes(why)) == keccak256("all out"), why);
        }
    }

    function _reason(bytes memory data) internal pure returns (string memory) {
        if (data.length < 68) return "reverted without a reason";
        bytes memory body = new bytes(data.length - 4);
        for (uint256 i; i < body.length; i++) body[i] = data[i + 4];
        return abi.decode(body, (string));
    }
}
