// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FuelProfile} from "./FuelProfile.sol";

/// What a campaign source (an IFO) must expose: the user's committed amount and whether they harvested.
interface IPointSource {
    function userInfo(address user) external view returns (uint256 amount, bool claimed);
}

/// @title FuelPointCenter: points for achievements (IFO participation)
/// @notice One campaign per source contract (an IFO): `ifos(source)` = thresholdToClaim, campaignId, numberPoints.
///         A user with an ACTIVE profile whose `source.userInfo(user)` shows `claimed` (harvested) and an amount of
///         at least thresholdToClaim may collect the campaign's points once (`getPoints(source)`), credited in the
///         profile registry for campaignId (this contract needs POINT_ROLE there).
///         Owner: add and change campaigns, transfer and renounce ownership.
contract FuelPointCenter is Ownable {
    struct Campaign {
        uint256 thresholdToClaim;
        uint256 campaignId;
        uint256 numberPoints;
    }

    FuelProfile public immutable profile;
    mapping(address => Campaign) public ifos;
    mapping(address => mapping(address => bool)) public hasClaimedPoints;
    address[] private _sources;
    mapping(address => bool) private _known;

    event CampaignSet(address indexed source, uint256 indexed campaignId, uint256 thresholdToClaim, uint256 numberPoints);
    event PointsCollected(address indexed user, address indexed source, uint256 indexed campaignId, uint256 numberPoints);

    constructor(FuelProfile profile_) Ownable(msg.sender) {
        profile = profile_;
    }

    /// Adds or changes the campaign of `source` (numberPoints 0 disables it).
    function addIfoAddress(address source, uint256 campaignId, uint256 thresholdToClaim, uint256 numberPoints)
        external
        onlyOwner
    {
        require(source.code.length > 0, "FuelPointCenter: not a contract");
        if (!_known[source]) {
            _known[source] = true;
            _sources.push(source);
        }
        ifos[source] = Campaign(thresholdToClaim, campaignId, numberPoints);
        emit CampaignSet(source, campaignId, thresholdToClaim, numberPoints);
    }

    function sources() external view returns (address[] memory) {
        return _sources;
    }

    /// True when `user` may collect the points of `source` now.
    function checkClaimStatus(address user, address source) public view returns (bool) {
        Campaign memory c = ifos[source];
        if (c.numberPoints == 0 || hasClaimedPoints[user][source]) return false;
        if (!profile.getUserStatus(user)) return false;
        (uint256 amount, bool claimed) = IPointSource(source).userInfo(user);
        return claimed && amount >= c.thresholdToClaim;
    }

    function checkClaimStatuses(address user, address[] calldata list) external view returns (bool[] memory out) {
        out = new bool[](list.length);
        for (uint256 i = 0; i < list.length; i++) out[i] = checkClaimStatus(user, list[i]);
    }

    function getPoints(address source) external {
        require(checkClaimStatus(msg.sender, source), "FuelPointCenter: not eligible");
        Campaign memory c = ifos[source];
        hasClaimedPoints[msg.sender][source] = true;
        profile.increaseUserPoints(msg.sender, c.numberPoints, c.campaignId);
        emit PointsCollected(msg.sender, source, c.campaignId, c.numberPoints);
    }
}
