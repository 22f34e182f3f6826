// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IRandomNumberGenerator} from "./IRandomNumberGenerator.sol";

/// @title FuelLottery: six-digit FUEL tickets, six prize brackets (the documents' v2 model)
/// @notice A round goes Pending -> Open (startLottery) -> Close (closeLottery, which requests the random number)
///         -> Claimable (drawFinalNumberAndMakeLotteryClaimable), or -> Refundable when its number never comes (see
///         "A number that never comes"). Tickets are numbers 1,000,000..1,999,999; the
///         screens show the six digits after the leading 1 in reverse, so "matching the first k digits" on screen
///         means `number % 10^k` equals the winning number's. Bracket j (0..5) is "the first j+1 digits match".
///
///         Money. Tickets cost price x n x (divisor + 1 - n) / divisor for n tickets (the bulk discount). At the
///         draw the treasury fee (treasuryFee / 10000 of the pot) goes to the treasury; the rest is shared by
///         bracket per rewardsBreakdown. Each winning ticket is paid at its HIGHEST matching bracket only, even
///         when that bracket's share is zero (then it gets nothing; the anchor paid it the lower bracket, a finding
///         of its audit it left unfixed). The share of a bracket nobody won, and the rounding remainder of every
///         bracket, roll into the next round's pot when the operator draws with autoInjection, else they go to
///         the treasury. So the token balance always equals: the open round's pot + what drawn rounds still owe
///         their winners + what waits to be injected into the next round.
///
///         Storage (the gas work; the reference spends ~130,000 gas per ticket on six counters, a ticket struct
///         and a per-user list). Winners per bracket are counted at purchase time so the draw is O(1), but:
///         - the counters are packed ten per slot (25-bit lanes) in a digit tree: the slot of the last k digits
///           holds the counts of their ten extensions by one more digit. Levels 1-3 live in 1 + 10 + 100 slots
///           that tickets share; the full-number counts live in the slot of the last five digits, whose lane sum
///           is the five-digit count, and ten of those slots sum to the four-digit count at the draw. So a ticket
///           writes four counters of which usually only one is a fresh slot;
///         - ticket numbers are packed eight per slot; the owner is stored once per purchase (its first ticket
///           id, marked in a bitmap) and found from any ticket id by the nearest mark at or below it;
///         - a user's tickets in a round are stored as one entry per purchase, not per ticket.
///
///         A number that never comes. DRAW_TIMEOUT after a round's end time, a round not drawn and without a
///         number is stalled: the owner may then put in a new random source (already proposed, see below) and ask
///         it for that round's number (`requestRandomNumberAgain`). REFUND_TIMEOUT after the end time, if there is
///         still no number, anyone may mark the round refundable (`markRefundable`): its injected funds (rollover
///         and injections) roll into the next round, no treasury fee is taken, and each buyer takes back exactly
///         what they paid for the round's tickets (`claimRefund`, once; kept per user per round in the purchase
///         entries, bulk discount included). A ready number blocks the refund: who sees they lost must not turn a
///         draw into a refund. Both deadlines are known to buyers from the round's end time.
///
///         Roles: the owner names the operator, treasury and injector, the ticket price bounds and
///         the per-transaction maximum, and changes the random generator only in two steps (propose, then apply
///         RANDOM_GENERATOR_DELAY later, between rounds or for a stalled round; both emit events); the operator
///         starts, closes and draws rounds; the owner or injector injects funds into the open round.
contract FuelLottery is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    enum Status {
        Pending,
        Open,
        Close,
        Claimable,
        Refundable
    }

    struct Lottery {
        Status status;
        uint256 startTime;
        uint256 endTime;
        uint256 priceTicketInCake;
        uint256 discountDivisor;
        uint256[6] rewardsBreakdown; // basis points of the winners' share; sum 10000
        uint256 treasuryFee; // basis points of the pot
        uint256[6] cakePerBracket;
        uint256[6] countWinnersPerBracket;
        uint256 firstTicketId;
        uint256 firstTicketIdNextLottery;
        uint256 amountCollectedInCake;
        uint32 finalNumber;
    }

    uint256 public constant MIN_DISCOUNT_DIVISOR = 300;
    uint256 public constant MAX_TREASURY_FEE = 3000; // 30%
    uint256 public constant MIN_LENGTH_LOTTERY = 30 seconds; // the devnet runs short rounds
    uint256 public constant MAX_LENGTH_LOTTERY = 4 days + 5 minutes;
    uint32 public constant MIN_TICKET_NUMBER = 1_000_000;
    uint32 public constant MAX_TICKET_NUMBER = 1_999_999;
    /// @dev The owner lookup scans at most one bitmap word back, so a purchase is at most 256 tickets.
    uint256 public constant MAX_TICKETS_LIMIT = 256;
    uint256 private constant LANE_BITS = 25;
    uint256 private constant LANE_MASK = (1 << LANE_BITS) - 1;
    /// @dev Every counter is at most the round's ticket count, which is kept below the lane's capacity.
    uint256 private constant MAX_TICKETS_PER_LOTTERY = LANE_MASK;
    uint256 private constant FULL_KEY_BASE = 1000; // keys 0 (root), 1..10, 11..110; full-number slots above
    /// @notice After a round's end time, how long its number may take before the owner may ask another source.
    uint256 public constant DRAW_TIMEOUT = 1 days;
    /// @notice After a round's end time, how long before a round still without a number may be refunded. Longer
    ///         than DRAW_TIMEOUT + RANDOM_GENERATOR_DELAY, so a source proposed as soon as a round stalls can answer.
    uint256 public constant REFUND_TIMEOUT = 4 days;
    /// @notice How long a proposed random source is visible before it can be put in.
    uint256 public constant RANDOM_GENERATOR_DELAY = 2 days;

    IERC20 public immutable cakeToken;
    IRandomNumberGenerator public randomGenerator;

    address public operatorAddress;
    address public treasuryAddress;
    address public injectorAddress;

    uint256 public currentLotteryId;
    uint256 public currentTicketId;
    uint256 public maxNumberTicketsPerBuyOrClaim = 100;
    uint256 public maxPriceTicketInCake;
    uint256 public minPriceTicketInCake;
    uint256 public pendingInjectionNextLottery;
    /// @notice The proposed random source and the time from which the owner may apply it (0: none proposed).
    address public pendingRandomGenerator;
    uint256 public pendingRandomGeneratorAt;

    mapping(uint256 => Lottery) private _lotteries;
    /// @dev lotteryId => digit-tree key => ten 25-bit counters.
    mapping(uint256 => mapping(uint256 => uint256)) private _counters;
    /// @dev ticketId / 8 => eight 32-bit ticket numbers.
    mapping(uint256 => uint256) private _numbers;
    /// @dev ticketId / 256 => bit set where a purchase starts.
    mapping(uint256 => uint256) private _purchaseStarts;
    /// @dev first ticket id of a purchase => buyer.
    mapping(uint256 => address) private _buyerOf;
    /// @dev ticketId / 256 => bit set when claimed.
    mapping(uint256 => uint256) private _claimed;
    /// @dev user => lotteryId => purchases, each (firstTicketId << 192 | user's FUEL paid after it << 32 | user's
    ///      ticket count after it). Ticket ids stay below 2^64 (256 per transaction), a count below 2^25 (the
    ///      round's cap) and what a user paid in a round below 2^153 (price below 2^128 times the count), so the
    ///      refund needs no slot of its own in buyTickets.
    mapping(address => mapping(uint256 => uint256[])) private _userPurchases;
    /// @dev lotteryId => what was put into the round's pot other than ticket sales (rollover and injections).
    mapping(uint256 => uint256) private _injected;
    /// @dev lotteryId => user => refund paid.
    mapping(uint256 => mapping(address => bool)) private _refunded;

    event AdminTokenRecovery(address token, uint256 amount);
    event LotteryOpen(
        uint256 indexed lotteryId,
        uint256 startTime,
        uint256 endTime,
        uint256 priceTicketInCake,
        uint256 firstTicketId,
        uint256 injectedAmount
    );
    event LotteryClose(uint256 indexed lotteryId, uint256 firstTicketIdNextLottery);
    event LotteryInjection(uint256 indexed lotteryId, uint256 injectedAmount);
    event LotteryNumberDrawn(uint256 indexed lotteryId, uint256 finalNumber, uint256 countWinningTickets);
    event TreasuryPaid(uint256 indexed lotteryId, uint256 amount, uint256 rolledOver);
    event NewOperatorAndTreasuryAndInjectorAddresses(address operator, address treasury, address injector);
    event NewRandomGenerator(address indexed randomGenerator);
    event NewRandomGeneratorProposed(address indexed randomGenerator, uint256 applicableAt);
    event RandomNumberRequestedAgain(uint256 indexed lotteryId, address indexed randomGenerator);
    event LotteryRefundable(uint256 indexed lotteryId, uint256 ticketSales, uint256 rolledOver);
    event TicketsRefund(address indexed buyer, uint256 indexed lotteryId, uint256 amount);
    event NewMinAndMaxTicketPrice(uint256 minPriceTicketInCake, uint256 maxPriceTicketInCake);
    event NewMaxNumberTicketsPerBuyOrClaim(uint256 maxNumberTickets);
    event TicketsPurchase(
        address indexed buyer, uint256 indexed lotteryId, uint256 numberTickets, uint256 firstTicketId, uint256 amount
    );
    event TicketsClaim(address indexed claimer, uint256 amount, uint256 indexed lotteryId, uint256 numberTickets);

    modifier onlyOperator() {
        require(msg.sender == operatorAddress, "Not operator");
        _;
    }

    modifier onlyOwnerOrInjector() {
        require(msg.sender == owner() || msg.sender == injectorAddress, "Not owner or injector");
        _;
    }

    constructor(address owner_, address cakeToken_, address randomGenerator_) Ownable(owner_) {
        cakeToken = IERC20(cakeToken_);
        randomGenerator = IRandomNumberGenerator(randomGenerator_);
        minPriceTicketInCake = 1;
        maxPriceTicketInCake = type(uint128).max;
    }

    // ------------------------------------------------------------------ players

    /// @notice Buys `ticketNumbers.length` tickets in the open round `lotteryId` (at most the per-transaction max).
    function buyTickets(uint256 lotteryId, uint32[] calldata ticketNumbers) external nonReentrant {
        uint256 n = ticketNumbers.length;
        require(n != 0, "No ticket specified");
        require(n <= maxNumberTicketsPerBuyOrClaim, "Too many tickets");
        Lottery storage l = _lotteries[lotteryId];
        require(l.status == Status.Open, "Lottery is not open");
        require(block.timestamp < l.endTime, "Lottery is over");

        uint256 first = currentTicketId;
        require(first + n - l.firstTicketId <= MAX_TICKETS_PER_LOTTERY, "Round is full");
        uint256 amount = _calculateTotalPriceForBulkTickets(l.discountDivisor, l.priceTicketInCake, n);
        cakeToken.safeTransferFrom(msg.sender, address(this), amount);
        l.amountCollectedInCake += amount;

        mapping(uint256 => uint256) storage counters = _counters[lotteryId];
        for (uint256 i; i < n; ++i) {
            uint32 number = ticketNumbers[i];
            require(number >= MIN_TICKET_NUMBER && number <= MAX_TICKET_NUMBER, "Outside range");
            uint256 v = number;
            unchecked {
                // Lane arithmetic cannot overflow: a lane counts tickets of this round, below 2^25 (checked above).
                counters[0] += 1 << ((v % 10) * LANE_BITS);
                counters[1 + (v % 10)] += 1 << (((v / 10) % 10) * LANE_BITS);
                counters[11 + (v % 100)] += 1 << (((v / 100) % 10) * LANE_BITS);
                counters[FULL_KEY_BASE + (v % 100_000)] += 1 << (((v / 100_000) % 10) * LANE_BITS);
                uint256 id = first + i;
                _numbers[id >> 3] |= v << ((id & 7) * 32);
            }
        }

        _purchaseStarts[first >> 8] |= 1 << (first & 255);
        _buyerOf[first] = msg.sender;
        uint256[] storage purchases = _userPurchases[msg.sender][lotteryId];
        uint256 before = purchases.length == 0 ? 0 : purchases[purchases.length - 1];
        purchases.push((first << 192) | ((uint160(before >> 32) + amount) << 32) | (uint32(before) + n));
        currentTicketId = first + n;

        emit TicketsPurchase(msg.sender, lotteryId, n, first, amount);
    }

    /// @notice Claims the prizes of `ticketIds` in `lotteryId`; `brackets[i]` must be the highest bracket ticket i
    ///         matches, and that bracket must pay something.
    function claimTickets(uint256 lotteryId, uint256[] calldata ticketIds, uint32[] calldata brackets)
        external
        nonReentrant
    {
        uint256 n = ticketIds.length;
        require(n == brackets.length, "Not same length");
        require(n != 0, "Length must be >0");
        require(n <= maxNumberTicketsPerBuyOrClaim, "Too many tickets");
        Lottery storage l = _lotteries[lotteryId];
        require(l.status == Status.Claimable, "Lottery not claimable");

        uint256 reward;
        for (uint256 i; i < n; ++i) {
            uint256 id = ticketIds[i];
            require(id >= l.firstTicketId && id < l.firstTicketIdNextLottery, "TicketId too high or low");
            require(_ownerOf(id) == msg.sender, "Not the owner");
            uint256 bit = 1 << (id & 255);
            require(_claimed[id >> 8] & bit == 0, "Already claimed");
            uint32 bracket = brackets[i];
            require(bracket <= 5, "Bracket out of range");
            require(_highestBracket(_numberOf(id), l.finalNumber) == int256(uint256(bracket)), "Not the ticket's bracket");
            uint256 amount = l.cakePerBracket[bracket];
            require(amount != 0, "No prize for this bracket");
            _claimed[id >> 8] |= bit;
            reward += amount;
        }
        cakeToken.safeTransfer(msg.sender, reward);
        emit TicketsClaim(msg.sender, reward, lotteryId, n);
    }

    // ------------------------------------------------------------------ operator

    function startLottery(
        uint256 endTime,
        uint256 priceTicketInCake,
        uint256 discountDivisor,
        uint256[6] calldata rewardsBreakdown,
        uint256 treasuryFee
    ) external onlyOperator {
        require(_noRoundInProgress(), "Not time to start lottery");
        require(
            endTime > block.timestamp + MIN_LENGTH_LOTTERY && endTime < block.timestamp + MAX_LENGTH_LOTTERY,
            "Lottery length outside of range"
        );
        require(
            priceTicketInCake >= minPriceTicketInCake && priceTicketInCake <= maxPriceTicketInCake, "Outside of limits"
        );
        require(discountDivisor >= MIN_DISCOUNT_DIVISOR, "Discount divisor too low");
        require(treasuryFee <= MAX_TREASURY_FEE, "Treasury fee too high");
        uint256 sum;
        for (uint256 i; i < 6; ++i) sum += rewardsBreakdown[i];
        require(sum == 10000, "Rewards must equal 10000");

        uint256 id = ++currentLotteryId;
        Lottery storage l = _lotteries[id];
        l.status = Status.Open;
        l.startTime = block.timestamp;
        l.endTime = endTime;
        l.priceTicketInCake = priceTicketInCake;
        l.discountDivisor = discountDivisor;
        l.rewardsBreakdown = rewardsBreakdown;
        l.treasuryFee = treasuryFee;
        l.firstTicketId = currentTicketId;
        l.firstTicketIdNextLottery = currentTicketId;
        uint256 injected = pendingInjectionNextLottery;
        l.amountCollectedInCake = injected;
        if (injected != 0) {
            _injected[id] = injected;
            pendingInjectionNextLottery = 0;
        }
        emit LotteryOpen(id, block.timestamp, endTime, priceTicketInCake, currentTicketId, injected);
    }

    /// @notice Ends the sales of `lotteryId` (at or after its end time) and requests its random number.
    function closeLottery(uint256 lotteryId) external onlyOperator nonReentrant {
        Lottery storage l = _lotteries[lotteryId];
        require(l.status == Status.Open, "Lottery not open");
        require(block.timestamp >= l.endTime, "Lottery not over");
        l.firstTicketIdNextLottery = currentTicketId;
        l.status = Status.Close;
        randomGenerator.requestRandomNumber(lotteryId);
        emit LotteryClose(lotteryId, currentTicketId);
    }

    /// @notice Draws the number the generator returned, prices the brackets, pays the treasury, and (with
    ///         autoInjection) keeps the unwon shares for the next round.
    function drawFinalNumberAndMakeLotteryClaimable(uint256 lotteryId, bool autoInjection)
        external
        onlyOperator
        nonReentrant
    {
        Lottery storage l = _lotteries[lotteryId];
        require(l.status == Status.Close, "Lottery not close");
        (uint32 finalNumber, bool ready) = randomGenerator.viewRandomResult(lotteryId);
        require(ready, "Numbers not drawn");
        require(finalNumber >= MIN_TICKET_NUMBER && finalNumber <= MAX_TICKET_NUMBER, "Bad random number");
        l.finalNumber = finalNumber;

        uint256[6] memory matching = _countMatching(lotteryId, finalNumber); // matching[j]: first j+1 digits match
        uint256 collected = l.amountCollectedInCake;
        uint256 toWinners = (collected * (10000 - l.treasuryFee)) / 10000;
        uint256 unwon;
        uint256 higher; // tickets already counted in a higher bracket
        uint256 winners;
        for (uint256 k; k < 6; ++k) {
            uint256 j = 5 - k;
            uint256 count = matching[j] - higher;
            uint256 share = (toWinners * l.rewardsBreakdown[j]) / 10000;
            l.countWinnersPerBracket[j] = count;
            if (count != 0) {
                uint256 each = share / count;
                l.cakePerBracket[j] = each;
                unwon += share - each * count; // rounding remainder
                winners += count;
            } else {
                l.cakePerBracket[j] = 0;
                unwon += share;
            }
            higher = matching[j];
        }
        // What no bracket takes: the rounding of toWinners by the breakdown.
        uint256 allotted;
        for (uint256 j; j < 6; ++j) allotted += (toWinners * l.rewardsBreakdown[j]) / 10000;
        unwon += toWinners - allotted;

        l.status = Status.Claimable;
        uint256 toTreasury = collected - toWinners;
        uint256 rolled;
        if (autoInjection) {
            rolled = unwon;
            pendingInjectionNextLottery += unwon;
        } else {
            toTreasury += unwon;
        }
        if (toTreasury != 0) cakeToken.safeTransfer(treasuryAddress, toTreasury);
        emit TreasuryPaid(lotteryId, toTreasury, rolled);
        emit LotteryNumberDrawn(lotteryId, finalNumber, winners);
    }

    // ------------------------------------------------------------------ owner and injector

    function injectFunds(uint256 lotteryId, uint256 amount) external onlyOwnerOrInjector nonReentrant {
        Lottery storage l = _lotteries[lotteryId];
        require(l.status == Status.Open, "Lottery not open");
        require(amount != 0, "Nothing to inject");
        cakeToken.safeTransferFrom(msg.sender, address(this), amount);
        l.amountCollectedInCake += amount;
        _injected[lotteryId] += amount;
        emit LotteryInjection(lotteryId, amount);
    }

    /// @notice Step one of a change of random source: `randomGenerator_` may be applied RANDOM_GENERATOR_DELAY from
    ///         now (address(0) withdraws a proposal). Buyers see it coming in the event and the two getters.
    function proposeRandomGenerator(address randomGenerator_) external onlyOwner {
        uint256 applicableAt = randomGenerator_ == address(0) ? 0 : block.timestamp + RANDOM_GENERATOR_DELAY;
        pendingRandomGenerator = randomGenerator_;
        pendingRandomGeneratorAt = applicableAt;
        emit NewRandomGeneratorProposed(randomGenerator_, applicableAt);
    }

    /// @notice Step two: puts the proposed source in, once its delay is over, when no round is selling or waiting
    ///         for its number in time (between rounds, or the current round is stalled).
    function applyRandomGenerator() external onlyOwner {
        address next = pendingRandomGenerator;
        require(next != address(0), "No generator proposed");
        require(block.timestamp >= pendingRandomGeneratorAt, "Generator delay not over");
        require(_noRoundInProgress() || _stalled(currentLotteryId), "Lottery in progress");
        randomGenerator = IRandomNumberGenerator(next);
        pendingRandomGenerator = address(0);
        pendingRandomGeneratorAt = 0;
        emit NewRandomGenerator(next);
    }

    /// @notice Asks the current source for the number of a closed round that has stalled (DRAW_TIMEOUT after its
    ///         end time without a number): the source put in by applyRandomGenerator must answer for that id.
    function requestRandomNumberAgain(uint256 lotteryId) external onlyOwner nonReentrant {
        require(_lotteries[lotteryId].status == Status.Close, "Lottery not close");
        require(_stalled(lotteryId), "Lottery not stalled");
        randomGenerator.requestRandomNumber(lotteryId);
        emit RandomNumberRequestedAgain(lotteryId, address(randomGenerator));
    }

    // ------------------------------------------------------------------ refunds

    /// @notice Anyone: a round still without a number REFUND_TIMEOUT after its end time becomes refundable. Its
    ///         injected funds roll into the next round; its ticket sales wait for their buyers' claimRefund.
    function markRefundable(uint256 lotteryId) external nonReentrant {
        Lottery storage l = _lotteries[lotteryId];
        require(l.status == Status.Open || l.status == Status.Close, "Lottery not open or close");
        require(block.timestamp >= l.endTime + REFUND_TIMEOUT, "Too early to refund");
        require(!_numberReady(lotteryId), "Number ready: draw it");
        if (l.status == Status.Open) l.firstTicketIdNextLottery = currentTicketId; // never closed: sales end here
        l.status = Status.Refundable;
        uint256 injected = _injected[lotteryId];
        pendingInjectionNextLottery += injected;
        emit LotteryRefundable(lotteryId, l.amountCollectedInCake - injected, injected);
    }

    /// @notice Pays back what the caller paid for their tickets of a refundable round, once.
    function claimRefund(uint256 lotteryId) external nonReentrant {
        require(_lotteries[lotteryId].status == Status.Refundable, "Lottery not refundable");
        require(!_refunded[lotteryId][msg.sender], "Already refunded");
        uint256 amount = _userPaid(msg.sender, lotteryId);
        require(amount != 0, "Nothing to refund");
        _refunded[lotteryId][msg.sender] = true;
        cakeToken.safeTransfer(msg.sender, amount);
        emit TicketsRefund(msg.sender, lotteryId, amount);
    }

    function setOperatorAndTreasuryAndInjectorAddresses(address operator, address treasury, address injector)
        external
        onlyOwner
    {
        require(operator != address(0) && treasury != address(0) && injector != address(0), "Cannot be zero address");
        operatorAddress = operator;
        treasuryAddress = treasury;
        injectorAddress = injector;
        emit NewOperatorAndTreasuryAndInjectorAddresses(operator, treasury, injector);
    }

    function setMinAndMaxTicketPriceInCake(uint256 minPrice, uint256 maxPrice) external onlyOwner {
        require(minPrice != 0 && minPrice <= maxPrice, "minPrice must be < maxPrice");
        // What a user paid in a round is kept in 160 bits of their purchase entries (see _userPurchases).
        require(maxPrice <= type(uint128).max, "maxPrice above 2^128");
        minPriceTicketInCake = minPrice;
        maxPriceTicketInCake = maxPrice;
        emit NewMinAndMaxTicketPrice(minPrice, maxPrice);
    }

    function setMaxNumberTicketsPerBuy(uint256 maxNumberTickets) external onlyOwner {
        require(maxNumberTickets != 0 && maxNumberTickets <= MAX_TICKETS_LIMIT, "Must be 1..256");
        maxNumberTicketsPerBuyOrClaim = maxNumberTickets;
        emit NewMaxNumberTicketsPerBuyOrClaim(maxNumberTickets);
    }

    /// @notice Sends back tokens sent here by mistake; never the lottery's own token.
    function recoverWrongTokens(address token, uint256 amount) external onlyOwner {
        require(token != address(cakeToken), "Cannot be lottery token");
        IERC20(token).safeTransfer(msg.sender, amount);
        emit AdminTokenRecovery(token, amount);
    }

    // ------------------------------------------------------------------ views

    function viewLottery(uint256 lotteryId) external view returns (Lottery memory) {
        return _lotteries[lotteryId];
    }

    /// @notice The current round's id and the round (`viewLottery(currentLotteryId)`) in one call: a screen reads this
    ///         instead of `currentLotteryId` then `viewLottery(id)`, so its reads of a block do not wait on an earlier
    ///         answer, also in the block where a new round opens.
    function viewCurrentLottery() external view returns (uint256 lotteryId, Lottery memory lottery) {
        lotteryId = currentLotteryId;
        lottery = _lotteries[lotteryId];
    }

    function calculateTotalPriceForBulkTickets(uint256 discountDivisor, uint256 priceTicket, uint256 numberTickets)
        external
        pure
        returns (uint256)
    {
        require(discountDivisor >= MIN_DISCOUNT_DIVISOR, "Must be >= MIN_DISCOUNT_DIVISOR");
        require(numberTickets != 0, "Number of tickets must be > 0");
        return _calculateTotalPriceForBulkTickets(discountDivisor, priceTicket, numberTickets);
    }

    function viewNumbersAndStatusesForTicketIds(uint256[] calldata ticketIds)
        external
        view
        returns (uint32[] memory numbers, bool[] memory claimed)
    {
        uint256 n = ticketIds.length;
        numbers = new uint32[](n);
        claimed = new bool[](n);
        for (uint256 i; i < n; ++i) {
            uint256 id = ticketIds[i];
            if (id >= currentTicketId) continue;
            numbers[i] = _numberOf(id);
            claimed[i] = _claimed[id >> 8] & (1 << (id & 255)) != 0;
        }
    }

    /// @notice The prize of `ticketId` at `bracket`: non-zero only once drawn, when `bracket` is the ticket's highest
    ///         matching bracket and that bracket pays.
    function viewRewardsForTicketId(uint256 lotteryId, uint256 ticketId, uint32 bracket) external view returns (uint256) {
        Lottery storage l = _lotteries[lotteryId];
        if (l.status != Status.Claimable || bracket > 5) return 0;
        if (ticketId < l.firstTicketId || ticketId >= l.firstTicketIdNextLottery) return 0;
        if (_highestBracket(_numberOf(ticketId), l.finalNumber) != int256(uint256(bracket))) return 0;
        return l.cakePerBracket[bracket];
    }

    /// @notice The owner of a ticket (address(0) for an id not sold).
    function viewTicketOwner(uint256 ticketId) external view returns (address) {
        if (ticketId >= currentTicketId) return address(0);
        return _ownerOf(ticketId);
    }

    /// @notice A page of `user`'s tickets in `lotteryId`: from the user's `cursor`-th ticket, at most `size`.
    /// @return ticketIds, numbers, claimed flags, and the cursor of the next page (the count so far).
    function viewUserInfoForLotteryId(address user, uint256 lotteryId, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory, uint32[] memory, bool[] memory, uint256)
    {
        uint256[] storage purchases = _userPurchases[user][lotteryId];
        uint256 total = purchases.length == 0 ? 0 : uint32(purchases[purchases.length - 1]);
        uint256 length = cursor >= total ? 0 : Math.min(size, total - cursor);
        uint256[] memory ids = new uint256[](length);
        uint32[] memory numbers = new uint32[](length);
        bool[] memory claimed = new bool[](length);
        if (length != 0) _fillPage(purchases, cursor, ids, numbers, claimed);
        return (ids, numbers, claimed, cursor + length);
    }

    /// @notice What `user` paid for their tickets of `lotteryId` (its refund if the round is refundable), and
    ///         whether that refund was paid.
    function viewRefund(address user, uint256 lotteryId) external view returns (uint256 paid, bool refunded) {
        paid = _userPaid(user, lotteryId);
        refunded = _refunded[lotteryId][user];
    }

    /// @notice How many tickets `user` holds in `lotteryId`.
    function viewUserTicketCount(address user, uint256 lotteryId) external view returns (uint256) {
        return _userTicketCount(user, lotteryId);
    }

    /// @notice The current round's id and how many tickets `user` holds in it (`viewUserTicketCount(user,
    ///         currentLotteryId)`), in one call for the same reason as `viewCurrentLottery`.
    function viewUserCurrentTicketCount(address user) external view returns (uint256 lotteryId, uint256 count) {
        lotteryId = currentLotteryId;
        count = _userTicketCount(user, lotteryId);
    }

    // ------------------------------------------------------------------ internals

    function _calculateTotalPriceForBulkTickets(uint256 discountDivisor, uint256 priceTicket, uint256 numberTickets)
        internal
        pure
        returns (uint256)
    {
        return (priceTicket * numberTickets * (discountDivisor + 1 - numberTickets)) / discountDivisor;
    }

    function _userTicketCount(address user, uint256 lotteryId) internal view returns (uint256) {
        uint256[] storage purchases = _userPurchases[user][lotteryId];
        return purchases.length == 0 ? 0 : uint32(purchases[purchases.length - 1]);
    }

    function _userPaid(address user, uint256 lotteryId) internal view returns (uint256) {
        uint256[] storage purchases = _userPurchases[user][lotteryId];
        return purchases.length == 0 ? 0 : uint160(purchases[purchases.length - 1] >> 32);
    }

    function _noRoundInProgress() internal view returns (bool) {
        Status s = _lotteries[currentLotteryId].status;
        return currentLotteryId == 0 || s == Status.Claimable || s == Status.Refundable;
    }

    /// @dev Sold or waiting for its number DRAW_TIMEOUT past its end time, with no usable number.
    function _stalled(uint256 lotteryId) internal view returns (bool) {
        Lottery storage l = _lotteries[lotteryId];
        return (l.status == Status.Open || l.status == Status.Close) && block.timestamp >= l.endTime + DRAW_TIMEOUT
            && !_numberReady(lotteryId);
    }

    /// @dev Whether the current source has a number the draw would accept. A source that reverts, or answers out
    ///      of range, has none: it must not keep a round from its refund.
    function _numberReady(uint256 lotteryId) internal view returns (bool) {
        try randomGenerator.viewRandomResult(lotteryId) returns (uint32 number, bool ready) {
            return ready && number >= MIN_TICKET_NUMBER && number <= MAX_TICKET_NUMBER;
        } catch {
            return false;
        }
    }

    function _numberOf(uint256 ticketId) internal view returns (uint32) {
        return uint32(_numbers[ticketId >> 3] >> ((ticketId & 7) * 32));
    }

    function _ownerOf(uint256 ticketId) internal view returns (address) {
        uint256 word = ticketId >> 8;
        uint256 bits = _purchaseStarts[word] & (type(uint256).max >> (255 - (ticketId & 255)));
        if (bits == 0) {
            if (word == 0) return address(0);
            word -= 1;
            bits = _purchaseStarts[word];
            if (bits == 0) return address(0);
        }
        return _buyerOf[(word << 8) | Math.log2(bits)];
    }

    /// @dev The highest bracket (0..5) `number` wins against `finalNumber`, or -1 when the last digit differs.
    function _highestBracket(uint32 number, uint32 finalNumber) internal pure returns (int256 bracket) {
        bracket = -1;
        uint256 m = 10;
        for (uint256 j; j < 6; ++j) {
            if (number % m != finalNumber % m) break;
            bracket = int256(j);
            m *= 10;
        }
    }

    /// @dev Fills ids/numbers/claimed with the user's tickets from index `cursor` on.
    function _fillPage(
        uint256[] storage purchases,
        uint256 cursor,
        uint256[] memory ids,
        uint32[] memory numbers,
        bool[] memory claimed
    ) private view {
        // First purchase whose running count passes `cursor` (binary search over the running counts).
        uint256 p;
        uint256 hi = purchases.length - 1;
        while (p < hi) {
            uint256 mid = (p + hi) / 2;
            if (uint32(purchases[mid]) > cursor) hi = mid;
            else p = mid + 1;
        }
        uint256 countBefore = p == 0 ? 0 : uint32(purchases[p - 1]);
        uint256 entry = purchases[p];
        for (uint256 i; i < ids.length; ++i) {
            uint256 index = cursor + i;
            while (index >= uint32(entry)) {
                countBefore = uint32(entry);
                entry = purchases[++p];
            }
            uint256 id = (entry >> 192) + (index - countBefore);
            ids[i] = id;
            numbers[i] = _numberOf(id);
            claimed[i] = _claimed[id >> 8] & (1 << (id & 255)) != 0;
        }
    }

    function _lane(uint256 slot, uint256 digit) private pure returns (uint256) {
        return (slot >> (digit * LANE_BITS)) & LANE_MASK;
    }

    function _laneSum(uint256 slot) private pure returns (uint256 s) {
        for (uint256 d; d < 10; ++d) s += (slot >> (d * LANE_BITS)) & LANE_MASK;
    }

    /// @dev matching[j] = tickets of the round whose last j+1 digits equal the final number's.
    function _countMatching(uint256 lotteryId, uint256 f) private view returns (uint256[6] memory matching) {
        mapping(uint256 => uint256) storage c = _counters[lotteryId];
        matching[0] = _lane(c[0], f % 10);
        matching[1] = _lane(c[1 + (f % 10)], (f / 10) % 10);
        matching[2] = _lane(c[11 + (f % 100)], (f / 100) % 10);
        uint256 four;
        for (uint256 x; x < 10; ++x) four += _laneSum(c[FULL_KEY_BASE + (f % 10_000) + x * 10_000]);
        matching[3] = four;
        uint256 full = c[FULL_KEY_BASE + (f % 100_000)];
        matching[4] = _laneSum(full);
        matching[5] = _lane(full, (f / 100_000) % 10);
    }
}
