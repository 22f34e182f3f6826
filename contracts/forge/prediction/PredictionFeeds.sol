// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Vm} from "../Test.sol";

/// The cheatcodes the prediction's findings tests need beyond ../Test.sol's: a public chain's id, and code placed at
/// the address of Chainlink's feed on that chain.
interface VmChain {
    function chainId(uint256 newChainId) external;
    function etch(address target, bytes calldata newRuntimeBytecode) external;
}

VmChain constant vmChain = VmChain(address(uint160(uint256(keccak256("hevm cheat code")))));

address constant CHAINLINK_BNB_USD_BSC = 0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE;
// Chainlink's node set: the only writer of the stand-in below, and no key of the market's.
address constant CHAINLINK_TRANSMITTER = address(0xC4A1);

/// Stands in for Chainlink's BNB/USD feed at its BSC address (placed there with `etch`, so its storage starts
/// empty): only Chainlink's transmitter publishes, each answer as a new round, stamped with the block's time.
contract ChainlinkFeedStub {
    uint80 public latestRound;
    mapping(uint80 => int256) public answers;
    mapping(uint80 => uint256) public times;

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function description() external pure returns (string memory) {
        return "BNB / USD";
    }

    function transmit(int256 answer) external returns (uint80 id) {
        require(msg.sender == CHAINLINK_TRANSMITTER, "only Chainlink transmits");
        id = latestRound + 1;
        latestRound = id;
        answers[id] = answer;
        times[id] = block.timestamp;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        uint80 id = latestRound;
        return (id, answers[id], times[id], times[id], id);
    }
}

/// A feed its deployer writes at will: what a key holder would put behind the market if it could.
contract KeyWrittenFeed {
    address public immutable writer;
    uint80 public latestRound;
    int256 public answer;
    uint256 public updatedAt;

    constructor() {
        writer = msg.sender;
    }

    function decimals() external pure returns (uint8) {
        return 8;
    }

    function description() external pure returns (string memory) {
        return "BNB / USD";
    }

    function updateAnswer(int256 answer_) external {
        require(msg.sender == writer, "not the writer");
        latestRound += 1;
        answer = answer_;
        updatedAt = block.timestamp;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return (latestRound, answer, updatedAt, updatedAt, latestRound);
    }
}

/// Puts the Chainlink stand-in at Chainlink's BSC address and switches the chain to BSC (56).
function onBsc(Vm vm) returns (ChainlinkFeedStub feed) {
    vm.label(CHAINLINK_BNB_USD_BSC, "Chainlink BNB/USD");
    vmChain.chainId(56);
    vmChain.etch(CHAINLINK_BNB_USD_BSC, address(new ChainlinkFeedStub()).code);
    feed = ChainlinkFeedStub(CHAINLINK_BNB_USD_BSC);
}
