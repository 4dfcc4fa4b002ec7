// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @notice The part of ERC-20 the pool uses.
interface IERC20Minimal {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title TestSwapPool
/// @notice A constant-product (x * y = k) pool between two ERC-20 tokens for WalletDock's local stack, so that a
/// swap built by the local services server really executes on the dev chain. A 0.3 % fee stays in the pool.
/// Liquidity is added by sending tokens to the pool and calling `sync()` (anyone may call it: it only records
/// the pool's real balances). There are no liquidity shares: this is a test fixture, not a product.
contract TestSwapPool {
    /// @notice The pool's two tokens.
    address public immutable token0;
    address public immutable token1;

    /// @notice The fee, in basis points of the input amount.
    uint256 public constant FEE_BPS = 30;

    uint256 public reserve0;
    uint256 public reserve1;

    event Swap(
        address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to
    );
    event Sync(uint256 reserve0, uint256 reserve1);

    /// @notice `token` is not one of the pool's tokens.
    error UnsupportedToken(address token);
    /// @notice The two tokens of the pool must differ and be non-zero.
    error InvalidTokens(address tokenA, address tokenB);
    /// @notice The input amount is zero.
    error ZeroAmount();
    /// @notice The pool holds no liquidity for the swap.
    error InsufficientLiquidity();
    /// @notice The output is below the caller's minimum (the slippage limit).
    error InsufficientOutputAmount(uint256 amountOut, uint256 minAmountOut);
    /// @notice The recipient is the zero address or one of the pool's tokens.
    error InvalidRecipient(address to);
    /// @notice A token transfer returned false.
    error TransferFailed(address token);

    constructor(address tokenA, address tokenB) {
        if (tokenA == tokenB || tokenA == address(0) || tokenB == address(0)) revert InvalidTokens(tokenA, tokenB);
        token0 = tokenA;
        token1 = tokenB;
    }

    /// @notice The recorded reserves of `token0` and `token1`.
    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    /// @notice What `swap` would pay out for `amountIn` of `tokenIn` at the current reserves.
    function getAmountOut(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        return _amountOut(amountIn, reserveIn, reserveOut);
    }

    /// @notice Sells `amountIn` of `tokenIn` (pulled with `transferFrom`: approve the pool first) for the other
    /// token, paid to `to`. Reverts unless the output is at least `minAmountOut`.
    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to)
        external
        returns (uint256 amountOut)
    {
        if (to == address(0) || to == token0 || to == token1) revert InvalidRecipient(to);
        (uint256 reserveIn, uint256 reserveOut) = _reservesFor(tokenIn);
        amountOut = _amountOut(amountIn, reserveIn, reserveOut);
        if (amountOut < minAmountOut) revert InsufficientOutputAmount(amountOut, minAmountOut);
        address tokenOut = tokenIn == token0 ? token1 : token0;

        if (!IERC20Minimal(tokenIn).transferFrom(msg.sender, address(this), amountIn)) revert TransferFailed(tokenIn);
        if (tokenIn == token0) {
            reserve0 = reserveIn + amountIn;
            reserve1 = reserveOut - amountOut;
        } else {
            reserve1 = reserveIn + amountIn;
            reserve0 = reserveOut - amountOut;
        }
        if (!IERC20Minimal(tokenOut).transfer(to, amountOut)) revert TransferFailed(tokenOut);
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
        emit Sync(reserve0, reserve1);
    }

    /// @notice Records the pool's real token balances as its reserves (how liquidity is added).
    function sync() external {
        reserve0 = IERC20Minimal(token0).balanceOf(address(this));
        reserve1 = IERC20Minimal(token1).balanceOf(address(this));
        emit Sync(reserve0, reserve1);
    }

    function _reservesFor(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        if (tokenIn == token0) return (reserve0, reserve1);
        if (tokenIn == token1) return (reserve1, reserve0);
        revert UnsupportedToken(tokenIn);
    }

    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        if (amountIn == 0) revert ZeroAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 amountInWithFee = amountIn * (10_000 - FEE_BPS);
        uint256 amountOut = (amountInWithFee * reserveOut) / (reserveIn * 10_000 + amountInWithFee);
        if (amountOut == 0) revert InsufficientLiquidity();
        return amountOut;
    }
}
