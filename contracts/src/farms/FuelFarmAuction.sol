// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

interface IBurnable {
    function burn(uint256 amount) external;
}

/// @title Community farm auction: whitelisted projects bid FUEL for a week-long farm
/// @notice The owner manages the whitelist and the operator; the operator starts an auction (blocks, initial bid,
///         number of winning places) and closes it once after its end block. Bids are in multiples of 10 FUEL; a
///         bidder's first bid must reach the initial amount and later bids add to it. At the close the places go to
///         the highest totals; bidders tied with the last place all win (they share the position, as the
///         leaderboard shows). Winning bids are burned; every losing bid is reclaimable, once, in full.
///         The winners' farms are then scheduled in the farm contract for seven days by its farm operator (off
///         this contract: FuelChef.scheduleFarm, which accepts only LP tokens the chef's owner made schedulable,
///         at most 10X and at most 14 days of 1-second blocks ahead).
/// @dev Written for this project. Unlike the reference design, an auction can be closed exactly once and its
///      threshold can never move after claims: the close computes the winners and freezes them.
contract FuelFarmAuction is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    enum Status {
        Pending, // no auction yet, or the last one was closed
        Open,
        Close
    }

    struct Auction {
        Status status;
        uint256 startBlock;
        uint256 endBlock;
        uint256 initialBidAmount;
        uint256 leaderboard; // winning places
        uint256 leaderboardThreshold; // the lowest winning total, set at the close
    }

    struct BidInfo {
        uint256 totalAmount;
        bool hasClaimed; // a losing bid reclaimed
    }

    /// @notice Bids are made in multiples of this (10 FUEL, 9 decimals).
    uint256 public constant BID_STEP = 10 * 1e9;
    /// @notice Upper bound on bidders per auction, so the close (which ranks them) always fits in a block.
    uint256 public constant MAX_BIDDERS = 200;

    IERC20 public immutable fuel;
    address public operator;
    uint256 public currentAuctionId;
    /// @notice FUEL burned from winning bids, all auctions.
    uint256 public totalCollected;

    mapping(uint256 => Auction) public auctions;
    mapping(uint256 => address[]) private _bidders;
    mapping(uint256 => mapping(address => BidInfo)) public bids;
    mapping(address => bool) public whitelisted;
    address[] private _whitelist;
    mapping(address => uint256) private _whitelistIndex; // 1-based

    event OperatorChanged(address operator);
    event WhitelistAdd(address indexed account);
    event WhitelistRemove(address indexed account);
    event AuctionStart(uint256 indexed auctionId, uint256 startBlock, uint256 endBlock, uint256 initialBidAmount, uint256 leaderboard);
    event AuctionBid(uint256 indexed auctionId, address indexed account, uint256 amount, uint256 totalAmount);
    event AuctionClose(uint256 indexed auctionId, uint256 threshold, uint256 winners, uint256 burned);
    event AuctionClaim(uint256 indexed auctionId, address indexed account, uint256 amount);

    modifier onlyOperator() {
        require(msg.sender == operator, "Auction: not the operator");
        _;
    }

    constructor(IERC20 fuel_, address operator_, address owner_) Ownable(owner_) {
        fuel = fuel_;
        operator = operator_;
    }

    // ------------------------------------------------------------------ owner

    function setOperator(address operator_) external onlyOwner {
        require(operator_ != address(0), "Auction: zero address");
        operator = operator_;
        emit OperatorChanged(operator_);
    }

    function addWhitelist(address[] calldata accounts) external onlyOwner {
        for (uint256 i; i < accounts.length; i++) {
            address a = accounts[i];
            if (whitelisted[a] || a == address(0)) continue;
            whitelisted[a] = true;
            _whitelist.push(a);
            _whitelistIndex[a] = _whitelist.length;
            emit WhitelistAdd(a);
        }
    }

    function removeWhitelist(address[] calldata accounts) external onlyOwner {
        for (uint256 i; i < accounts.length; i++) {
            address a = accounts[i];
            if (!whitelisted[a]) continue;
            whitelisted[a] = false;
            uint256 idx = _whitelistIndex[a] - 1;
            address last = _whitelist[_whitelist.length - 1];
            _whitelist[idx] = last;
            _whitelistIndex[last] = idx + 1;
            _whitelist.pop();
            delete _whitelistIndex[a];
            emit WhitelistRemove(a);
        }
    }

    // ------------------------------------------------------------------ operator

    function startAuction(uint256 startBlock, uint256 endBlock, uint256 initialBidAmount, uint256 leaderboard)
        external
        onlyOperator
    {
        require(currentAuctionId == 0 || auctions[currentAuctionId].status == Status.Close, "Auction: one is still open");
        require(startBlock >= block.number && endBlock > startBlock, "Auction: bad blocks");
        require(initialBidAmount > 0 && initialBidAmount % BID_STEP == 0, "Auction: initial bid must be a multiple of 10 FUEL");
        require(leaderboard > 0, "Auction: no winning places");
        uint256 id = ++currentAuctionId;
        auctions[id] = Auction(Status.Open, startBlock, endBlock, initialBidAmount, leaderboard, 0);
        emit AuctionStart(id, startBlock, endBlock, initialBidAmount, leaderboard);
    }

    /// @notice Once, after the end block: ranks the bidders, freezes the threshold, burns the winning bids.
    function closeAuction() external onlyOperator nonReentrant {
        uint256 id = currentAuctionId;
        Auction storage a = auctions[id];
        require(a.status == Status.Open, "Auction: not open");
        require(block.number > a.endBlock, "Auction: not finished");
        a.status = Status.Close;

        address[] storage list = _bidders[id];
        uint256 n = list.length;
        uint256 threshold;
        uint256 burned;
        uint256 winners;
        if (n > 0) {
            // The threshold is the total at the last winning place (ties with it win too).
            uint256[] memory totals = new uint256[](n);
            for (uint256 i; i < n; i++) totals[i] = bids[id][list[i]].totalAmount;
            _sortDescending(totals);
            threshold = totals[(a.leaderboard < n ? a.leaderboard : n) - 1];
            for (uint256 i; i < n; i++) {
                if (totals[i] < threshold) break;
                burned += totals[i];
                winners++;
            }
        }
        a.leaderboardThreshold = threshold;
        totalCollected += burned;
        if (burned > 0) IBurnable(address(fuel)).burn(burned);
        emit AuctionClose(id, threshold, winners, burned);
    }

    // ------------------------------------------------------------------ bidders

    function bid(uint256 amount) external nonReentrant {
        require(whitelisted[msg.sender], "Auction: not whitelisted");
        uint256 id = currentAuctionId;
        Auction storage a = auctions[id];
        require(a.status == Status.Open && block.number >= a.startBlock && block.number <= a.endBlock, "Auction: not live");
        require(amount > 0 && amount % BID_STEP == 0, "Auction: bid must be a multiple of 10 FUEL");
        BidInfo storage b = bids[id][msg.sender];
        if (b.totalAmount == 0) {
            require(amount >= a.initialBidAmount, "Auction: first bid below the initial amount");
            require(_bidders[id].length < MAX_BIDDERS, "Auction: too many bidders");
            _bidders[id].push(msg.sender);
        }
        fuel.safeTransferFrom(msg.sender, address(this), amount);
        b.totalAmount += amount;
        emit AuctionBid(id, msg.sender, amount, b.totalAmount);
    }

    /// @notice A losing bidder takes back the whole bid, once, after the close.
    function claimAuction(uint256 auctionId) external nonReentrant {
        Auction storage a = auctions[auctionId];
        require(a.status == Status.Close, "Auction: not closed");
        BidInfo storage b = bids[auctionId][msg.sender];
        require(b.totalAmount > 0, "Auction: no bid");
        require(b.totalAmount < a.leaderboardThreshold, "Auction: a winning bid is not refundable");
        require(!b.hasClaimed, "Auction: already claimed");
        b.hasClaimed = true;
        fuel.safeTransfer(msg.sender, b.totalAmount);
        emit AuctionClaim(auctionId, msg.sender, b.totalAmount);
    }

    // ------------------------------------------------------------------ views

    function viewBidsPerAuction(uint256 auctionId, uint256 cursor, uint256 size)
        external
        view
        returns (address[] memory bidders, uint256[] memory amounts, bool[] memory claimed, uint256 next)
    {
        address[] storage list = _bidders[auctionId];
        uint256 end = cursor + size > list.length ? list.length : cursor + size;
        uint256 len = end > cursor ? end - cursor : 0;
        bidders = new address[](len);
        amounts = new uint256[](len);
        claimed = new bool[](len);
        for (uint256 i; i < len; i++) {
            bidders[i] = list[cursor + i];
            BidInfo storage b = bids[auctionId][bidders[i]];
            amounts[i] = b.totalAmount;
            claimed[i] = b.hasClaimed;
        }
        next = cursor + len;
    }

    function viewBiddersCount(uint256 auctionId) external view returns (uint256) {
        return _bidders[auctionId].length;
    }

    /// @notice Whether `account` won `auctionId` (only meaningful once it is closed).
    function isWinner(uint256 auctionId, address account) public view returns (bool) {
        Auction storage a = auctions[auctionId];
        uint256 total = bids[auctionId][account].totalAmount;
        return a.status == Status.Close && total > 0 && total >= a.leaderboardThreshold;
    }

    function viewWhitelist(uint256 cursor, uint256 size) external view returns (address[] memory accounts, uint256 next) {
        uint256 end = cursor + size > _whitelist.length ? _whitelist.length : cursor + size;
        uint256 len = end > cursor ? end - cursor : 0;
        accounts = new address[](len);
        for (uint256 i; i < len; i++) accounts[i] = _whitelist[cursor + i];
        next = cursor + len;
    }

    function whitelistLength() external view returns (uint256) {
        return _whitelist.length;
    }

    /// @dev Insertion sort: at most MAX_BIDDERS entries, once per auction.
    function _sortDescending(uint256[] memory a) private pure {
        for (uint256 i = 1; i < a.length; i++) {
            uint256 v = a[i];
            uint256 j = i;
            while (j > 0 && a[j - 1] < v) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = v;
        }
    }
}
