// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IRandomNumberGenerator} from "./IRandomNumberGenerator.sol";

/// @title DevRandomNumberGenerator: the devnet's stand-in for a VRF coordinator
/// @notice Commit and reveal by the keeper. When a round opens the keeper commits keccak256(seed) for it; when
///         the lottery closes the round it requests the number; in a LATER block the keeper reveals the seed,
///         which must match the commitment, and the number is 1,000,000 + keccak256(seed, lotteryId) mod 10^6.
///         A buyer cannot move the number (the seed was fixed before the sales, and no block hash goes in) and
///         the keeper cannot choose it after seeing the tickets (the commitment binds it). The devnet keeper
///         derives its seeds from a devnet secret, so tests that know the secret can compute the next number
///         in advance (`previewNumber`); that is the point of a devnet, and is not how 56/97 work.
contract DevRandomNumberGenerator is IRandomNumberGenerator, Ownable {
    struct Request {
        bytes32 commitment;
        uint64 commitBlock;
        uint64 requestBlock;
        uint32 number;
        bool requested;
        bool ready;
    }

    address public lottery;
    mapping(address => bool) public isKeeper;
    mapping(uint256 => Request) public requests;
    uint256 public latestLotteryId;

    event LotterySet(address indexed lottery);
    event KeeperSet(address indexed keeper, bool allowed);
    event Committed(uint256 indexed lotteryId, bytes32 commitment);
    event Requested(uint256 indexed lotteryId);
    event Fulfilled(uint256 indexed lotteryId, uint32 number);

    constructor(address owner_) Ownable(owner_) {}

    modifier onlyKeeper() {
        require(isKeeper[msg.sender] || msg.sender == owner(), "RNG: not keeper");
        _;
    }

    function setLottery(address lottery_) external onlyOwner {
        lottery = lottery_;
        emit LotterySet(lottery_);
    }

    function setKeeper(address keeper, bool allowed) external onlyOwner {
        isKeeper[keeper] = allowed;
        emit KeeperSet(keeper, allowed);
    }

    /// @notice Binds the seed of `lotteryId` before it is requested; a commitment cannot be changed.
    function commit(uint256 lotteryId, bytes32 commitment) external onlyKeeper {
        Request storage r = requests[lotteryId];
        require(r.commitment == bytes32(0), "RNG: already committed");
        require(commitment != bytes32(0), "RNG: empty commitment");
        r.commitment = commitment;
        r.commitBlock = uint64(block.number);
        emit Committed(lotteryId, commitment);
    }

    function requestRandomNumber(uint256 lotteryId) external override {
        require(msg.sender == lottery, "RNG: only lottery");
        Request storage r = requests[lotteryId];
        require(!r.requested, "RNG: already requested");
        r.requested = true;
        r.requestBlock = uint64(block.number);
        latestLotteryId = lotteryId;
        emit Requested(lotteryId);
    }

    /// @notice Reveals the committed seed; only in a block after both the commitment and the request.
    function fulfill(uint256 lotteryId, bytes32 seed) external onlyKeeper {
        Request storage r = requests[lotteryId];
        require(r.requested, "RNG: not requested");
        require(!r.ready, "RNG: already fulfilled");
        require(r.commitment != bytes32(0), "RNG: no commitment");
        require(keccak256(abi.encode(seed)) == r.commitment, "RNG: seed does not match");
        require(block.number > r.requestBlock && block.number > r.commitBlock, "RNG: same block");
        uint32 number = previewNumber(seed, lotteryId);
        r.number = number;
        r.ready = true;
        emit Fulfilled(lotteryId, number);
    }

    function viewRandomResult(uint256 lotteryId) external view override returns (uint32, bool) {
        Request storage r = requests[lotteryId];
        return (r.number, r.ready);
    }

    /// @notice The commitment for a seed, as `commit` expects it.
    function commitmentOf(bytes32 seed) external pure returns (bytes32) {
        return keccak256(abi.encode(seed));
    }

    /// @notice The number a seed gives for a lottery: what `fulfill` will store.
    function previewNumber(bytes32 seed, uint256 lotteryId) public pure returns (uint32) {
        return uint32(1_000_000 + (uint256(keccak256(abi.encode(seed, lotteryId))) % 1_000_000));
    }
}
