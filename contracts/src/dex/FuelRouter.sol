// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IFuelFactory} from "./interfaces/IFuelFactory.sol";
import {IFuelPair} from "./interfaces/IFuelPair.sol";
import {IFuelRouter02} from "./interfaces/IFuelRouter02.sol";
import {IERC20Minimal} from "./interfaces/IERC20Minimal.sol";
import {IWETH} from "./interfaces/IWETH.sol";
import {FuelLibrary} from "./libraries/FuelLibrary.sol";
import {TransferHelper} from "./libraries/TransferHelper.sol";

/// @title FuelSwap router: the Uniswap-V2 Router02 function set over FuelSwap pairs (0.25% fee per hop)
/// @notice `WETH` is the chain's wrapped native coin (WBNB); the "ETH" functions take and pay native BNB.
/// @dev Pair addresses come from CREATE2 using `pairCodeHash`, read once from the factory's
///      INIT_CODE_PAIR_HASH() at construction: nothing depends on a hard-coded hash, and deployers can
///      compare `pairCodeHash()` with the hash of the build they deploy.
///      The *SupportingFeeOnTransferTokens variants measure what the pair actually received
///      (balance - reserve) instead of trusting the requested amounts, so they work with taxed tokens.
contract FuelRouter is IFuelRouter02 {
    address public immutable factory;
    address public immutable WETH;
    /// @notice CREATE2 init code hash of the factory's pairs.
    bytes32 public immutable pairCodeHash;

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "FuelRouter: EXPIRED");
        _;
    }

    constructor(address _factory, address _WETH) {
        factory = _factory;
        WETH = _WETH;
        pairCodeHash = IFuelFactory(_factory).INIT_CODE_PAIR_HASH();
    }

    receive() external payable {
        require(msg.sender == WETH, "FuelRouter: ONLY_WETH"); // only unwrapping sends native coin here
    }

    // ---------------------------------------------------------------- add liquidity

    function _pairFor(address tokenA, address tokenB) internal view returns (address) {
        return FuelLibrary.pairFor(factory, pairCodeHash, tokenA, tokenB);
    }

    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) internal returns (uint256 amountA, uint256 amountB) {
        if (IFuelFactory(factory).getPair(tokenA, tokenB) == address(0)) {
            IFuelFactory(factory).createPair(tokenA, tokenB);
        }
        (uint256 reserveA, uint256 reserveB) = FuelLibrary.getReserves(factory, pairCodeHash, tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) {
            (amountA, amountB) = (amountADesired, amountBDesired);
        } else {
            uint256 amountBOptimal = FuelLibrary.quote(amountADesired, reserveA, reserveB);
            if (amountBOptimal <= amountBDesired) {
                require(amountBOptimal >= amountBMin, "FuelRouter: INSUFFICIENT_B_AMOUNT");
                (amountA, amountB) = (amountADesired, amountBOptimal);
            } else {
                uint256 amountAOptimal = FuelLibrary.quote(amountBDesired, reserveB, reserveA);
                assert(amountAOptimal <= amountADesired);
                require(amountAOptimal >= amountAMin, "FuelRouter: INSUFFICIENT_A_AMOUNT");
                (amountA, amountB) = (amountAOptimal, amountBDesired);
            }
        }
    }

    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        (amountA, amountB) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        address pair = _pairFor(tokenA, tokenB);
        TransferHelper.safeTransferFrom(tokenA, msg.sender, pair, amountA);
        TransferHelper.safeTransferFrom(tokenB, msg.sender, pair, amountB);
        liquidity = IFuelPair(pair).mint(to);
    }

    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        (amountToken, amountETH) =
            _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        address pair = _pairFor(token, WETH);
        TransferHelper.safeTransferFrom(token, msg.sender, pair, amountToken);
        IWETH(WETH).deposit{value: amountETH}();
        require(IWETH(WETH).transfer(pair, amountETH), "FuelRouter: WETH_TRANSFER_FAILED");
        liquidity = IFuelPair(pair).mint(to);
        if (msg.value > amountETH) TransferHelper.safeTransferETH(msg.sender, msg.value - amountETH); // refund dust
    }

    // ---------------------------------------------------------------- remove liquidity

    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        address pair = _pairFor(tokenA, tokenB);
        require(IFuelPair(pair).transferFrom(msg.sender, pair, liquidity), "FuelRouter: LP_TRANSFER_FAILED");
        (uint256 amount0, uint256 amount1) = IFuelPair(pair).burn(to);
        (address token0,) = FuelLibrary.sortTokens(tokenA, tokenB);
        (amountA, amountB) = tokenA == token0 ? (amount0, amount1) : (amount1, amount0);
        require(amountA >= amountAMin, "FuelRouter: INSUFFICIENT_A_AMOUNT");
        require(amountB >= amountBMin, "FuelRouter: INSUFFICIENT_B_AMOUNT");
    }

    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        (amountToken, amountETH) =
            removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
        TransferHelper.safeTransfer(token, to, amountToken);
        IWETH(WETH).withdraw(amountETH);
        TransferHelper.safeTransferETH(to, amountETH);
    }

    function removeLiquidityWithPermit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountA, uint256 amountB) {
        _permit(_pairFor(tokenA, tokenB), approveMax ? type(uint256).max : liquidity, liquidity, deadline, v, r, s);
        (amountA, amountB) = removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline);
    }

    function removeLiquidityETHWithPermit(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountToken, uint256 amountETH) {
        _permit(_pairFor(token, WETH), approveMax ? type(uint256).max : liquidity, liquidity, deadline, v, r, s);
        (amountToken, amountETH) = removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
    }

    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountETH) {
        (, amountETH) = removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
        // forward whatever arrived after the token's transfer fee
        TransferHelper.safeTransfer(token, to, IERC20Minimal(token).balanceOf(address(this)));
        IWETH(WETH).withdraw(amountETH);
        TransferHelper.safeTransferETH(to, amountETH);
    }

    function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountETH) {
        _permit(_pairFor(token, WETH), approveMax ? type(uint256).max : liquidity, liquidity, deadline, v, r, s);
        amountETH = removeLiquidityETHSupportingFeeOnTransferTokens(
            token, liquidity, amountTokenMin, amountETHMin, to, deadline
        );
    }

    /// @dev Approves this router on `pair` for msg.sender's LP tokens with an EIP-2612 signature. A signature is
    ///      public once the transaction is in the mempool: anyone can submit it to the pair first, using its
    ///      nonce. The call then goes on when the allowance it was meant to give covers `needed` (which is also
    ///      how a front-run permit leaves it); otherwise the pair's own reason is the revert reason.
    function _permit(address pair, uint256 value, uint256 needed, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        private
    {
        try IFuelPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s) {}
        catch (bytes memory reason) {
            if (IFuelPair(pair).allowance(msg.sender, address(this)) < needed) {
                assembly ("memory-safe") {
                    revert(add(reason, 0x20), mload(reason))
                }
            }
        }
    }

    // ---------------------------------------------------------------- swaps (exact amounts known up front)

    /// @dev Requires amounts[0] to have been sent to the first pair already.
    function _swap(uint256[] memory amounts, address[] memory path, address _to) internal {
        for (uint256 i; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            (address token0,) = FuelLibrary.sortTokens(input, output);
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) = input == token0 ? (uint256(0), amountOut) : (amountOut, 0);
            address to = i < path.length - 2 ? _pairFor(output, path[i + 2]) : _to;
            IFuelPair(_pairFor(input, output)).swap(amount0Out, amount1Out, to, new bytes(0));
        }
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = FuelLibrary.getAmountsOut(factory, pairCodeHash, amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = FuelLibrary.getAmountsIn(factory, pairCodeHash, amountOut, path);
        require(amounts[0] <= amountInMax, "FuelRouter: EXCESSIVE_INPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(path[0] == WETH, "FuelRouter: INVALID_PATH");
        amounts = FuelLibrary.getAmountsOut(factory, pairCodeHash, msg.value, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _depositAndSend(amounts[0], _pairFor(path[0], path[1]));
        _swap(amounts, path, to);
    }

    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        require(path[path.length - 1] == WETH, "FuelRouter: INVALID_PATH");
        amounts = FuelLibrary.getAmountsIn(factory, pairCodeHash, amountOut, path);
        require(amounts[0] <= amountInMax, "FuelRouter: EXCESSIVE_INPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        IWETH(WETH).withdraw(amounts[amounts.length - 1]);
        TransferHelper.safeTransferETH(to, amounts[amounts.length - 1]);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        require(path[path.length - 1] == WETH, "FuelRouter: INVALID_PATH");
        amounts = FuelLibrary.getAmountsOut(factory, pairCodeHash, amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        IWETH(WETH).withdraw(amounts[amounts.length - 1]);
        TransferHelper.safeTransferETH(to, amounts[amounts.length - 1]);
    }

    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(path[0] == WETH, "FuelRouter: INVALID_PATH");
        amounts = FuelLibrary.getAmountsIn(factory, pairCodeHash, amountOut, path);
        require(amounts[0] <= msg.value, "FuelRouter: EXCESSIVE_INPUT_AMOUNT");
        _depositAndSend(amounts[0], _pairFor(path[0], path[1]));
        _swap(amounts, path, to);
        if (msg.value > amounts[0]) TransferHelper.safeTransferETH(msg.sender, msg.value - amounts[0]); // refund
    }

    function _depositAndSend(uint256 amount, address pair) private {
        IWETH(WETH).deposit{value: amount}();
        require(IWETH(WETH).transfer(pair, amount), "FuelRouter: WETH_TRANSFER_FAILED");
    }

    // ---------------------------------------------------------------- swaps (fee-on-transfer tokens)

    /// @dev Requires the input to have been sent to the first pair already. Each hop's input is what the
    ///      pair actually holds above its reserve, so a transfer tax on any hop is accounted for.
    function _swapSupportingFeeOnTransferTokens(address[] memory path, address _to) internal {
        for (uint256 i; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            (address token0,) = FuelLibrary.sortTokens(input, output);
            IFuelPair pair = IFuelPair(_pairFor(input, output));
            uint256 amountOutput;
            {
                (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
                (uint256 reserveInput, uint256 reserveOutput) =
                    input == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
                uint256 amountInput = IERC20Minimal(input).balanceOf(address(pair)) - reserveInput;
                amountOutput = FuelLibrary.getAmountOut(amountInput, reserveInput, reserveOutput);
            }
            (uint256 amount0Out, uint256 amount1Out) =
                input == token0 ? (uint256(0), amountOutput) : (amountOutput, uint256(0));
            address to = i < path.length - 2 ? _pairFor(output, path[i + 2]) : _to;
            pair.swap(amount0Out, amount1Out, to, new bytes(0));
        }
    }

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amountIn);
        address tokenOut = path[path.length - 1];
        uint256 balanceBefore = IERC20Minimal(tokenOut).balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        require(
            IERC20Minimal(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin,
            "FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        );
    }

    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) {
        require(path[0] == WETH, "FuelRouter: INVALID_PATH");
        _depositAndSend(msg.value, _pairFor(path[0], path[1]));
        address tokenOut = path[path.length - 1];
        uint256 balanceBefore = IERC20Minimal(tokenOut).balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        require(
            IERC20Minimal(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin,
            "FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        );
    }

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        require(path[path.length - 1] == WETH, "FuelRouter: INVALID_PATH");
        TransferHelper.safeTransferFrom(path[0], msg.sender, _pairFor(path[0], path[1]), amountIn);
        _swapSupportingFeeOnTransferTokens(path, address(this));
        uint256 amountOut = IERC20Minimal(WETH).balanceOf(address(this));
        require(amountOut >= amountOutMin, "FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IWETH(WETH).withdraw(amountOut);
        TransferHelper.safeTransferETH(to, amountOut);
    }

    // ---------------------------------------------------------------- library functions

    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) public pure returns (uint256 amountB) {
        return FuelLibrary.quote(amountA, reserveA, reserveB);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        public
        pure
        returns (uint256 amountOut)
    {
        return FuelLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        public
        pure
        returns (uint256 amountIn)
    {
        return FuelLibrary.getAmountIn(amountOut, reserveIn, reserveOut);
    }

    function getAmountsOut(uint256 amountIn, address[] memory path) public view returns (uint256[] memory amounts) {
        return FuelLibrary.getAmountsOut(factory, pairCodeHash, amountIn, path);
    }

    function getAmountsIn(uint256 amountOut, address[] memory path) public view returns (uint256[] memory amounts) {
        return FuelLibrary.getAmountsIn(factory, pairCodeHash, amountOut, path);
    }

    // ---------------------------------------------------------------- split swaps (several paths, one transaction)

    /// @notice `swapSplit` flag: pay the output as native BNB (the paths end in WBNB; unwrapped once).
    uint256 internal constant SPLIT_BNB_OUT = 1;
    /// @notice `swapSplit` flag, exact input only: each hop trades what its pair actually received (taxed tokens).
    uint256 internal constant SPLIT_FEE_ON_TRANSFER = 2;
    /// @notice `swapSplit` flag: `amounts` are outputs to buy and `limit` the most to spend in total.
    uint256 internal constant SPLIT_EXACT_OUT = 4;

    /// @notice One trade split over several paths with the same first and last token, run path after path in the
    ///         order given, each priced at the reserves the earlier paths left (so paths may share pools).
    ///         Exact input (default): sells `amounts[i]` along `paths[i]`; `limit` is the minimum total output.
    ///         Exact output (SPLIT_EXACT_OUT): buys `amounts[i]` along `paths[i]`; `limit` is the maximum total input.
    ///         BNB in when msg.value is not zero (the paths start in WBNB): it is wrapped once; for exact input it
    ///         must equal the sum of the amounts, for exact output it caps the input and what the paths did not use
    ///         is unwrapped once and refunded to the wei. One entry point for the whole family, with flags instead
    ///         of one function per BNB/fee variant, keeps the router under the 24,576-byte code size limit.
    /// @param flags SPLIT_BNB_OUT | SPLIT_FEE_ON_TRANSFER | SPLIT_EXACT_OUT
    /// @return amountIn the total input (for taxed input tokens: before the tax)
    /// @return amountOut the total output (exact input: measured at the recipient, so after any tax)
    function swapSplit(
        uint256[] calldata amounts,
        uint256 limit,
        address[][] calldata paths,
        address to,
        uint256 deadline,
        uint256 flags
    ) external payable ensure(deadline) returns (uint256 amountIn, uint256 amountOut) {
        if (flags & SPLIT_EXACT_OUT != 0) {
            amountIn = _exactOutSplit(amounts, limit, paths, to, flags & SPLIT_BNB_OUT != 0);
            amountOut = _sum(amounts);
        } else {
            amountIn = _sum(amounts);
            amountOut = _exactInSplit(amounts, amountIn, paths, to, flags);
            require(amountOut >= limit, "FuelRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        }
    }

    function _exactInSplit(
        uint256[] calldata amountsIn,
        uint256 amountIn,
        address[][] calldata paths,
        address to,
        uint256 flags
    ) private returns (uint256 amountOut) {
        address tokenOut = _splitEnds(amountsIn.length, paths, flags & SPLIT_BNB_OUT != 0);
        if (msg.value != 0) {
            require(amountIn == msg.value, "FuelRouter: INVALID_VALUE");
            IWETH(WETH).deposit{value: msg.value}();
        }
        address recipient = flags & SPLIT_BNB_OUT != 0 ? address(this) : to;
        amountOut = _runExactIn(amountsIn, paths, recipient, tokenOut, flags & SPLIT_FEE_ON_TRANSFER != 0);
        if (recipient == address(this)) _unwrapTo(to, amountOut);
    }

    function _exactOutSplit(
        uint256[] calldata amountsOut,
        uint256 amountInMax,
        address[][] calldata paths,
        address to,
        bool bnbOut
    ) private returns (uint256 amountIn) {
        _splitEnds(amountsOut.length, paths, bnbOut);
        if (msg.value != 0) {
            IWETH(WETH).deposit{value: msg.value}();
            if (amountInMax > msg.value) amountInMax = msg.value; // the wrapped value is the budget
        }
        amountIn = _runExactOut(amountsOut, paths, bnbOut ? address(this) : to, amountInMax);
        if (bnbOut) _unwrapTo(to, _sum(amountsOut));
        if (msg.value > amountIn) _unwrapTo(msg.sender, msg.value - amountIn);
    }

    /// @dev Runs the paths in order; returns what the recipient received (measured, not summed: right for taxed
    ///      output tokens too).
    function _runExactIn(
        uint256[] calldata amountsIn,
        address[][] calldata paths,
        address recipient,
        address tokenOut,
        bool fot
    ) private returns (uint256 amountOut) {
        uint256 balanceBefore = IERC20Minimal(tokenOut).balanceOf(recipient);
        address payer = msg.value != 0 ? address(this) : msg.sender;
        for (uint256 i; i < paths.length; i++) {
            if (amountsIn[i] != 0) _runPathExactIn(paths[i], amountsIn[i], payer, recipient, fot);
        }
        amountOut = IERC20Minimal(tokenOut).balanceOf(recipient) - balanceBefore;
    }

    function _runPathExactIn(address[] calldata path, uint256 amountIn, address payer, address recipient, bool fot)
        private
    {
        address firstPair = _pairFor(path[0], path[1]);
        if (fot) {
            _pay(payer, path[0], firstPair, amountIn);
            _swapSupportingFeeOnTransferTokens(path, recipient);
        } else {
            uint256[] memory amounts = FuelLibrary.getAmountsOut(factory, pairCodeHash, amountIn, path);
            _pay(payer, path[0], firstPair, amounts[0]);
            _swap(amounts, path, recipient);
        }
    }

    function _runExactOut(
        uint256[] calldata amountsOut,
        address[][] calldata paths,
        address recipient,
        uint256 amountInMax
    ) private returns (uint256 amountIn) {
        address payer = msg.value != 0 ? address(this) : msg.sender;
        for (uint256 i; i < paths.length; i++) {
            if (amountsOut[i] == 0) continue;
            address[] calldata path = paths[i];
            uint256[] memory amounts = FuelLibrary.getAmountsIn(factory, pairCodeHash, amountsOut[i], path);
            amountIn += amounts[0];
            require(amountIn <= amountInMax, "FuelRouter: EXCESSIVE_INPUT_AMOUNT");
            _pay(payer, path[0], _pairFor(path[0], path[1]), amounts[0]);
            _swap(amounts, path, recipient);
        }
    }

    /// @dev Checks one amount per path, all paths sharing their first and last token, WBNB first when BNB is
    ///      sent and last when BNB is paid out. Returns the output token.
    function _splitEnds(uint256 n, address[][] calldata paths, bool bnbOut) private view returns (address tokenOut) {
        require(n > 0 && n == paths.length, "FuelRouter: INVALID_PATH");
        address tokenIn = paths[0][0];
        tokenOut = paths[0][paths[0].length - 1];
        bool ok = (msg.value == 0 || tokenIn == WETH) && (!bnbOut || tokenOut == WETH);
        for (uint256 i = 1; i < n; i++) {
            ok = ok && paths[i][0] == tokenIn && paths[i][paths[i].length - 1] == tokenOut;
        }
        require(ok, "FuelRouter: INVALID_PATH");
    }

    function _sum(uint256[] calldata xs) private pure returns (uint256 total) {
        for (uint256 i; i < xs.length; i++) total += xs[i];
    }

    function _unwrapTo(address to, uint256 amount) private {
        IWETH(WETH).withdraw(amount);
        TransferHelper.safeTransferETH(to, amount);
    }

    /// @dev The router pays from its wrapped BNB; anyone else through their allowance.
    function _pay(address payer, address token, address pair, uint256 amount) private {
        if (payer == address(this)) TransferHelper.safeTransfer(WETH, pair, amount);
        else TransferHelper.safeTransferFrom(token, payer, pair, amount);
    }
}
