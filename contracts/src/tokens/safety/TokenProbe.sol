// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IProbeERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
    function approve(address spender, uint256 value) external returns (bool);
}

interface IProbeRouter {
    function factory() external view returns (address);
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);
    function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable;
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

interface IProbeFactory {
    function getPair(address, address) external view returns (address);
}

interface IProbePair {
    function token0() external view returns (address);
    function getReserves() external view returns (uint112, uint112, uint32);
}

/// @title Measures what a token does to a small buy, a transfer and a sell, in one simulated call
/// @notice Never deployed: the app runs this contract's creation code in an `eth_call` (no `to`), with the BNB
///         given to the caller by a state override, and the constructor returns its measurements as the call's
///         output instead of code. Nothing is written on chain. The probe buys `token` with the BNB sent
///         (`msg.value`) on the candidate path that quotes the most, sends half of what arrived to a fresh address,
///         and sells the rest back to BNB on the same path, each step through the router's fee-on-transfer
///         functions and each caught on its own, so a token that blocks one step still reports the others.
///         It also reads the pool's token balance against the pool's recorded reserve (a rebasing token's drift).
///         The figures are raw amounts; the verdict is computed off chain (packages/sdk, safety).
contract TokenProbe {
    struct Measurement {
        bool routed; // some candidate path quoted a non-zero output
        uint256 pathIndex;
        address pool; // the last pool of the buy path (token and the hop before it)
        uint256 poolBalance; // token balance of the pool before the buy
        uint256 poolReserve; // the pool's recorded reserve of the token before the buy
        bool buyOk;
        bytes buyError;
        bool zeroTransferOk; // after a failed buy: does even a zero transfer go through?
        uint256 quotedBuy; // the router's quote for the buy, untaxed
        uint256 bought; // what arrived
        bool transferOk;
        bytes transferError;
        uint256 transferSent;
        uint256 transferArrived;
        bool sellOk;
        bytes sellError;
        uint256 sellSent;
        uint256 sellArrivedInPool; // the pool's token balance gain from the sell
        uint256 sellOut; // BNB received for the sell
    }

    address private constant RECIPIENT = address(0x00000000000000000000000000000000005aFE01);

    constructor(address router, address token, address[][] memory paths, uint256 deadline) payable {
        Measurement memory m = _measure(IProbeRouter(router), token, paths, deadline);
        bytes memory out = abi.encode(m);
        assembly {
            return(add(out, 32), mload(out))
        }
    }

    function _measure(IProbeRouter router, address token, address[][] memory paths, uint256 deadline)
        private
        returns (Measurement memory m)
    {
        address[] memory path;
        uint256 best;
        for (uint256 i = 0; i < paths.length; i++) {
            if (paths[i].length < 2 || paths[i][paths[i].length - 1] != token) continue;
            try router.getAmountsOut(msg.value, paths[i]) returns (uint256[] memory amounts) {
                uint256 q = amounts[amounts.length - 1];
                if (q > best) {
                    best = q;
                    path = paths[i];
                    m.pathIndex = i;
                }
            } catch {}
        }
        if (best == 0) return m;
        m.routed = true;
        m.quotedBuy = best;
        m.pool = IProbeFactory(router.factory()).getPair(path[path.length - 2], token);
        m.poolBalance = IProbeERC20(token).balanceOf(m.pool);
        (uint112 r0, uint112 r1,) = IProbePair(m.pool).getReserves();
        m.poolReserve = IProbePair(m.pool).token0() == token ? r0 : r1;

        IProbeERC20 t = IProbeERC20(token);
        try router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: msg.value}(0, path, address(this), deadline) {
            m.buyOk = true;
            m.bought = t.balanceOf(address(this));
        } catch (bytes memory reason) {
            m.buyError = reason;
            try t.transfer(RECIPIENT, 0) returns (bool ok) {
                m.zeroTransferOk = ok;
            } catch {}
            return m;
        }
        if (m.bought == 0) return m;

        m.transferSent = m.bought / 2;
        uint256 before = t.balanceOf(RECIPIENT);
        try t.transfer(RECIPIENT, m.transferSent) returns (bool ok) {
            m.transferOk = ok;
            m.transferArrived = t.balanceOf(RECIPIENT) - before;
        } catch (bytes memory reason) {
            m.transferError = reason;
        }

        _sell(router, t, path, deadline, m);
    }

    function _sell(IProbeRouter router, IProbeERC20 t, address[] memory path, uint256 deadline, Measurement memory m) private {
        m.sellSent = t.balanceOf(address(this));
        address[] memory back = new address[](path.length);
        for (uint256 i = 0; i < path.length; i++) back[i] = path[path.length - 1 - i];
        uint256 poolBefore = t.balanceOf(m.pool);
        uint256 bnbBefore = address(this).balance;
        try t.approve(address(router), m.sellSent) {} catch {}
        try router.swapExactTokensForETHSupportingFeeOnTransferTokens(m.sellSent, 0, back, address(this), deadline) {
            m.sellOk = true;
            m.sellArrivedInPool = t.balanceOf(m.pool) - poolBefore;
            m.sellOut = address(this).balance - bnbBefore;
        } catch (bytes memory reason) {
            m.sellError = reason;
        }
    }
}
