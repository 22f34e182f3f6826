// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FuelBunnies} from "./FuelBunnies.sol";

/// @title FuelBunnyFactory: every address may claim one starter bunny
/// @notice `mintNFT(bunnyId)` with bunnyId 0..4 (the five starters) mints a FuelBunnies token to the caller for
///         `tokenPrice` FUEL (1 FUEL on the devnet), once per address, from `startBlockNumber` on. The FUEL paid
///         is BURNED (pulled, then ERC20Burnable.burn), so the contract never holds any.
///         Owner: tokenPrice, startBlockNumber, ownership transfer and renounce.
contract FuelBunnyFactory is Ownable {
    using SafeERC20 for IERC20;

    uint8 public constant STARTER_COUNT = 5;

    FuelBunnies public immutable bunnies;
    IERC20 public immutable fuel;
    uint256 public tokenPrice;
    uint256 public startBlockNumber;

    mapping(address => bool) public hasClaimed;

    event StarterClaimed(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId, uint256 pricePaid);
    event TokenPriceChanged(uint256 tokenPrice);
    event StartBlockChanged(uint256 startBlockNumber);

    constructor(FuelBunnies bunnies_, IERC20 fuel_, uint256 tokenPrice_, uint256 startBlockNumber_) Ownable(msg.sender) {
        bunnies = bunnies_;
        fuel = fuel_;
        tokenPrice = tokenPrice_;
        startBlockNumber = startBlockNumber_;
    }

    function mintNFT(uint8 bunnyId) external returns (uint256 tokenId) {
        require(block.number >= startBlockNumber, "FuelBunnyFactory: too early");
        require(!hasClaimed[msg.sender], "FuelBunnyFactory: already claimed");
        require(bunnyId < STARTER_COUNT, "FuelBunnyFactory: not a starter");
        hasClaimed[msg.sender] = true;
        uint256 price = tokenPrice;
        if (price > 0) {
            fuel.safeTransferFrom(msg.sender, address(this), price);
            ERC20Burnable(address(fuel)).burn(price);
        }
        tokenId = bunnies.mint(msg.sender, string.concat(Strings.toString(bunnyId), ".json"), bunnyId);
        emit StarterClaimed(msg.sender, tokenId, bunnyId, price);
    }

    /// True when `user` may claim now (not claimed yet and the claim has started).
    function canClaim(address user) external view returns (bool) {
        return !hasClaimed[user] && block.number >= startBlockNumber;
    }

    function changeTokenPrice(uint256 tokenPrice_) external onlyOwner {
        tokenPrice = tokenPrice_;
        emit TokenPriceChanged(tokenPrice_);
    }

    function changeStartBlock(uint256 startBlockNumber_) external onlyOwner {
        startBlockNumber = startBlockNumber_;
        emit StartBlockChanged(startBlockNumber_);
    }
}
