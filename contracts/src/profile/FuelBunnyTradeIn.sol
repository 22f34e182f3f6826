// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {FuelBunnies} from "./FuelBunnies.sol";

/// @title FuelBunnyTradeIn: trade a collectible in for FUEL
/// @notice The holder of a tradeable bunny calls `getCakeBack(tokenId)`: the token is burned (BURNER_ROLE on the
///         collectibles) and `fuelPerBunny[variation]` FUEL is paid to the holder, in one transaction and with no
///         approval. A variation with a value of 0 cannot be traded in. The factory burns the FUEL a starter
///         costs, so nothing of it is left to give back: what this contract pays comes only from `fund`, and it
///         never pays more than was funded and not yet paid or withdrawn (`fuelAvailable`), whatever FUEL is
///         sent to it otherwise. A profile picture is held by the registry, so it cannot be traded in while in
///         use; a burned token has no holder, so no token is paid twice.
///         Owner: the values per variation, withdrawing what is available, transfer and renounce ownership.
contract FuelBunnyTradeIn is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    FuelBunnies public immutable bunnies;
    IERC20 public immutable fuel;

    /// FUEL (smallest units) a trade-in of each variation pays; 0: not tradeable.
    mapping(uint8 => uint256) public fuelPerBunny;
    /// FUEL received through `fund` (as received: measured by balance).
    uint256 public totalFunded;
    /// FUEL paid for trade-ins.
    uint256 public totalPaid;
    /// FUEL the owner took back.
    uint256 public totalWithdrawn;
    uint256 public countTradedIn;

    event TradeIn(address indexed user, uint256 indexed tokenId, uint8 indexed bunnyId, uint256 fuelAmount);
    event TradeInValueSet(uint8 indexed bunnyId, uint256 fuelAmount);
    event Funded(address indexed from, uint256 amount);
    event Withdrawn(address indexed to, uint256 amount);

    constructor(FuelBunnies bunnies_, IERC20 fuel_, address owner_) Ownable(owner_) {
        bunnies = bunnies_;
        fuel = fuel_;
    }

    /// @notice Burns `tokenId` (the caller's) and pays its variation's value in FUEL; returns the amount paid.
    function getCakeBack(uint256 tokenId) external nonReentrant returns (uint256 amount) {
        require(bunnies.ownerOf(tokenId) == msg.sender, "FuelBunnyTradeIn: not the holder");
        uint8 bunnyId = bunnies.bunnyIds(tokenId);
        amount = fuelPerBunny[bunnyId];
        require(amount > 0, "FuelBunnyTradeIn: not tradeable");
        require(amount <= fuelAvailable(), "FuelBunnyTradeIn: not funded");
        totalPaid += amount;
        countTradedIn += 1;
        bunnies.burnFrom(msg.sender, tokenId);
        fuel.safeTransfer(msg.sender, amount);
        emit TradeIn(msg.sender, tokenId, bunnyId, amount);
    }

    /// @notice What a trade-in of `tokenId` would pay now (0 when it cannot be traded in: not tradeable, not
    ///         minted or burned, or more than the funds left).
    function tradeInValue(uint256 tokenId) external view returns (uint256) {
        // ownerOf reverts for a token never minted or burned.
        try bunnies.ownerOf(tokenId) returns (address) {} catch {
            return 0;
        }
        uint256 amount = fuelPerBunny[bunnies.bunnyIds(tokenId)];
        return amount <= fuelAvailable() ? amount : 0;
    }

    /// FUEL that trade-ins may still pay.
    function fuelAvailable() public view returns (uint256) {
        return totalFunded - totalPaid - totalWithdrawn;
    }

    /// @notice Adds `amount` FUEL (pulled from the caller) to what trade-ins may pay. Anyone may fund.
    function fund(uint256 amount) external nonReentrant {
        uint256 before = fuel.balanceOf(address(this));
        fuel.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = fuel.balanceOf(address(this)) - before;
        totalFunded += received;
        emit Funded(msg.sender, received);
    }

    function setFuelPerBunny(uint8 bunnyId, uint256 amount) external onlyOwner {
        fuelPerBunny[bunnyId] = amount;
        emit TradeInValueSet(bunnyId, amount);
    }

    /// @notice Takes back FUEL that trade-ins may no longer pay (at most what is available).
    function withdraw(uint256 amount) external onlyOwner nonReentrant {
        require(amount <= fuelAvailable(), "FuelBunnyTradeIn: more than available");
        totalWithdrawn += amount;
        fuel.safeTransfer(msg.sender, amount);
        emit Withdrawn(msg.sender, amount);
    }
}
