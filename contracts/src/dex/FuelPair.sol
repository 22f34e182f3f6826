// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {FuelERC20} from "./FuelERC20.sol";
import {IFuelFactory} from "./interfaces/IFuelFactory.sol";
import {IFuelCallee} from "./interfaces/IFuelCallee.sol";
import {IERC20Minimal} from "./interfaces/IERC20Minimal.sol";

/// @title FuelSwap constant-product pair
/// @notice Holds reserves of token0/token1 and is itself the LP token of the pool.
///
/// Fees. Every swap pays 0.25% of its input (the K check below uses a 10000 basis:
/// balanceAdjusted = balance * 10000 - amountIn * 25). The fee stays in the pool and grows sqrt(k).
///
/// Protocol fee (how the spec's 0.03% treasury + 0.05% buyback-and-burn are paid). When the factory's
/// `feeTo` is set, 0.08% of the 0.25% (8/25 = 32% of the fee growth in sqrt(k)) is paid to `feeTo`
/// as newly minted LP tokens, lazily, on the next mint or burn (see `_mintFee`); liquidity providers
/// keep the remaining 0.17%. It is a single LP stream: splitting it into the 0.03% treasury part and
/// the 0.05% buyback-and-burn part (3/8 and 5/8 of what feeTo receives) is the off-chain policy of
/// whoever holds `feeTo` (they remove the liquidity, send 3/8 to the treasury and use 5/8 to buy and
/// burn the platform token). When `feeTo` is unset the whole 0.25% goes to liquidity providers.
///
/// Minted amount, with s = totalSupply, rootK = sqrt(reserve0 * reserve1) now and rootKLast =
/// sqrt(kLast) at the last liquidity event:
///     liquidity = s * (rootK - rootKLast) * 8 / (rootK * 17 + rootKLast * 8)
/// which makes feeTo's share of the pool after minting exactly 8/25 of the sqrt(k) growth
/// (solve m / (s + m) = (8/25) * (rootK - rootKLast) / rootK for m).
contract FuelPair is FuelERC20 {
    uint256 public constant MINIMUM_LIQUIDITY = 10 ** 3;
    /// @notice Swap fee in basis points of 10000 (0.25%).
    uint256 public constant SWAP_FEE_BPS = 25;
    /// @notice Part of SWAP_FEE_BPS minted to feeTo when the protocol fee is on (0.08%).
    uint256 public constant PROTOCOL_FEE_BPS = 8;

    address public immutable factory;
    address public token0;
    address public token1;

    uint112 private reserve0; // one storage slot with reserve1 and blockTimestampLast
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    uint256 public price0CumulativeLast;
    uint256 public price1CumulativeLast;
    /// @notice reserve0 * reserve1 right after the most recent liquidity event (only kept while feeTo is set).
    uint256 public kLast;

    /// @dev Re-entrancy guard in transient storage (EIP-1153): it costs two warm accesses per call instead
    ///      of a cold storage read and two writes, which is most of what a swap pays above Uniswap V2's pair.
    bool private transient locked;

    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    modifier lock() {
        require(!locked, "Fuel: LOCKED");
        locked = true;
        _;
        locked = false;
    }

    constructor() {
        factory = msg.sender;
    }

    /// @notice Called once by the factory right after deployment.
    function initialize(address _token0, address _token1) external {
        require(msg.sender == factory, "Fuel: FORBIDDEN");
        require(token0 == address(0), "Fuel: ALREADY_INITIALIZED");
        token0 = _token0;
        token1 = _token1;
    }

    function getReserves() public view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
        _reserve0 = reserve0;
        _reserve1 = reserve1;
        _blockTimestampLast = blockTimestampLast;
    }

    /// @notice Mints LP tokens to `to` for the tokens sent to the pair since the last update.
    /// @dev Call from a contract that transfers the tokens in the same transaction (the router does).
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 _reserve0, uint112 _reserve1,) = getReserves();
        uint256 balance0 = IERC20Minimal(token0).balanceOf(address(this));
        uint256 balance1 = IERC20Minimal(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - _reserve0;
        uint256 amount1 = balance1 - _reserve1;

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply; // read after _mintFee, which may change it
        if (_totalSupply == 0) {
            liquidity = Math.sqrt(amount0 * amount1);
            require(liquidity > MINIMUM_LIQUIDITY, "Fuel: INSUFFICIENT_LIQUIDITY_MINTED");
            unchecked {
                liquidity -= MINIMUM_LIQUIDITY;
            }
            _mint(address(0), MINIMUM_LIQUIDITY); // locked forever so totalSupply never returns to zero
        } else {
            liquidity = Math.min((amount0 * _totalSupply) / _reserve0, (amount1 * _totalSupply) / _reserve1);
            require(liquidity > 0, "Fuel: INSUFFICIENT_LIQUIDITY_MINTED");
        }
        _mint(to, liquidity);

        _update(balance0, balance1, _reserve0, _reserve1);
        if (feeOn) kLast = uint256(reserve0) * reserve1;
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the LP tokens sent to the pair and sends the underlying tokens to `to`.
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        (uint112 _reserve0, uint112 _reserve1,) = getReserves();
        address _token0 = token0;
        address _token1 = token1;
        uint256 balance0 = IERC20Minimal(_token0).balanceOf(address(this));
        uint256 balance1 = IERC20Minimal(_token1).balanceOf(address(this));
        uint256 liquidity = balanceOf[address(this)];

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply;
        amount0 = (liquidity * balance0) / _totalSupply; // pro rata over balances, not reserves
        amount1 = (liquidity * balance1) / _totalSupply;
        require(amount0 > 0 && amount1 > 0, "Fuel: INSUFFICIENT_LIQUIDITY_BURNED");
        _burn(address(this), liquidity);
        _safeTransfer(_token0, to, amount0);
        _safeTransfer(_token1, to, amount1);
        balance0 = IERC20Minimal(_token0).balanceOf(address(this));
        balance1 = IERC20Minimal(_token1).balanceOf(address(this));

        _update(balance0, balance1, _reserve0, _reserve1);
        if (feeOn) kLast = uint256(reserve0) * reserve1;
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends the requested outputs to `to`, optionally calls `to.fuelCall` (flash swap), then
    ///         checks that the inputs, net of the 0.25% fee, keep reserve0 * reserve1 from decreasing.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external lock {
        require(amount0Out > 0 || amount1Out > 0, "Fuel: INSUFFICIENT_OUTPUT_AMOUNT");
        (uint112 _reserve0, uint112 _reserve1,) = getReserves();
        require(amount0Out < _reserve0 && amount1Out < _reserve1, "Fuel: INSUFFICIENT_LIQUIDITY");

        uint256 balance0;
        uint256 balance1;
        {
            address _token0 = token0;
            address _token1 = token1;
            require(to != _token0 && to != _token1, "Fuel: INVALID_TO");
            if (amount0Out > 0) _safeTransfer(_token0, to, amount0Out); // optimistic transfers
            if (amount1Out > 0) _safeTransfer(_token1, to, amount1Out);
            if (data.length > 0) IFuelCallee(to).fuelCall(msg.sender, amount0Out, amount1Out, data);
            balance0 = IERC20Minimal(_token0).balanceOf(address(this));
            balance1 = IERC20Minimal(_token1).balanceOf(address(this));
        }
        uint256 amount0In = balance0 > _reserve0 - amount0Out ? balance0 - (_reserve0 - amount0Out) : 0;
        uint256 amount1In = balance1 > _reserve1 - amount1Out ? balance1 - (_reserve1 - amount1Out) : 0;
        require(amount0In > 0 || amount1In > 0, "Fuel: INSUFFICIENT_INPUT_AMOUNT");
        require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, "Fuel: OVERFLOW");
        {
            uint256 balance0Adjusted = balance0 * 10000 - amount0In * SWAP_FEE_BPS;
            uint256 balance1Adjusted = balance1 * 10000 - amount1In * SWAP_FEE_BPS;
            require(
                balance0Adjusted * balance1Adjusted >= uint256(_reserve0) * _reserve1 * (10000 ** 2), "Fuel: K"
            );
        }

        _update(balance0, balance1, _reserve0, _reserve1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sends any balance above the reserves to `to`.
    function skim(address to) external lock {
        address _token0 = token0;
        address _token1 = token1;
        _safeTransfer(_token0, to, IERC20Minimal(_token0).balanceOf(address(this)) - reserve0);
        _safeTransfer(_token1, to, IERC20Minimal(_token1).balanceOf(address(this)) - reserve1);
    }

    /// @notice Sets the reserves to the current balances.
    function sync() external lock {
        _update(
            IERC20Minimal(token0).balanceOf(address(this)),
            IERC20Minimal(token1).balanceOf(address(this)),
            reserve0,
            reserve1
        );
    }

    /// @dev Stores new reserves and, on the first call in a block, accumulates the time-weighted prices
    ///      (UQ112x112 fixed point; the accumulators are meant to wrap, so they are unchecked).
    function _update(uint256 balance0, uint256 balance1, uint112 _reserve0, uint112 _reserve1) private {
        require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, "Fuel: OVERFLOW");
        uint32 blockTimestamp = uint32(block.timestamp % 2 ** 32);
        unchecked {
            uint32 timeElapsed = blockTimestamp - blockTimestampLast; // wraps by design
            if (timeElapsed > 0 && _reserve0 != 0 && _reserve1 != 0) {
                price0CumulativeLast += ((uint256(_reserve1) << 112) / _reserve0) * timeElapsed;
                price1CumulativeLast += ((uint256(_reserve0) << 112) / _reserve1) * timeElapsed;
            }
        }
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = blockTimestamp;
        emit Sync(reserve0, reserve1);
    }

    /// @dev Mints the protocol fee (8/25 of the sqrt(k) growth since kLast) to feeTo; see the contract notes.
    /// @return feeOn whether feeTo is set (then kLast is tracked).
    function _mintFee(uint112 _reserve0, uint112 _reserve1) private returns (bool feeOn) {
        address feeTo = IFuelFactory(factory).feeTo();
        feeOn = feeTo != address(0);
        uint256 _kLast = kLast;
        if (feeOn) {
            if (_kLast != 0) {
                uint256 rootK = Math.sqrt(uint256(_reserve0) * _reserve1);
                uint256 rootKLast = Math.sqrt(_kLast);
                if (rootK > rootKLast) {
                    uint256 numerator = totalSupply * (rootK - rootKLast) * PROTOCOL_FEE_BPS;
                    uint256 denominator = rootK * (SWAP_FEE_BPS - PROTOCOL_FEE_BPS) + rootKLast * PROTOCOL_FEE_BPS;
                    uint256 liquidity = numerator / denominator;
                    if (liquidity > 0) _mint(feeTo, liquidity);
                }
            }
        } else if (_kLast != 0) {
            kLast = 0;
        }
    }

    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "Fuel: TRANSFER_FAILED");
    }
}
