// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test} from "../Test.sol";
import {FuelPrediction} from "../../src/games/FuelPrediction.sol";
import {PriceAggregator} from "../../src/games/PriceAggregator.sol";
import {
    CHAINLINK_BNB_USD_BSC, CHAINLINK_TRANSMITTER, ChainlinkFeedStub, KeyWrittenFeed, onBsc
} from "./PredictionFeeds.sol";

/// The two ways the market's own keys could take a round, each played through as an attack:
/// - the price: on BSC the keys deploy and configure the market as they like, then the operator nudges the close
///   price of a round where an accomplice's 1 BNB Bull bet faces a victim's 10 BNB Bear bet;
/// - the free option: the operator executes when its accomplice is winning and sits out the buffer when not, so
///   the round is canceled and the losing bet refunded.
/// Each test asserts what the accomplice ends up with; both are written against the market's calls as they were
/// before the fix (no new function is called), so they fail on that code.
contract PredictionFindingsTest is Test {
    uint256 internal constant INTERVAL = 10;
    uint256 internal constant BUFFER = 3;

    address internal constant OWNER = address(0x0111);
    address internal constant ADMIN = address(0xAD);
    address internal constant OPERATOR = address(0x0FE);
    address internal constant TREASURY = address(0x7EA);
    address internal constant VICTIM = address(0x71C);
    address internal constant ACCOMPLICE = address(0xACC);
    /// Anyone with no role: a bot, or the victim's own wallet.
    address internal constant BYSTANDER = address(0xB75);
    /// Writes the devnet feed in the free-option test, so the operator's only lever there is when it executes.
    address internal constant PRICE_KEEPER = address(0x9E1);

    receive() external payable {}

    function _roll(uint256 blocks) internal {
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + 3 * blocks);
    }

    function _rollTo(uint256 blockNumber) internal {
        if (blockNumber > block.number) _roll(blockNumber - block.number);
    }

    function _bet(FuelPrediction market, address who, bool bull, uint256 amount) internal {
        uint256 epoch = market.currentEpoch();
        vm.deal(who, who.balance + amount);
        vm.prank(who);
        if (bull) market.betBull{value: amount}(epoch);
        else market.betBear{value: amount}(epoch);
    }

    /// What `who` collects from `epoch` (0 when the claim is refused: nothing to collect).
    function _collect(FuelPrediction market, address who, uint256 epoch) internal returns (uint256 got) {
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = epoch;
        uint256 before = who.balance;
        vm.prank(who);
        try market.claim(epochs) {} catch {}
        got = who.balance - before;
    }

    // ------------------------------------------------------------------ the operator writes the price

    /// The market's keys set it up on BSC the way the prediction deploy did (their own PriceAggregator as the
    /// oracle, the operator its keeper); failing that, with a feed of the operator's own; failing that, the admin
    /// points the market at that feed later. Whatever the code lets through is what the attack gets.
    function _deployOnBsc(ChainlinkFeedStub chainlink) internal returns (FuelPrediction market) {
        address oracle = CHAINLINK_BNB_USD_BSC;
        vm.prank(OWNER);
        try new PriceAggregator(OWNER, "BNB / USD", 300e8) returns (PriceAggregator pushed) {
            vm.prank(OWNER);
            pushed.setKeeper(OPERATOR, true);
            oracle = address(pushed);
        } catch {
            vm.prank(OPERATOR);
            oracle = address(new KeyWrittenFeed());
        }
        vm.prank(OWNER);
        try new FuelPrediction(OWNER, oracle, ADMIN, OPERATOR, TREASURY, INTERVAL, BUFFER, 1e15, 3600) returns (
            FuelPrediction m
        ) {
            market = m;
        } catch {
            vm.prank(OWNER);
            market = new FuelPrediction(OWNER, address(chainlink), ADMIN, OPERATOR, TREASURY, INTERVAL, BUFFER, 1e15, 3600);
            vm.prank(OPERATOR);
            KeyWrittenFeed own = new KeyWrittenFeed();
            vm.startPrank(ADMIN);
            market.pause();
            try market.setOracle(address(own)) {} catch {}
            market.unpause();
            vm.stopPrank();
        }
    }

    /// The market's price at a lock or close: Chainlink publishes the real price `real`; the operator writes
    /// `written` with every write it has on the market's oracle (an updateAnswer, a transmit).
    function _price(FuelPrediction market, ChainlinkFeedStub chainlink, int256 real, int256 written) internal {
        vm.prank(CHAINLINK_TRANSMITTER);
        chainlink.transmit(real);
        address oracle = address(market.oracle());
        vm.startPrank(OPERATOR);
        (bool ok,) = oracle.call(abi.encodeWithSignature("updateAnswer(int256)", written));
        (ok,) = oracle.call(abi.encodeWithSignature("transmit(int256)", written));
        vm.stopPrank();
        ok;
    }

    function _executeAsOperator(FuelPrediction market) internal {
        vm.prank(OPERATOR);
        market.executeRound();
    }

    /// The real price falls from 300 to 290 while the round is live, so the victim's Bear bet wins; the operator
    /// writes 301 as the close price. On BSC the market must settle on Chainlink's 290 whatever the keys did.
    function test_operatorCannotWriteTheClosePriceOnBsc() public {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        ChainlinkFeedStub chainlink = onBsc(vm);
        vm.prank(CHAINLINK_TRANSMITTER);
        chainlink.transmit(300e8);
        FuelPrediction market = _deployOnBsc(chainlink);

        vm.prank(OPERATOR);
        market.genesisStartRound();
        _rollTo(market.rounds(market.currentEpoch()).lockBlock);
        _price(market, chainlink, 300e8, 300e8);
        vm.prank(OPERATOR);
        market.genesisLockRound();

        uint256 epoch = market.currentEpoch();
        _bet(market, VICTIM, false, 10 ether);
        _bet(market, ACCOMPLICE, true, 1 ether);
        _rollTo(market.rounds(epoch).lockBlock);
        _price(market, chainlink, 300e8, 300e8);
        _executeAsOperator(market); // locks the round at 300
        _rollTo(market.rounds(epoch).endBlock);
        _price(market, chainlink, 290e8, 301e8); // the nudge
        _executeAsOperator(market); // closes it

        FuelPrediction.Round memory r = market.rounds(epoch);
        assertTrue(r.oracleCalled, "the round settled");
        assertEq(_collect(market, ACCOMPLICE, epoch), 0, "the accomplice won the victim's bet with a written price");
        assertEq(_collect(market, VICTIM, epoch), (11 ether * 97) / 100, "the victim's winning Bear bet is paid");
        assertEq(address(market.oracle()), CHAINLINK_BNB_USD_BSC, "the market reads Chainlink's feed on BSC");
    }

    // ------------------------------------------------------------------ the free option

    /// A devnet market whose feed the operator cannot write (PRICE_KEEPER does), with the genesis done.
    function _devnetMarket() internal returns (FuelPrediction market, PriceAggregator feed) {
        feed = new PriceAggregator(address(this), "BNB / USD", 300e8);
        feed.setKeeper(PRICE_KEEPER, true);
        market = new FuelPrediction(OWNER, address(feed), ADMIN, OPERATOR, TREASURY, INTERVAL, BUFFER, 1e15, 3600);
        vm.prank(OPERATOR);
        market.genesisStartRound();
        _rollTo(market.rounds(market.currentEpoch()).lockBlock);
        vm.prank(PRICE_KEEPER);
        feed.updateAnswer(300e8);
        vm.prank(OPERATOR);
        market.genesisLockRound();
    }

    /// The operator's strategy: at the round's close, execute when its accomplice is winning, else do nothing and
    /// execute only once the buffer has passed. Meanwhile a bystander tries to execute one block after the lock
    /// block. Returns whether the bystander's call went through.
    function _operatorSkipsWhenLosing(FuelPrediction market, PriceAggregator feed, int256 price, bool accompliceBull)
        internal
        returns (bool bystanderExecuted)
    {
        FuelPrediction.Round memory open = market.rounds(market.currentEpoch());
        _rollTo(open.lockBlock);
        vm.prank(PRICE_KEEPER);
        feed.updateAnswer(price);
        FuelPrediction.Round memory live = market.rounds(market.currentEpoch() - 1);
        bool accompliceWins = accompliceBull ? price > live.lockPrice : price < live.lockPrice;
        if (accompliceWins) {
            _executeAsOperator(market);
            return false;
        }
        _roll(1);
        vm.prank(BYSTANDER);
        try market.executeRound() {
            bystanderExecuted = true;
        } catch {
            _rollTo(open.lockBlock + BUFFER + 1);
            _executeAsOperator(market); // late: cancels the live round, every bet refunded
        }
    }

    /// The accomplice bets 1 BNB Bull against the victim's 10 BNB Bear; the price falls, so the accomplice loses.
    /// Skipping the execution must not turn that loss into a refund.
    function test_skippingAnExecutionDoesNotRefundTheLosingSide() public {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        (FuelPrediction market, PriceAggregator feed) = _devnetMarket();
        uint256 epoch = market.currentEpoch();
        _bet(market, VICTIM, false, 10 ether);
        _bet(market, ACCOMPLICE, true, 1 ether);
        _rollTo(market.rounds(epoch).lockBlock);
        vm.prank(PRICE_KEEPER);
        feed.updateAnswer(300e8);
        _executeAsOperator(market); // locks at 300

        bool bystander = _operatorSkipsWhenLosing(market, feed, 290e8, true);
        assertEq(_collect(market, ACCOMPLICE, epoch), 0, "skipping refunded the accomplice's losing bet");
        assertTrue(bystander, "nobody but the operator could execute the round in time");
        assertTrue(market.rounds(epoch).oracleCalled, "the round settled instead of being canceled");
        assertEq(_collect(market, VICTIM, epoch), (11 ether * 97) / 100, "the victim's winning Bear bet is paid");
    }

    /// Over a run of rounds on a random price path, the accomplice (1 BNB on Bull every round, against the
    /// victim's 2 BNB on Bear) and the operator end with the same together whether the operator executes every
    /// round on time or skips each round its accomplice would lose: skipping gains them nothing.
    function testFuzz_skippingGainsTheOperatorNothing(uint256 seed) public {
        vm.roll(1000);
        vm.warp(1_700_000_000);
        int256 honest = _play(seed, false);
        vm.roll(1000);
        vm.warp(1_700_000_000);
        int256 skipping = _play(seed, true);
        assertTrue(skipping <= honest, "skipping executions paid the operator and its accomplice more");
    }

    /// The accomplice's and the operator's net over six rounds, with every win and refund collected.
    function _play(uint256 seed, bool skip) internal returns (int256 net) {
        (FuelPrediction market, PriceAggregator feed) = _devnetMarket();
        uint256 start = ACCOMPLICE.balance + OPERATOR.balance;
        uint256 staked;
        uint256 first = market.currentEpoch();
        int256 price = 300e8;
        for (uint256 i = 0; i < 6; i++) {
            if (market.bettable(market.currentEpoch())) {
                _bet(market, VICTIM, false, 2 ether);
                _bet(market, ACCOMPLICE, true, 1 ether);
                staked += 1 ether;
            }
            price += int256(uint256(keccak256(abi.encode(seed, i))) % 5) * 1e8 - 2e8;
            if (skip && market.rounds(market.currentEpoch() - 1).lockOracleId != 0) {
                _operatorSkipsWhenLosing(market, feed, price, true);
            } else {
                _rollTo(market.rounds(market.currentEpoch()).lockBlock);
                vm.prank(PRICE_KEEPER);
                feed.updateAnswer(price);
                _executeAsOperator(market);
            }
        }
        _rollTo(block.number + 3 * INTERVAL + BUFFER); // the last rounds fail by the time rule: refunds
        for (uint256 e = first; e <= market.currentEpoch(); e++) {
            _collect(market, ACCOMPLICE, e);
        }
        net = int256(ACCOMPLICE.balance + OPERATOR.balance) - int256(start) - int256(staked);
    }

    // ------------------------------------------------------------------ the roles hold no stake

    function test_theMarketsRolesCannotBet() public {
        vm.roll(1000);
        (FuelPrediction market,) = _devnetMarket();
        uint256 epoch = market.currentEpoch();
        address[3] memory roles = [OPERATOR, ADMIN, OWNER];
        for (uint256 i = 0; i < 3; i++) {
            vm.deal(roles[i], 1 ether);
            vm.prank(roles[i]);
            try market.betBull{value: 1e15}(epoch) {
                revert("a role's key placed a bet");
            } catch {}
        }
        _bet(market, BYSTANDER, true, 1e15); // anyone else still can
        assertEq(market.rounds(epoch).totalAmount, 1e15, "only the bystander's bet is in");
    }
}
