// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {FuelBunnies} from "./FuelBunnies.sol";
import {FuelProfile} from "./FuelProfile.sol";

/// @title FuelBunnySpecial: a campaign collectible (e.g. the lottery-winner bunny)
/// @notice The owner (a keeper, or the lottery's operator) marks addresses eligible (`setEligible`); an eligible
///         address with an ACTIVE profile whose userId is at most `thresholdUser` (0: any user) may claim the
///         campaign's bunny once, until `endBlock`, and receives `numberPoints` points for `campaignId` in the
///         profile registry (this contract needs MINTER_ROLE on the collectibles and POINT_ROLE on the registry;
///         with numberPoints 0 it gives no points).
///         Owner (spec 6): campaignId, endBlock, numberPoints, thresholdUser, eligibility, transfer and renounce
///         ownership (Ownable).
contract FuelBunnySpecial is Ownable {
    FuelBunnies public immutable bunnies;
    FuelProfile public immutable profile;
    uint8 public immutable bunnyId;

    uint256 public endBlock;
    uint256 public campaignId;
    uint256 public numberPoints;
    uint256 public thresholdUser;

    mapping(address => bool) public isEligible;
    mapping(address => bool) public hasClaimed;

    event BunnyClaim(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId, uint256 campaignId, uint256 numberPoints);
    event EligibilitySet(address indexed user, bool eligible);
    event NewCampaignId(uint256 campaignId);
    event NewEndBlock(uint256 endBlock);
    event NewNumberPoints(uint256 numberPoints);
    event NewThresholdUser(uint256 thresholdUser);

    constructor(
        FuelBunnies bunnies_,
        FuelProfile profile_,
        uint8 bunnyId_,
        uint256 endBlock_,
        uint256 campaignId_,
        uint256 numberPoints_,
        uint256 thresholdUser_
    ) Ownable(msg.sender) {
        bunnies = bunnies_;
        profile = profile_;
        bunnyId = bunnyId_;
        endBlock = endBlock_;
        campaignId = campaignId_;
        numberPoints = numberPoints_;
        thresholdUser = thresholdUser_;
    }

    function mintNFT() external returns (uint256 tokenId) {
        require(_canClaim(msg.sender), "FuelBunnySpecial: cannot claim");
        hasClaimed[msg.sender] = true;
        tokenId = bunnies.mint(msg.sender, string.concat(Strings.toString(bunnyId), ".json"), bunnyId);
        if (numberPoints > 0) profile.increaseUserPoints(msg.sender, numberPoints, campaignId);
        emit BunnyClaim(msg.sender, tokenId, bunnyId, campaignId, numberPoints);
    }

    function canClaim(address user) external view returns (bool) {
        return _canClaim(user);
    }

    function _canClaim(address user) private view returns (bool) {
        if (hasClaimed[user] || !isEligible[user] || block.number > endBlock) return false;
        if (!profile.hasRegistered(user)) return false;
        (uint256 userId, , , , , bool isActive) = profile.getUserProfile(user);
        return isActive && (thresholdUser == 0 || userId <= thresholdUser);
    }

    function setEligible(address[] calldata users, bool eligible) external onlyOwner {
        for (uint256 i = 0; i < users.length; i++) {
            isEligible[users[i]] = eligible;
            emit EligibilitySet(users[i], eligible);
        }
    }

    function changeCampaignId(uint256 campaignId_) external onlyOwner {
        campaignId = campaignId_;
        emit NewCampaignId(campaignId_);
    }

    function changeEndBlock(uint256 endBlock_) external onlyOwner {
        endBlock = endBlock_;
        emit NewEndBlock(endBlock_);
    }

    function changeNumberPoints(uint256 numberPoints_) external onlyOwner {
        numberPoints = numberPoints_;
        emit NewNumberPoints(numberPoints_);
    }

    function changeThresholdUser(uint256 thresholdUser_) external onlyOwner {
        thresholdUser = thresholdUser_;
        emit NewThresholdUser(thresholdUser_);
    }
}
