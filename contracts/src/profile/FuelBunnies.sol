// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @title FuelBunnies, the collectibles ("Fuel Bunnies" / FB)
/// @notice ERC-721 with enumerable owners (tokenOfOwnerByIndex) and per-token URIs. Every token is one of
///         several bunny variations (`bunnyId`, 0..255); the token URI is `baseURI + "<bunnyId>.json"` as set by
///         the minter, so all tokens of a variation share one metadata document. The devnet's base URI is the
///         relative path "/devnet/nft/" (served by the devnet web server, resolved against the app's origin);
///         on 56/97 it would be an ipfs:// or https:// base.
///         Roles: DEFAULT_ADMIN_ROLE (names, base URI, grants), MINTER_ROLE (the claim contracts), BURNER_ROLE
///         (the trade-in, which burns a holder's own token in the transaction that pays for it).
contract FuelBunnies is ERC721Enumerable, ERC721URIStorage, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant BURNER_ROLE = keccak256("BURNER_ROLE");

    string private _base;
    uint256 private _nextId;

    /// bunnyId of each token.
    mapping(uint256 => uint8) public bunnyIds;
    /// Tokens ever minted per variation.
    mapping(uint8 => uint256) public bunnyCount;
    mapping(uint8 => string) private _bunnyNames;

    event BunnyMint(address indexed to, uint256 indexed tokenId, uint8 indexed bunnyId);
    event BunnyNameSet(uint8 indexed bunnyId, string name);
    event BaseURISet(string baseURI);

    constructor(string memory baseURI_, address admin) ERC721("Fuel Bunnies", "FB") {
        _base = baseURI_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        emit BaseURISet(baseURI_);
    }

    /// @notice Mints the next token id (ids start at 0) of variation `bunnyId` with URI suffix `uri` to `to`.
    function mint(address to, string calldata uri, uint8 bunnyId) external onlyRole(MINTER_ROLE) returns (uint256 tokenId) {
        tokenId = _nextId++;
        bunnyIds[tokenId] = bunnyId;
        bunnyCount[bunnyId] += 1;
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
        emit BunnyMint(to, tokenId, bunnyId);
    }

    /// @notice Burns `tokenId` for `holder`, who must own it or be approved for it (ERC721's own check). The
    ///         trade-in passes its caller, so a burner can only burn what the caller could have given away: a
    ///         profile picture is held by the registry, not by its user, and cannot be burned this way.
    function burnFrom(address holder, uint256 tokenId) external onlyRole(BURNER_ROLE) {
        _update(address(0), tokenId, holder);
    }

    function setBunnyName(uint8 bunnyId, string calldata name) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _bunnyNames[bunnyId] = name;
        emit BunnyNameSet(bunnyId, name);
    }

    function setBaseURI(string calldata baseURI_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _base = baseURI_;
        emit BaseURISet(baseURI_);
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    function getBunnyName(uint8 bunnyId) external view returns (string memory) {
        return _bunnyNames[bunnyId];
    }

    function getBunnyNameOfTokenId(uint256 tokenId) external view returns (string memory) {
        _requireOwned(tokenId);
        return _bunnyNames[bunnyIds[tokenId]];
    }

    function baseURI() external view returns (string memory) {
        return _base;
    }

    /// Tokens minted so far (ids 0..totalMinted-1; a traded-in one is burned and has no owner any more).
    function totalMinted() external view returns (uint256) {
        return _nextId;
    }

    function _baseURI() internal view override returns (string memory) {
        return _base;
    }

    // Multiple inheritance plumbing.
    function tokenURI(uint256 tokenId) public view override(ERC721, ERC721URIStorage) returns (string memory) {
        return super.tokenURI(tokenId);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721Enumerable, ERC721URIStorage, AccessControl)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }

    function _update(address to, uint256 tokenId, address auth) internal override(ERC721, ERC721Enumerable) returns (address) {
        return super._update(to, tokenId, auth);
    }

    function _increaseBalance(address account, uint128 value) internal override(ERC721, ERC721Enumerable) {
        super._increaseBalance(account, value);
    }
}
