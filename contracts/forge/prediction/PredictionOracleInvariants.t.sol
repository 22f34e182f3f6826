// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelPrediction} from "../../src/games/FuelPrediction.sol";
import {PriceAggregator} from "../../src/games/PriceAggregator.sol";
import {
    CHAINLINK_BNB_USD_BSC, CHAINLINK_TRANSMITTER, ChainlinkFeedStub, KeyWrittenFeed, onBsc, vmChain
} from "./PredictionFeeds.sol";

/// The market on BSC (chain 56) with Chainlink's feed, played at random while its owner, admin and operator try
/// every way they have to get a price of their own in: deploy the devnet PriceAggregator, deploy a feed they write
/// and point the market at it (pausing for it), write to the market's oracle directly. Chainlink publishes prices
/// on its own; the ghost records every answer it published, by round id.
contract PredictionOracleHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint256 internal constant INTERVAL = 10;
    uint256 internal constant BUFFER = 3;
    address internal constant OWNER = address(0x0111);
    address internal constant ADMIN = address(0xAD);
    address internal constant OPERATOR = address(0x0FE);

    FuelPrediction public immutable market;
    ChainlinkFeedStub public immutable chainlink;
    address[3] internal keys = [OWNER, ADMIN, OPERATOR];
    address[3] internal players = [address(0xA11CE), address(0xB0B), address(0xCA1)];

    mapping(uint256 => int256) public chainlinkAnswer;
    bool public pushedFeedDeployed;
    uint256 public settled;
    uint256 public attempts;

    constructor() {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        chainlink = onBsc(vm);
        _transmit(300e8);
        market = new FuelPrediction(OWNER, address(chainlink), ADMIN, OPERATOR, address(0x7EA), INTERVAL, BUFFER, 1e15, 3600);
    }

    function _transmit(int256 price) private {
        vm.prank(CHAINLINK_TRANSMITTER);
        uint80 id = chainlink.transmit(price);
        chainlinkAnswer[id] = price;
    }

    function advance(uint256 blocks) external {
        vmChain.chainId(56);
        blocks = 1 + (blocks % (INTERVAL + BUFFER));
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + 3 * blocks);
    }

    /// Chainlink's price moves (three prices, so ties are common).
    function transmit(uint256 seed) external {
        vmChain.chainId(56);
        _transmit(int256(299e8 + (seed % 3) * 1e8));
    }

    function bet(uint256 who, uint256 amount, bool bull) external {
        uint256 epoch = market.currentEpoch();
        if (epoch == 0 || !market.bettable(epoch)) return;
        address p = players[who % 3];
        (, uint256 already,) = market.ledger(epoch, p);
        if (already != 0) return;
        amount = 1e15 + (amount % 5 ether);
        vm.deal(p, amount);
        vm.prank(p);
        if (bull) market.betBull{value: amount}(epoch);
        else market.betBear{value: amount}(epoch);
    }

    /// Anyone (a key or a player) runs the round that is due.
    function execute(uint256 who) external {
        vmChain.chainId(56);
        address caller = who % 2 == 0 ? keys[who % 3] : players[who % 3];
        vm.startPrank(caller);
        if (!market.genesisStartOnce()) {
            try market.genesisStartRound() {} catch {}
        } else if (!market.genesisLockOnce()) {
            try market.genesisLockRound() {} catch {}
        } else {
            uint256 epoch = market.currentEpoch();
            try market.executeRound() {
                if (market.rounds(epoch - 1).oracleCalled) settled++;
            } catch {}
        }
        vm.stopPrank();
    }

    /// A key tries to get a price of its own into the market.
    function keyWritesAPrice(uint256 who, uint256 seed) external {
        vmChain.chainId(56);
        attempts++;
        address key = keys[who % 3];
        int256 price = int256(5000e8 + (seed % 1000) * 1e8 + 1); // never one of Chainlink's three prices
        vm.prank(key);
        try new PriceAggregator(key, "BNB / USD", price) returns (PriceAggregator pushed) {
            pushedFeedDeployed = true;
            _pointMarketAt(address(pushed));
        } catch {}
        vm.prank(key);
        KeyWrittenFeed own = new KeyWrittenFeed();
        vm.prank(key);
        own.updateAnswer(price);
        _pointMarketAt(address(own));
        // Writes straight to whatever the market reads.
        address oracle = address(market.oracle());
        vm.startPrank(key);
        (bool ok,) = oracle.call(abi.encodeWithSignature("updateAnswer(int256)", price));
        (ok,) = oracle.call(abi.encodeWithSignature("transmit(int256)", price));
        vm.stopPrank();
        ok;
    }

    /// The admin pauses, sets the oracle and unpauses (the owner first makes itself admin if it is the one trying).
    function _pointMarketAt(address feed) private {
        vm.startPrank(ADMIN);
        if (!market.paused()) market.pause();
        try market.setOracle(feed) {} catch {}
        market.unpause();
        vm.stopPrank();
    }
}

/// No round on a public chain settles on a price a key wrote: on BSC every locked and closed round carries an
/// answer Chainlink published under that round id, the market reads Chainlink's feed, and the devnet's pushed
/// feed cannot even be deployed.
contract PredictionOracleInvariantsTest is Test {
    PredictionOracleHandler internal handler;
    FuelPrediction internal market;

    function setUp() public {
        handler = new PredictionOracleHandler();
        market = handler.market();
        targetContract(address(handler));
    }

    function invariant_roundsSettleOnChainlinkPricesOnly() public view {
        assertEq(address(market.oracle()), CHAINLINK_BNB_USD_BSC, "the market reads another feed than Chainlink's");
        assertTrue(!handler.pushedFeedDeployed(), "the devnet's pushed feed was deployed on BSC");
        uint256 last = market.currentEpoch();
        for (uint256 e = 1; e <= last; e++) {
            FuelPrediction.Round memory r = market.rounds(e);
            if (r.lockOracleId != 0) {
                assertTrue(r.lockPrice == handler.chainlinkAnswer(r.lockOracleId), "a round locked on a key's price");
            }
            if (r.oracleCalled) {
                assertTrue(r.closePrice == handler.chainlinkAnswer(r.closeOracleId), "a round closed on a key's price");
            }
        }
    }
}
