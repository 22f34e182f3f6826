// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice The read side of a Chainlink price feed (AggregatorV3Interface), which FuelPrediction consumes.
interface IPriceFeed {
    function decimals() external view returns (uint8);

    function description() external view returns (string memory);

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

/// @title PriceAggregator: a Chainlink-style feed for the devnet
/// @notice Same read interface as a Chainlink aggregator (latestRoundData, getRoundData, 8 decimals), fed by
///         the owner or by keepers the owner names. Every update opens a new round with an id one above the
///         last, stamped with the block's timestamp. On 56/97 the prediction market reads the real BNB/USD feed
///         instead; this contract exists only so the devnet has a price that moves, and it refuses to be
///         deployed on 56/97: there its keepers would choose every round's lock and close price. (A contract's
///         chain id never changes, so the constructor's check also covers every later update.)
contract PriceAggregator is IPriceFeed, Ownable {
    struct RoundData {
        int256 answer;
        uint64 startedAt;
        uint64 updatedAt;
    }

    uint8 public constant override decimals = 8;
    uint256 public constant version = 1;
    string public override description;

    /// @notice Id of the latest round; 0 before the first update.
    uint80 public latestRound;
    mapping(uint80 => RoundData) private _roundData;
    mapping(address => bool) public isKeeper;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);
    event KeeperSet(address indexed keeper, bool allowed);

    constructor(address owner_, string memory description_, int256 initialAnswer) Ownable(owner_) {
        require(block.chainid != 56 && block.chainid != 97, "PriceAggregator: devnet only, not on BSC");
        description = description_;
        if (initialAnswer != 0) _update(initialAnswer);
    }

    modifier onlyKeeperOrOwner() {
        require(isKeeper[msg.sender] || msg.sender == owner(), "PriceAggregator: not keeper");
        _;
    }

    function setKeeper(address keeper, bool allowed) external onlyOwner {
        isKeeper[keeper] = allowed;
        emit KeeperSet(keeper, allowed);
    }

    /// @notice Publishes a new price (8 decimals) as a new round.
    function updateAnswer(int256 answer) external onlyKeeperOrOwner {
        _update(answer);
    }

    function _update(int256 answer) private {
        require(answer > 0, "PriceAggregator: answer must be positive");
        uint80 id = latestRound + 1;
        latestRound = id;
        _roundData[id] = RoundData(answer, uint64(block.timestamp), uint64(block.timestamp));
        emit AnswerUpdated(answer, id, block.timestamp);
    }

    function latestAnswer() external view returns (int256) {
        return _roundData[latestRound].answer;
    }

    function latestTimestamp() external view returns (uint256) {
        return _roundData[latestRound].updatedAt;
    }

    function getRoundData(uint80 roundId)
        public
        view
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        require(roundId != 0 && roundId <= latestRound, "PriceAggregator: no data");
        RoundData memory r = _roundData[roundId];
        return (roundId, r.answer, r.startedAt, r.updatedAt, roundId);
    }

    function latestRoundData()
        external
        view
        override
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return getRoundData(latestRound);
    }
}
