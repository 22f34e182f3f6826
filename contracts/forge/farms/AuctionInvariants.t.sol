// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Test, Vm} from "../Test.sol";
import {FuelFarmAuction} from "../../src/farms/FuelFarmAuction.sol";
import {FuelToken} from "../../src/tokens/FuelToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// Random bids (valid and not) by five accounts, four of them whitelisted, blocks passing, closes (and a second
/// close), reclaims (and second reclaims), new auctions; the handler keeps what it saw.
contract AuctionHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    FuelFarmAuction public immutable auction;
    FuelToken public immutable fuel;
    address public immutable operator;
    address[5] public bidders;

    uint256 public deposited;
    uint256 public refunded;
    uint256 public burned;
    bool public badBidAccepted;
    bool public closedTwice;
    bool public claimedTwice;
    bool public winnerRefunded;
    bool public refundWrong;
    bool public loserCouldNotClaim;
    mapping(uint256 => mapping(address => bool)) public claimed;

    constructor(FuelFarmAuction auction_, FuelToken fuel_, address operator_) {
        auction = auction_;
        fuel = fuel_;
        operator = operator_;
        for (uint256 i; i < 5; i++) bidders[i] = address(uint160(0xB0 + i));
    }

    function bid(uint256 who, uint256 amount) external {
        address b = bidders[who % 5];
        uint256 id = auction.currentAuctionId();
        amount = amount % 2_000e9;
        fuel.mint(b, amount);
        vm.startPrank(b);
        fuel.approve(address(auction), amount);
        (uint256 before,) = auction.bids(id, b);
        (, uint256 s, uint256 e, uint256 initial,,) = auction.auctions(id);
        try auction.bid(amount) {
            deposited += amount;
            bool valid = auction.whitelisted(b) && amount > 0 && amount % 10e9 == 0 && (before > 0 || amount >= initial)
                && block.number >= s && block.number <= e;
            if (!valid) badBidAccepted = true;
        } catch {}
        vm.stopPrank();
    }

    function advance(uint256 blocks) external {
        vm.roll(block.number + 1 + (blocks % 30));
    }

    function close() external {
        uint256 id = auction.currentAuctionId();
        (FuelFarmAuction.Status st,,,,,) = auction.auctions(id);
        uint256 before = auction.totalCollected();
        vm.prank(operator);
        try auction.closeAuction() {
            if (st != FuelFarmAuction.Status.Open) closedTwice = true;
            burned += auction.totalCollected() - before;
        } catch {}
    }

    function claim(uint256 who, uint256 auctionSeed) external {
        address b = bidders[who % 5];
        uint256 current = auction.currentAuctionId();
        if (current == 0) return;
        uint256 id = 1 + (auctionSeed % current);
        (uint256 total,) = auction.bids(id, b);
        bool winner = auction.isWinner(id, b);
        (FuelFarmAuction.Status st,,,,,) = auction.auctions(id);
        uint256 balBefore = fuel.balanceOf(b);
        vm.prank(b);
        try auction.claimAuction(id) {
            if (claimed[id][b]) claimedTwice = true;
            if (winner) winnerRefunded = true;
            if (fuel.balanceOf(b) - balBefore != total) refundWrong = true;
            claimed[id][b] = true;
            refunded += total;
        } catch {
            if (st == FuelFarmAuction.Status.Close && total > 0 && !winner && !claimed[id][b]) loserCouldNotClaim = true;
        }
    }

    function newAuction(uint256 places, uint256 initialSteps) external {
        vm.prank(operator);
        try auction.startAuction(block.number, block.number + 20, (1 + (initialSteps % 20)) * 10e9, 1 + (places % 3)) {} catch {}
    }
}

/// The auction's money rules: nothing below the minimum or off the multiple of 10 is accepted; an auction closes
/// once; losing bids come back once and in full, winning bids never; what the contract holds is exactly what was
/// bid minus what was burned and refunded.
contract AuctionInvariantsTest is Test {
    AuctionHandler internal handler;
    FuelFarmAuction internal auction;
    FuelToken internal fuel;

    function setUp() public {
        fuel = new FuelToken();
        address operator = address(0x0BE);
        auction = new FuelFarmAuction(IERC20(address(fuel)), operator, address(this));
        handler = new AuctionHandler(auction, fuel, operator);
        address[] memory wl = new address[](4);
        for (uint256 i; i < 4; i++) wl[i] = handler.bidders(i); // bidders(4) is not whitelisted
        auction.addWhitelist(wl);
        fuel.transferOwnership(address(handler));
        vm.prank(operator);
        auction.startAuction(block.number, block.number + 20, 100e9, 2);
        targetContract(address(handler));
    }

    /// Every rule below, after each call of one campaign. forge runs a campaign of the same call sequences for each
    /// invariant function, so one function per rule would repeat every call once per rule.
    function invariant_allRules() public view {
        check_rules();
        check_balanceIsBidsLessBurnedAndRefunded();
    }

    function check_rules() internal view {
        assertTrue(!handler.badBidAccepted(), "an invalid bid was accepted");
        assertTrue(!handler.closedTwice(), "an auction closed twice");
        assertTrue(!handler.claimedTwice(), "a bid was reclaimed twice");
        assertTrue(!handler.winnerRefunded(), "a winning bid was refunded");
        assertTrue(!handler.refundWrong(), "a refund differs from the bid");
        assertTrue(!handler.loserCouldNotClaim(), "a losing bid could not be reclaimed");
    }

    function check_balanceIsBidsLessBurnedAndRefunded() internal view {
        assertEq(fuel.balanceOf(address(auction)), handler.deposited() - handler.burned() - handler.refunded(), "auction balance");
        assertEq(auction.totalCollected(), handler.burned(), "total collected is what was burned");
    }
}
