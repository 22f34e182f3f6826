// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title FuelProfile, the profile registry
/// @notice A profile is a team, a locked collectible (the profile picture, held by this contract while the
///         profile is active) and points. Lifecycle: createProfile (active) -> pauseProfile (paused, the NFT goes
///         back to its owner, the team loses a member) -> reactivateProfile with a collectible (active again).
///         Creating, changing the picture and reactivating cost FUEL (numberCakeToRegister / Update / Reactivate);
///         the FUEL paid is BURNED (pulled, then ERC20Burnable.burn): this contract never holds FUEL.
///
///         Roles (spec 6): DEFAULT_ADMIN_ROLE: teams (add, rename, joinable or not), costs, NFT addresses (it
///         grants NFT_ROLE to collectible contracts), role grants. NFT_ROLE: held by the collectible contracts
///         whose tokens may be a profile picture. POINT_ROLE: adds and removes user and team points (the points
///         center, IFOs, campaigns). SPECIAL_ROLE: changes a user's team.
///
///         Rules: only an active profile may change team or earn points; team ids start at 1; user ids start at 1.
contract FuelProfile is AccessControl, IERC721Receiver {
    using SafeERC20 for IERC20;

    bytes32 public constant NFT_ROLE = keccak256("NFT_ROLE");
    bytes32 public constant POINT_ROLE = keccak256("POINT_ROLE");
    bytes32 public constant SPECIAL_ROLE = keccak256("SPECIAL_ROLE");

    struct User {
        uint256 userId;
        uint256 numberPoints;
        uint256 teamId;
        address nftAddress;
        uint256 tokenId;
        bool isActive;
    }

    struct Team {
        string teamName;
        string teamDescription;
        uint256 numberUsers;
        uint256 numberPoints;
        bool isJoinable;
    }

    IERC20 public immutable fuel;

    uint256 public numberCakeToRegister;
    uint256 public numberCakeToUpdate;
    uint256 public numberCakeToReactivate;

    uint256 public numberActiveProfiles;
    uint256 public numberUsers;
    uint256 public numberTeams;

    mapping(address => User) private _users;
    mapping(uint256 => Team) private _teams;
    mapping(address => bool) private _registered;
    /// Set only while this contract itself pulls an NFT, so stray safe transfers are refused.
    bool private _receiving;

    event TeamAdd(uint256 indexed teamId, string teamName, string teamDescription);
    event TeamRename(uint256 indexed teamId, string teamName, string teamDescription);
    event TeamJoinable(uint256 indexed teamId, bool isJoinable);
    event TeamPointIncrease(uint256 indexed teamId, uint256 numberPoints, uint256 indexed campaignId);
    event TeamPointDecrease(uint256 indexed teamId, uint256 numberPoints);
    event UserNew(address indexed user, uint256 indexed userId, uint256 indexed teamId, address nftAddress, uint256 tokenId);
    event UserPause(address indexed user, uint256 indexed teamId, address nftAddress, uint256 tokenId);
    event UserReactivate(address indexed user, uint256 indexed teamId, address nftAddress, uint256 tokenId);
    event UserUpdate(address indexed user, address nftAddress, uint256 tokenId);
    event UserChangeTeam(address indexed user, uint256 oldTeamId, uint256 newTeamId);
    event UserPointIncrease(address indexed user, uint256 numberPoints, uint256 indexed campaignId);
    event UserPointDecrease(address indexed user, uint256 numberPoints);
    event CostsUpdate(uint256 numberCakeToReactivate, uint256 numberCakeToRegister, uint256 numberCakeToUpdate);
    event FuelBurned(address indexed user, uint256 amount);

    constructor(IERC20 fuel_, uint256 toReactivate, uint256 toRegister, uint256 toUpdate, address admin) {
        fuel = fuel_;
        numberCakeToReactivate = toReactivate;
        numberCakeToRegister = toRegister;
        numberCakeToUpdate = toUpdate;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        emit CostsUpdate(toReactivate, toRegister, toUpdate);
    }

    // ---------------------------------------------------------------- users

    function createProfile(uint256 teamId, address nftAddress, uint256 tokenId) external {
        require(!_registered[msg.sender], "FuelProfile: already registered");
        require(teamId >= 1 && teamId <= numberTeams, "FuelProfile: invalid teamId");
        require(_teams[teamId].isJoinable, "FuelProfile: team not joinable");
        _charge(numberCakeToRegister);
        _lock(nftAddress, tokenId);

        uint256 userId = ++numberUsers;
        _registered[msg.sender] = true;
        _users[msg.sender] = User(userId, 0, teamId, nftAddress, tokenId, true);
        _teams[teamId].numberUsers += 1;
        numberActiveProfiles += 1;
        emit UserNew(msg.sender, userId, teamId, nftAddress, tokenId);
    }

    /// Removes the profile picture: the NFT goes back to the user and the profile is paused.
    function pauseProfile() external {
        User storage u = _users[msg.sender];
        require(_registered[msg.sender], "FuelProfile: not registered");
        require(u.isActive, "FuelProfile: profile paused");
        u.isActive = false;
        _teams[u.teamId].numberUsers -= 1;
        numberActiveProfiles -= 1;
        (address nftAddress, uint256 tokenId) = (u.nftAddress, u.tokenId);
        u.nftAddress = address(0);
        u.tokenId = 0;
        IERC721(nftAddress).transferFrom(address(this), msg.sender, tokenId);
        emit UserPause(msg.sender, u.teamId, nftAddress, tokenId);
    }

    /// Changes the picture of an active profile: the new NFT is locked, the old one returned.
    function updateProfile(address nftAddress, uint256 tokenId) external {
        User storage u = _users[msg.sender];
        require(_registered[msg.sender], "FuelProfile: not registered");
        require(u.isActive, "FuelProfile: profile paused");
        _charge(numberCakeToUpdate);
        (address oldAddress, uint256 oldId) = (u.nftAddress, u.tokenId);
        _lock(nftAddress, tokenId);
        u.nftAddress = nftAddress;
        u.tokenId = tokenId;
        IERC721(oldAddress).transferFrom(address(this), msg.sender, oldId);
        emit UserUpdate(msg.sender, nftAddress, tokenId);
    }

    /// Reactivates a paused profile with a new picture, in its old team.
    function reactivateProfile(address nftAddress, uint256 tokenId) external {
        User storage u = _users[msg.sender];
        require(_registered[msg.sender], "FuelProfile: not registered");
        require(!u.isActive, "FuelProfile: profile active");
        _charge(numberCakeToReactivate);
        _lock(nftAddress, tokenId);
        u.nftAddress = nftAddress;
        u.tokenId = tokenId;
        u.isActive = true;
        _teams[u.teamId].numberUsers += 1;
        numberActiveProfiles += 1;
        emit UserReactivate(msg.sender, u.teamId, nftAddress, tokenId);
    }

    // ---------------------------------------------------------------- points

    function increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId) external onlyRole(POINT_ROLE) {
        _increaseUserPoints(user, numberPoints, campaignId);
    }

    function increaseUserPointsMultiple(address[] calldata users, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        require(users.length <= 1000, "FuelProfile: too many users");
        for (uint256 i = 0; i < users.length; i++) _increaseUserPoints(users[i], numberPoints, campaignId);
    }

    function removeUserPoints(address user, uint256 numberPoints) external onlyRole(POINT_ROLE) {
        require(_registered[user], "FuelProfile: not registered");
        _users[user].numberPoints -= numberPoints; // reverts below zero
        emit UserPointDecrease(user, numberPoints);
    }

    function increaseTeamPoints(uint256 teamId, uint256 numberPoints, uint256 campaignId) external onlyRole(POINT_ROLE) {
        require(teamId >= 1 && teamId <= numberTeams, "FuelProfile: invalid teamId");
        _teams[teamId].numberPoints += numberPoints;
        emit TeamPointIncrease(teamId, numberPoints, campaignId);
    }

    function removeTeamPoints(uint256 teamId, uint256 numberPoints) external onlyRole(POINT_ROLE) {
        require(teamId >= 1 && teamId <= numberTeams, "FuelProfile: invalid teamId");
        _teams[teamId].numberPoints -= numberPoints;
        emit TeamPointDecrease(teamId, numberPoints);
    }

    // ---------------------------------------------------------------- special and admin

    function changeTeam(address user, uint256 newTeamId) external onlyRole(SPECIAL_ROLE) {
        require(_registered[user], "FuelProfile: not registered");
        User storage u = _users[user];
        require(u.isActive, "FuelProfile: profile paused");
        require(newTeamId >= 1 && newTeamId <= numberTeams, "FuelProfile: invalid teamId");
        require(u.teamId != newTeamId, "FuelProfile: same team");
        uint256 old = u.teamId;
        _teams[old].numberUsers -= 1;
        _teams[newTeamId].numberUsers += 1;
        u.teamId = newTeamId;
        emit UserChangeTeam(user, old, newTeamId);
    }

    function addTeam(string calldata teamName, string calldata teamDescription) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _checkName(teamName);
        uint256 teamId = ++numberTeams;
        _teams[teamId] = Team(teamName, teamDescription, 0, 0, true);
        emit TeamAdd(teamId, teamName, teamDescription);
    }

    function renameTeam(uint256 teamId, string calldata teamName, string calldata teamDescription)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        require(teamId >= 1 && teamId <= numberTeams, "FuelProfile: invalid teamId");
        _checkName(teamName);
        _teams[teamId].teamName = teamName;
        _teams[teamId].teamDescription = teamDescription;
        emit TeamRename(teamId, teamName, teamDescription);
    }

    function makeTeamJoinable(uint256 teamId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setJoinable(teamId, true);
    }

    function makeTeamNotJoinable(uint256 teamId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setJoinable(teamId, false);
    }

    /// Lets tokens of `nftAddress` be profile pictures (grants NFT_ROLE).
    function addNftAddress(address nftAddress) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(nftAddress.code.length > 0, "FuelProfile: not a contract");
        _grantRole(NFT_ROLE, nftAddress);
    }

    function updateNumberCake(uint256 toReactivate, uint256 toRegister, uint256 toUpdate)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        numberCakeToReactivate = toReactivate;
        numberCakeToRegister = toRegister;
        numberCakeToUpdate = toUpdate;
        emit CostsUpdate(toReactivate, toRegister, toUpdate);
    }

    // ---------------------------------------------------------------- views

    function hasRegistered(address user) external view returns (bool) {
        return _registered[user];
    }

    function getUserProfile(address user)
        external
        view
        returns (uint256 userId, uint256 numberPoints, uint256 teamId, address nftAddress, uint256 tokenId, bool isActive)
    {
        require(_registered[user], "FuelProfile: not registered");
        User storage u = _users[user];
        return (u.userId, u.numberPoints, u.teamId, u.nftAddress, u.tokenId, u.isActive);
    }

    function getUserStatus(address user) external view returns (bool) {
        return _users[user].isActive;
    }

    function getTeamProfile(uint256 teamId)
        external
        view
        returns (string memory teamName, string memory teamDescription, uint256 numberUsers_, uint256 numberPoints, bool isJoinable)
    {
        require(teamId >= 1 && teamId <= numberTeams, "FuelProfile: invalid teamId");
        Team storage t = _teams[teamId];
        return (t.teamName, t.teamDescription, t.numberUsers, t.numberPoints, t.isJoinable);
    }

    /// Only the NFTs this contract pulls itself are accepted (a stray safe transfer would be stuck here).
    function onERC721Received(address operator, address, uint256, bytes calldata) external view returns (bytes4) {
        require(_receiving && operator == address(this), "FuelProfile: use createProfile");
        return IERC721Receiver.onERC721Received.selector;
    }

    // ---------------------------------------------------------------- internals

    function _increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId) private {
        require(_registered[user], "FuelProfile: not registered");
        require(_users[user].isActive, "FuelProfile: profile paused");
        _users[user].numberPoints += numberPoints;
        emit UserPointIncrease(user, numberPoints, campaignId);
    }

    function _lock(address nftAddress, uint256 tokenId) private {
        require(hasRole(NFT_ROLE, nftAddress), "FuelProfile: NFT address invalid");
        require(IERC721(nftAddress).ownerOf(tokenId) == msg.sender, "FuelProfile: only NFT owner");
        _receiving = true;
        IERC721(nftAddress).safeTransferFrom(msg.sender, address(this), tokenId);
        _receiving = false;
    }

    function _charge(uint256 amount) private {
        if (amount == 0) return;
        fuel.safeTransferFrom(msg.sender, address(this), amount);
        ERC20Burnable(address(fuel)).burn(amount);
        emit FuelBurned(msg.sender, amount);
    }

    function _setJoinable(uint256 teamId, bool joinable) private {
        require(teamId >= 1 && teamId <= numberTeams, "FuelProfile: invalid teamId");
        require(_teams[teamId].isJoinable != joinable, "FuelProfile: unchanged");
        _teams[teamId].isJoinable = joinable;
        emit TeamJoinable(teamId, joinable);
    }

    function _checkName(string calldata name) private pure {
        uint256 len = bytes(name).length;
        require(len >= 3 && len <= 32, "FuelProfile: name length 3-32");
    }
}
