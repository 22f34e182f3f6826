// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IPriceFeed} from "./PriceAggregator.sol";

/// @title FuelPrediction: the bull/bear BNB price game, in rounds measured in blocks
/// @notice Round `e` goes through three phases:
///         - open: from its start until `lockBlock` (start + intervalBlocks) anyone may bet once, Bull or Bear,
///           at least `minBetAmount` of BNB;
///         - live: `executeRound` locks it with the oracle's price (lockPrice), no more bets;
///         - ended: the next `executeRound`, at or after `endBlock` (start + 2 * intervalBlocks), closes it with
///           the oracle's price (closePrice) and computes the rewards.
///         Each `executeRound` locks the open round, ends the live one and starts a new open round, so at any
///         time one round is open (currentEpoch) and one is live (currentEpoch - 1).
///
///         Results. closePrice > lockPrice: Bull wins; closePrice < lockPrice: Bear wins; equal: the House wins
///         (nobody can claim; the whole pot goes to the treasury). Winners share `rewardAmount` = total *
///         rewardRate / 100 in proportion to their bets: payout = amount * rewardAmount / rewardBaseCalAmount
///         (the winning side's total), rounded down. The rest, (100 - rewardRate)% of the pot, is the treasury's
///         fee. When nobody bet on the winning side the pot also goes to the treasury (nobody could claim it).
///
///         Failure. A round has failed (is canceled) when its lock or close could not happen within
///         `bufferBlocks` of the block it was due: `executeRound` marks it canceled when it runs late, and a
///         round never closed by the time `endBlock + bufferBlocks` has passed counts as failed even if nobody
///         calls again. Every bet in a failed round is refunded in full through `claim`.
///
///         Oracle. Every lock and close reads `latestRoundData()` and refuses a price older than
///         `oracleUpdateAllowance` seconds and a round id that is not strictly above the one used last, so
///         the same (possibly stale) answer is never used twice. A late `executeRound` cancels without
///         reading the oracle, so the game recovers even while the feed is stuck.
///
///         On BSC (56) and its testnet (97) the oracle can only be Chainlink's BNB/USD feed (pinned below, in
///         the constructor and in `setOracle`), so no key of ours can write the price a round settles on.
///
///         Execution. Anyone may call `genesisStartRound`, `genesisLockRound` and `executeRound` once they are
///         due (the lock block reached). If only one key could, it would hold a free option: execute when the
///         side it backs is winning, wait out the buffer when it is not, and turn the loss into a refund.
///         With anyone able to execute, whoever loses by the cancel (the live round's winners, and the caller
///         through the keeper reward) executes instead. The caller of an `executeRound` that settles a round
///         gets `keeperRewardRate`% of that round's normal fee (pot x (100 - rewardRate)%), whatever the
///         result, so the reward pays for the gas without depending on which side won.
///
///         Roles: the owner names the admin; the admin names the operator and the treasury, sets the
///         parameters (while paused), pauses and unpauses, and sends the accumulated fee to the treasury. The
///         operator is the project's own round keeper; like the owner and the admin it may not bet, so a key
///         that runs the game never has a stake in a round. After an unpause anyone starts over with
///         genesisStartRound and genesisLockRound; rounds left behind by the pause fail by the time rule.
contract FuelPrediction is Ownable, Pausable, ReentrancyGuard {
    enum Position {
        Bull,
        Bear
    }

    struct Round {
        uint256 epoch;
        uint256 startBlock;
        uint256 lockBlock;
        uint256 endBlock;
        int256 lockPrice;
        int256 closePrice;
        uint256 lockOracleId;
        uint256 closeOracleId;
        uint256 totalAmount;
        uint256 bullAmount;
        uint256 bearAmount;
        uint256 rewardBaseCalAmount;
        uint256 rewardAmount;
        bool oracleCalled;
        bool canceled;
    }

    struct BetInfo {
        Position position;
        uint256 amount;
        bool claimed;
    }

    uint256 public constant MIN_REWARD_RATE = 90; // the fee is at most 10%
    uint256 public constant MAX_KEEPER_REWARD_RATE = 50; // the treasury keeps at least half of the normal fee

    /// @notice Chainlink's BNB/USD aggregator proxy on BSC, the only oracle the market accepts on chain 56.
    address public constant CHAINLINK_BNB_USD_BSC = 0x0567F2323251f0Aab15c8dFb1967E4e8A7D42aeE;
    /// @notice The BNB/USD feed on BSC testnet, the only oracle accepted on chain 97. This address is seen only in
    ///         third-party code, not checked against Chainlink's own list: confirm it answers BNB/USD with 8
    ///         decimals before deploying there.
    address public constant CHAINLINK_BNB_USD_BSC_TESTNET = 0x2514895c72f50D8bd4B4F9b1110F0D6bD2c97526;

    IPriceFeed public oracle;
    address public adminAddress;
    address public operatorAddress;
    address public treasuryAddress;

    uint256 public intervalBlocks;
    uint256 public bufferBlocks;
    uint256 public minBetAmount;
    uint256 public rewardRate; // percent of the pot paid to winners
    uint256 public oracleUpdateAllowance; // seconds
    uint256 public oracleLatestRoundId;
    uint256 public treasuryAmount; // accumulated fee not yet sent to the treasury
    uint256 public keeperRewardRate; // percent of a settled round's normal fee paid to the executeRound caller

    uint256 public currentEpoch;
    bool public genesisStartOnce;
    bool public genesisLockOnce;

    mapping(uint256 => Round) private _rounds;
    mapping(uint256 => mapping(address => BetInfo)) private _ledger;
    mapping(address => uint256[]) private _userRounds;

    event BetBull(address indexed sender, uint256 indexed epoch, uint256 amount);
    event BetBear(address indexed sender, uint256 indexed epoch, uint256 amount);
    event Claim(address indexed sender, uint256 indexed epoch, uint256 amount, bool refund);
    event StartRound(uint256 indexed epoch, uint256 blockNumber, uint256 lockBlock, uint256 endBlock);
    event LockRound(uint256 indexed epoch, uint256 blockNumber, uint256 oracleRoundId, int256 price);
    event EndRound(uint256 indexed epoch, uint256 blockNumber, uint256 oracleRoundId, int256 price);
    event RoundCanceled(uint256 indexed epoch, uint256 blockNumber);
    event RewardsCalculated(
        uint256 indexed epoch, uint256 rewardBaseCalAmount, uint256 rewardAmount, uint256 treasuryAmount
    );
    event Pause(uint256 indexed epoch);
    event Unpause(uint256 indexed epoch);
    event NewAdmin(address admin);
    event NewOperator(address operator);
    event NewTreasury(address treasury);
    event NewOracle(address oracle);
    event NewIntervalBlocks(uint256 intervalBlocks);
    event NewBufferBlocks(uint256 bufferBlocks);
    event NewMinBetAmount(uint256 minBetAmount);
    event NewRewardRate(uint256 rewardRate);
    event NewOracleUpdateAllowance(uint256 oracleUpdateAllowance);
    event TreasuryClaim(address indexed to, uint256 amount);
    event NewKeeperRewardRate(uint256 keeperRewardRate);
    event KeeperReward(address indexed keeper, uint256 indexed epoch, uint256 amount);

    modifier onlyAdmin() {
        require(msg.sender == adminAddress, "Prediction: not admin");
        _;
    }

    constructor(
        address owner_,
        address oracle_,
        address admin_,
        address operator_,
        address treasury_,
        uint256 intervalBlocks_,
        uint256 bufferBlocks_,
        uint256 minBetAmount_,
        uint256 oracleUpdateAllowance_
    ) Ownable(owner_) {
        require(oracle_ != address(0) && admin_ != address(0) && treasury_ != address(0), "Prediction: zero address");
        _requirePublicFeed(oracle_);
        oracle = IPriceFeed(oracle_);
        adminAddress = admin_;
        operatorAddress = operator_;
        treasuryAddress = treasury_;
        _setTiming(intervalBlocks_, bufferBlocks_);
        minBetAmount = minBetAmount_;
        rewardRate = 97;
        keeperRewardRate = 10;
        oracleUpdateAllowance = oracleUpdateAllowance_;
    }

    // ------------------------------------------------------------------ betting

    function betBull(uint256 epoch) external payable {
        _bet(epoch, Position.Bull);
    }

    function betBear(uint256 epoch) external payable {
        _bet(epoch, Position.Bear);
    }

    function _bet(uint256 epoch, Position position) private whenNotPaused nonReentrant {
        require(
            msg.sender != operatorAddress && msg.sender != adminAddress && msg.sender != owner(),
            "Prediction: the market's roles cannot bet"
        );
        require(epoch == currentEpoch, "Prediction: bet is too early or too late");
        require(bettable(epoch), "Prediction: round not bettable");
        require(msg.value >= minBetAmount, "Prediction: bet amount below the minimum");
        BetInfo storage bet = _ledger[epoch][msg.sender];
        require(bet.amount == 0, "Prediction: can only bet once per round");

        Round storage round = _rounds[epoch];
        round.totalAmount += msg.value;
        if (position == Position.Bull) round.bullAmount += msg.value;
        else round.bearAmount += msg.value;
        bet.position = position;
        bet.amount = msg.value;
        _userRounds[msg.sender].push(epoch);

        if (position == Position.Bull) emit BetBull(msg.sender, epoch, msg.value);
        else emit BetBear(msg.sender, epoch, msg.value);
    }

    /// @notice Collects wins and refunds of failed rounds for the given epochs, in one transfer.
    function claim(uint256[] calldata epochs) external nonReentrant {
        uint256 total;
        for (uint256 i = 0; i < epochs.length; i++) {
            uint256 epoch = epochs[i];
            Round storage round = _rounds[epoch];
            require(round.startBlock != 0, "Prediction: round has not started");
            BetInfo storage bet = _ledger[epoch][msg.sender];
            uint256 amount;
            bool refund;
            if (round.oracleCalled) {
                require(claimable(epoch, msg.sender), "Prediction: not eligible for claim");
                amount = (bet.amount * round.rewardAmount) / round.rewardBaseCalAmount;
            } else {
                require(refundable(epoch, msg.sender), "Prediction: not eligible for refund");
                amount = bet.amount;
                refund = true;
            }
            bet.claimed = true;
            total += amount;
            emit Claim(msg.sender, epoch, amount, refund);
        }
        if (total > 0) _send(msg.sender, total);
    }

    // ------------------------------------------------------------------ views

    function rounds(uint256 epoch) external view returns (Round memory) {
        return _rounds[epoch];
    }

    function ledger(uint256 epoch, address user)
        external
        view
        returns (Position position, uint256 amount, bool claimed)
    {
        BetInfo memory b = _ledger[epoch][user];
        return (b.position, b.amount, b.claimed);
    }

    /// @notice Whether bets are accepted in `epoch` now (also needs `epoch == currentEpoch` and no pause).
    function bettable(uint256 epoch) public view returns (bool) {
        Round storage r = _rounds[epoch];
        return r.startBlock != 0 && !r.canceled && r.lockOracleId == 0 && block.number >= r.startBlock
            && block.number < r.lockBlock;
    }

    /// @notice A round failed: canceled by a late execution, or never closed within the buffer.
    function failed(uint256 epoch) public view returns (bool) {
        Round storage r = _rounds[epoch];
        if (r.startBlock == 0 || r.oracleCalled) return false;
        return r.canceled || block.number > r.endBlock + bufferBlocks;
    }

    /// @notice `user` won `epoch` and has not collected yet.
    function claimable(uint256 epoch, address user) public view returns (bool) {
        Round storage r = _rounds[epoch];
        BetInfo storage b = _ledger[epoch][user];
        if (!r.oracleCalled || b.amount == 0 || b.claimed) return false;
        return (r.closePrice > r.lockPrice && b.position == Position.Bull)
            || (r.closePrice < r.lockPrice && b.position == Position.Bear);
    }

    /// @notice `user` bet in `epoch`, the round failed and the bet was not reclaimed yet.
    function refundable(uint256 epoch, address user) public view returns (bool) {
        BetInfo storage b = _ledger[epoch][user];
        return failed(epoch) && b.amount != 0 && !b.claimed;
    }

    function getUserRoundsLength(address user) external view returns (uint256) {
        return _userRounds[user].length;
    }

    /// @notice A page of the epochs `user` bet in (oldest first) with the bets, and the cursor of the next page.
    function getUserRounds(address user, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory epochs, BetInfo[] memory bets, uint256 nextCursor)
    {
        uint256[] storage all = _userRounds[user];
        uint256 length = cursor >= all.length ? 0 : all.length - cursor;
        if (length > size) length = size;
        epochs = new uint256[](length);
        bets = new BetInfo[](length);
        for (uint256 i = 0; i < length; i++) {
            epochs[i] = all[cursor + i];
            bets[i] = _ledger[epochs[i]][user];
        }
        nextCursor = cursor + length;
    }

    /// @notice The current epoch and, in the same call, the rounds of the `count` epochs up to it (oldest first, none
    ///         below epoch 1): `list[i]` is `rounds(epoch + 1 - list.length + i)`. A screen reads this instead of
    ///         `currentEpoch` then `rounds(e)`, so its reads of a block do not wait on an earlier answer, also in the
    ///         block where the round changes.
    function viewCurrentRounds(uint256 count) external view returns (uint256 epoch, Round[] memory list) {
        epoch = currentEpoch;
        (uint256 first, uint256 n) = _recentEpochs(epoch, count);
        list = new Round[](n);
        for (uint256 i = 0; i < n; i++) {
            list[i] = _rounds[first + i];
        }
    }

    /// @notice The current epoch and `user`'s part of the same epochs as `viewCurrentRounds(count)`: for each, the
    ///         `ledger` entry and `claimable` and `refundable` now.
    function viewUserCurrentRounds(address user, uint256 count)
        external
        view
        returns (uint256 epoch, BetInfo[] memory bets, bool[] memory claimableNow, bool[] memory refundableNow)
    {
        epoch = currentEpoch;
        (uint256 first, uint256 n) = _recentEpochs(epoch, count);
        bets = new BetInfo[](n);
        claimableNow = new bool[](n);
        refundableNow = new bool[](n);
        for (uint256 i = 0; i < n; i++) {
            bets[i] = _ledger[first + i][user];
            claimableNow[i] = claimable(first + i, user);
            refundableNow[i] = refundable(first + i, user);
        }
    }

    // ------------------------------------------------------------------ execution (anyone, once due)

    /// @notice Starts the first open round (again after an unpause).
    function genesisStartRound() external whenNotPaused {
        require(!genesisStartOnce, "Prediction: genesis start already done");
        currentEpoch = currentEpoch + 1;
        _startRound(currentEpoch);
        genesisStartOnce = true;
    }

    /// @notice Locks the genesis round and opens the next. Late past the buffer: cancels it and opens a new one
    ///         instead, to be locked by another genesisLockRound.
    function genesisLockRound() external whenNotPaused {
        require(genesisStartOnce, "Prediction: genesis start first");
        require(!genesisLockOnce, "Prediction: genesis lock already done");
        uint256 epoch = currentEpoch;
        Round storage r = _rounds[epoch];
        if (block.number > r.lockBlock + bufferBlocks) {
            _cancel(epoch);
        } else {
            require(block.number >= r.lockBlock, "Prediction: too early to lock");
            (uint80 oracleId, int256 price) = _oraclePrice();
            _lock(epoch, oracleId, price);
            genesisLockOnce = true;
        }
        currentEpoch = epoch + 1;
        _startRound(epoch + 1);
    }

    /// @notice Locks the open round, closes the live one and opens the next. A lock that is late past the
    ///         buffer cancels both the open and the live round (neither can get a fair price any more); a close
    ///         late past the buffer cancels the live round. A call that settles the live round pays the caller
    ///         the keeper reward.
    function executeRound() external whenNotPaused nonReentrant {
        require(genesisStartOnce && genesisLockOnce, "Prediction: genesis rounds first");
        uint256 epoch = currentEpoch;
        Round storage open = _rounds[epoch];
        Round storage live = _rounds[epoch - 1];
        bool liveLocked = live.lockOracleId != 0 && !live.canceled && !live.oracleCalled;
        uint256 keeperReward;

        if (block.number > open.lockBlock + bufferBlocks) {
            _cancel(epoch);
            if (liveLocked) _cancel(epoch - 1);
        } else {
            require(block.number >= open.lockBlock, "Prediction: too early to lock");
            (uint80 oracleId, int256 price) = _oraclePrice();
            _lock(epoch, oracleId, price);
            if (liveLocked) {
                // open.lockBlock >= live.endBlock, so the live round is due.
                if (block.number > live.endBlock + bufferBlocks) {
                    _cancel(epoch - 1);
                } else {
                    live.closePrice = price;
                    live.closeOracleId = oracleId;
                    live.oracleCalled = true;
                    emit EndRound(epoch - 1, block.number, oracleId, price);
                    keeperReward = _calculateRewards(epoch - 1);
                }
            }
        }
        currentEpoch = epoch + 1;
        _startRound(epoch + 1);
        if (keeperReward > 0) {
            emit KeeperReward(msg.sender, epoch - 1, keeperReward);
            _send(msg.sender, keeperReward);
        }
    }

    // ------------------------------------------------------------------ admin

    function pause() external onlyAdmin whenNotPaused {
        _pause();
        emit Pause(currentEpoch);
    }

    /// @notice Resumes; the operator then starts over with the genesis calls.
    function unpause() external onlyAdmin whenPaused {
        genesisStartOnce = false;
        genesisLockOnce = false;
        _unpause();
        emit Unpause(currentEpoch);
    }

    function setOperator(address operator_) external onlyAdmin {
        require(operator_ != address(0), "Prediction: zero address");
        operatorAddress = operator_;
        emit NewOperator(operator_);
    }

    function setTreasury(address treasury_) external onlyAdmin {
        require(treasury_ != address(0), "Prediction: zero address");
        treasuryAddress = treasury_;
        emit NewTreasury(treasury_);
    }

    /// @notice Round length and grace period, in blocks. While paused, so no round in flight changes meaning.
    function setIntervalAndBuffer(uint256 intervalBlocks_, uint256 bufferBlocks_) external onlyAdmin whenPaused {
        _setTiming(intervalBlocks_, bufferBlocks_);
    }

    function setMinBetAmount(uint256 minBetAmount_) external onlyAdmin whenPaused {
        require(minBetAmount_ != 0, "Prediction: minimum must be above 0");
        minBetAmount = minBetAmount_;
        emit NewMinBetAmount(minBetAmount_);
    }

    function setRewardRate(uint256 rewardRate_) external onlyAdmin whenPaused {
        require(rewardRate_ >= MIN_REWARD_RATE && rewardRate_ <= 100, "Prediction: reward rate out of range");
        rewardRate = rewardRate_;
        emit NewRewardRate(rewardRate_);
    }

    /// @notice On 56/97 only Chainlink's BNB/USD feed is accepted (see `_requirePublicFeed`).
    function setOracle(address oracle_) external onlyAdmin whenPaused {
        require(oracle_ != address(0), "Prediction: zero address");
        _requirePublicFeed(oracle_);
        oracle = IPriceFeed(oracle_);
        oracleLatestRoundId = 0; // round ids are per feed
        emit NewOracle(oracle_);
    }

    /// @notice The executeRound caller's share of a settled round's normal fee, in percent (at most 50).
    function setKeeperRewardRate(uint256 keeperRewardRate_) external onlyAdmin whenPaused {
        require(keeperRewardRate_ <= MAX_KEEPER_REWARD_RATE, "Prediction: keeper reward rate out of range");
        keeperRewardRate = keeperRewardRate_;
        emit NewKeeperRewardRate(keeperRewardRate_);
    }

    function setOracleUpdateAllowance(uint256 seconds_) external onlyAdmin whenPaused {
        oracleUpdateAllowance = seconds_;
        emit NewOracleUpdateAllowance(seconds_);
    }

    /// @notice Sends the accumulated fee to the treasury.
    function claimTreasury() external nonReentrant onlyAdmin {
        uint256 amount = treasuryAmount;
        treasuryAmount = 0;
        if (amount > 0) _send(treasuryAddress, amount);
        emit TreasuryClaim(treasuryAddress, amount);
    }

    function setAdmin(address admin_) external onlyOwner {
        require(admin_ != address(0), "Prediction: zero address");
        adminAddress = admin_;
        emit NewAdmin(admin_);
    }

    // ------------------------------------------------------------------ internals

    function _setTiming(uint256 intervalBlocks_, uint256 bufferBlocks_) private {
        require(intervalBlocks_ > 0, "Prediction: interval must be above 0");
        require(bufferBlocks_ > 0 && bufferBlocks_ < intervalBlocks_, "Prediction: buffer must be below the interval");
        intervalBlocks = intervalBlocks_;
        bufferBlocks = bufferBlocks_;
        emit NewIntervalBlocks(intervalBlocks_);
        emit NewBufferBlocks(bufferBlocks_);
    }

    /// @dev The first and the number of the at most `count` epochs up to `epoch`, none below epoch 1.
    function _recentEpochs(uint256 epoch, uint256 count) private pure returns (uint256 first, uint256 n) {
        n = count < epoch ? count : epoch;
        first = epoch + 1 - n;
    }

    function _startRound(uint256 epoch) private {
        Round storage r = _rounds[epoch];
        r.epoch = epoch;
        r.startBlock = block.number;
        r.lockBlock = block.number + intervalBlocks;
        r.endBlock = block.number + 2 * intervalBlocks;
        emit StartRound(epoch, block.number, r.lockBlock, r.endBlock);
    }

    function _lock(uint256 epoch, uint80 oracleId, int256 price) private {
        Round storage r = _rounds[epoch];
        r.lockPrice = price;
        r.lockOracleId = oracleId;
        emit LockRound(epoch, block.number, oracleId, price);
    }

    function _cancel(uint256 epoch) private {
        _rounds[epoch].canceled = true;
        emit RoundCanceled(epoch, block.number);
    }

    /// @dev Sets the round's winners' share; returns the keeper's part of the fee, which the treasury does not get.
    ///      The keeper's part is computed on the normal fee (pot x (100 - rewardRate)%) even when the whole pot
    ///      goes to the treasury (a House round, or nobody on the winning side), so it is the same whatever the
    ///      result and gives the caller no reason to prefer one.
    function _calculateRewards(uint256 epoch) private returns (uint256 keeperReward) {
        Round storage r = _rounds[epoch];
        uint256 base;
        if (r.closePrice > r.lockPrice) base = r.bullAmount;
        else if (r.closePrice < r.lockPrice) base = r.bearAmount;
        uint256 reward = base == 0 ? 0 : (r.totalAmount * rewardRate) / 100;
        uint256 fee = r.totalAmount - reward;
        keeperReward = (r.totalAmount * (100 - rewardRate) * keeperRewardRate) / 10_000;
        r.rewardBaseCalAmount = base;
        r.rewardAmount = reward;
        treasuryAmount += fee - keeperReward;
        emit RewardsCalculated(epoch, base, reward, fee - keeperReward);
    }

    /// @dev On BSC and its testnet the price must come from Chainlink's feed, which no key of ours can write; a
    ///      feed we push (PriceAggregator) or any other contract would let its keeper pick the lock and close prices.
    function _requirePublicFeed(address oracle_) private view {
        if (block.chainid == 56) {
            require(oracle_ == CHAINLINK_BNB_USD_BSC, "Prediction: oracle must be Chainlink's BNB/USD feed");
        } else if (block.chainid == 97) {
            require(oracle_ == CHAINLINK_BNB_USD_BSC_TESTNET, "Prediction: oracle must be Chainlink's BNB/USD feed");
        }
    }

    function _oraclePrice() private returns (uint80 roundId, int256 price) {
        uint256 updatedAt;
        (roundId, price,, updatedAt,) = oracle.latestRoundData();
        require(updatedAt <= block.timestamp, "Prediction: oracle time in the future");
        require(block.timestamp - updatedAt <= oracleUpdateAllowance, "Prediction: oracle price is stale");
        require(uint256(roundId) > oracleLatestRoundId, "Prediction: oracle round id must increase");
        require(price > 0, "Prediction: oracle price must be positive");
        oracleLatestRoundId = roundId;
    }

    function _send(address to, uint256 amount) private {
        (bool ok,) = to.call{value: amount}("");
        require(ok, "Prediction: BNB transfer failed");
    }
}
