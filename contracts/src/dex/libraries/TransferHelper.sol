// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Token and native-coin transfers that tolerate tokens returning no bool
/// @dev A call counts as successful when it does not revert and returns either nothing or `true`.
library TransferHelper {
    function safeApprove(address token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x095ea7b3, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: APPROVE_FAILED");
    }

    function safeTransfer(address token, address to, uint256 value) internal {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FAILED");
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FROM_FAILED");
    }

    function safeTransferETH(address to, uint256 value) internal {
        (bool ok,) = to.call{value: value}("");
        require(ok, "TransferHelper: ETH_TRANSFER_FAILED");
    }
}
