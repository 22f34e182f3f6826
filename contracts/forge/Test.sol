// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/**
 * The little of a test framework the forge tests need, written here because
 * forge-std is not in the npm registry (the package of that name is an old
 * unofficial build without invariant support).
 *
 * - `vm`: Foundry's cheatcodes at the HEVM address (only those we use).
 * - assertions that revert with a message (forge reports the reason).
 * - `targetContract(addr)`: forge calls `targetContracts()` by name on an
 *   invariant test contract to choose which contracts to fuzz; functions named
 *   `invariant_*` are then checked after every call.
 */
interface Vm {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function deal(address who, uint256 newBalance) external;
    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function assume(bool condition) external pure;
    function expectRevert() external;
    function expectRevert(bytes calldata revertData) external;
    function expectRevert(bytes4 revertData) external;
    function addr(uint256 privateKey) external pure returns (address);
    function label(address account, string calldata newLabel) external;
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);
}

abstract contract Test {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    address[] private _targetedContracts;
    bytes4[] private _noSelectors;

    /// Forge's invariant runner reads this to pick the contracts whose functions it calls.
    function targetContracts() public view returns (address[] memory) {
        return _targetedContracts;
    }

    function targetContract(address target) internal {
        _targetedContracts.push(target);
    }

    function assertTrue(bool condition, string memory message) internal pure {
        if (!condition) revert(message);
    }

    function assertEq(uint256 a, uint256 b, string memory message) internal pure {
        if (a != b) revert(string.concat(message, ": ", _str(a), " != ", _str(b)));
    }

    function assertEq(address a, address b, string memory message) internal pure {
        if (a != b) revert(message);
    }

    function assertLe(uint256 a, uint256 b, string memory message) internal pure {
        if (a > b) revert(string.concat(message, ": ", _str(a), " > ", _str(b)));
    }

    function assertGe(uint256 a, uint256 b, string memory message) internal pure {
        if (a < b) revert(string.concat(message, ": ", _str(a), " < ", _str(b)));
    }

    /// Keeps a fuzzed value within [lo, hi] without discarding the run.
    function bound(uint256 x, uint256 lo, uint256 hi) internal pure returns (uint256) {
        require(lo <= hi, "bound: lo > hi");
        if (hi - lo == type(uint256).max) return x;
        return lo + (x % (hi - lo + 1));
    }

    function _str(uint256 v) private pure returns (string memory) {
        if (v == 0) return "0";
        uint256 len;
        for (uint256 t = v; t != 0; t /= 10) len++;
        bytes memory b = new bytes(len);
        for (; v != 0; v /= 10) b[--len] = bytes1(uint8(48 + (v % 10)));
        return string(b);
    }
}
