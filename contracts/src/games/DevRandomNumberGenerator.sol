// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IRandomNumberGenerator} from "./IRandomNumberGenerator.sol";

/// @dev The one thing the stand-in reads of its lottery: which rounds have started.
interface ILotteryRounds {
    function currentLotteryId() external view returns (uint256);
}

/// @title DevRandomNumberGenerator: the devnet's stand-in for a VRF coordinator
/// @notice Commit and reveal by the keeper. BEFORE a round opens the keeper commits keccak256(seed) for it; when
///         the lottery closes the round it requests the number; in a LATER block the keeper reveals the seed,
///         which must match the commitment, and the number is 1,000,000 + keccak256(seed, lotteryId) mod 10^6.
///         A commitment is refused for a round the lottery has already started (so also after its request), and
///         a request is refused for a round without one: a keeper that skipped the early commitment cannot close
///         the round, see the tickets and then grind a seed that draws an accomplice's ticket. What is left: the
///         keeper knows its seed, hence the number, before the first ticket is sold, and may withhold the reveal.
///         That is acceptable on a devnet, whose keeper derives its seeds from a devnet secret so that tests can
///         compute the next number in advance (`previewNumber`), and is why 56/97 use only a VRF source (the deploy
///         will not deploy this contract there).
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

    /// @notice Once: "has this round started" is read from the lottery, so swapping it for another contract
    ///         later would let a commitment in after the start.
    function setLottery(address lottery_) external onlyOwner {
        require(lottery == address(0), "RNG: lottery already set");
        require(lottery_ != address(0), "RNG: zero lottery");
        lottery = lottery_;
        emit LotterySet(lottery_);
    }

    function setKeeper(address keeper, bool allowed) external onlyOwner {
        isKeeper[keeper] = allowed;
        emit KeeperSet(keeper, allowed);
    }

    /// @notice Binds the seed of `lotteryId` before the round opens; a commitment cannot be changed.
    function commit(uint256 lotteryId, bytes32 commitment) external onlyKeeper {
        Request storage r = requests[lotteryId];
        require(lottery != address(0), "RNG: no lottery");
        require(!r.requested, "RNG: already requested");
        require(lotteryId > ILotteryRounds(lottery).currentLotteryId(), "RNG: round already started");
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
        require(r.commitment != bytes32(0), "RNG: no commitment");
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
