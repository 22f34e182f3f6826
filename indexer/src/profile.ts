/**
 * Profile indexing: the registry's users and teams with
 * their totals, a record for every point increase of a user (its achievements) or a team, and the holder of
 * every collectible (a user's collectibles; a profile picture is held by the registry). A deployment
 * without profiles indexes the zero address (no events).
 *
 * Team members follow the registry: a new or reactivated profile adds one, a pause removes one, a change of
 * team moves one. Point decreases carry no campaign: they only lower the totals.
 */
import { ponder, type Context } from 'ponder:registry';
import { collectible, profileTeam, profileUser, teamPoint, userPoint } from 'ponder:schema';
import { zeroAddress, type Hex } from 'viem';

const lower = (a: string) => a.toLowerCase() as Hex;
const eventId = (e: { transaction: { hash: Hex }; log: { logIndex: number } }) => `${e.transaction.hash}-${e.log.logIndex}`;

async function moveMember(context: Context, teamId: bigint, by: 1 | -1, block: number) {
  await context.db.update(profileTeam, { id: Number(teamId) }).set((row) => ({ users: row.users + by, block }));
}

ponder.on('FuelProfile:TeamAdd', async ({ event, context }) => {
  await context.db.insert(profileTeam).values({
    id: Number(event.args.teamId),
    name: event.args.teamName,
    description: event.args.teamDescription,
    users: 0,
    points: 0n,
    isJoinable: true,
    block: Number(event.block.number),
  });
});

ponder.on('FuelProfile:TeamRename', async ({ event, context }) => {
  await context.db
    .update(profileTeam, { id: Number(event.args.teamId) })
    .set({ name: event.args.teamName, description: event.args.teamDescription, block: Number(event.block.number) });
});

ponder.on('FuelProfile:TeamJoinable', async ({ event, context }) => {
  await context.db
    .update(profileTeam, { id: Number(event.args.teamId) })
    .set({ isJoinable: event.args.isJoinable, block: Number(event.block.number) });
});

ponder.on('FuelProfile:TeamPointIncrease', async ({ event, context }) => {
  const { teamId, numberPoints, campaignId } = event.args;
  const block = Number(event.block.number);
  await context.db.update(profileTeam, { id: Number(teamId) }).set((row) => ({ points: row.points + numberPoints, block }));
  await context.db.insert(teamPoint).values({
    id: eventId(event),
    teamId: Number(teamId),
    campaignId,
    points: numberPoints,
    timestamp: Number(event.block.timestamp),
    block,
  });
});

ponder.on('FuelProfile:TeamPointDecrease', async ({ event, context }) => {
  const block = Number(event.block.number);
  await context.db
    .update(profileTeam, { id: Number(event.args.teamId) })
    .set((row) => ({ points: row.points - event.args.numberPoints, block }));
});

ponder.on('FuelProfile:UserNew', async ({ event, context }) => {
  const { user, userId, teamId, nftAddress, tokenId } = event.args;
  const block = Number(event.block.number);
  await context.db.insert(profileUser).values({
    id: lower(user),
    userId,
    teamId: Number(teamId),
    nftAddress: lower(nftAddress),
    tokenId,
    isActive: true,
    points: 0n,
    createdAt: Number(event.block.timestamp),
    block,
  });
  await moveMember(context, teamId, 1, block);
});

ponder.on('FuelProfile:UserPause', async ({ event, context }) => {
  const block = Number(event.block.number);
  await context.db
    .update(profileUser, { id: lower(event.args.user) })
    .set({ isActive: false, nftAddress: zeroAddress, tokenId: 0n, block });
  await moveMember(context, event.args.teamId, -1, block);
});

ponder.on('FuelProfile:UserReactivate', async ({ event, context }) => {
  const { user, teamId, nftAddress, tokenId } = event.args;
  const block = Number(event.block.number);
  await context.db.update(profileUser, { id: lower(user) }).set({ isActive: true, nftAddress: lower(nftAddress), tokenId, block });
  await moveMember(context, teamId, 1, block);
});

ponder.on('FuelProfile:UserUpdate', async ({ event, context }) => {
  const { user, nftAddress, tokenId } = event.args;
  await context.db
    .update(profileUser, { id: lower(user) })
    .set({ nftAddress: lower(nftAddress), tokenId, block: Number(event.block.number) });
});

ponder.on('FuelProfile:UserChangeTeam', async ({ event, context }) => {
  const { user, oldTeamId, newTeamId } = event.args;
  const block = Number(event.block.number);
  await context.db.update(profileUser, { id: lower(user) }).set({ teamId: Number(newTeamId), block });
  await moveMember(context, oldTeamId, -1, block);
  await moveMember(context, newTeamId, 1, block);
});

ponder.on('FuelProfile:UserPointIncrease', async ({ event, context }) => {
  const { user, numberPoints, campaignId } = event.args;
  const block = Number(event.block.number);
  await context.db.update(profileUser, { id: lower(user) }).set((row) => ({ points: row.points + numberPoints, block }));
  await context.db.insert(userPoint).values({
    id: eventId(event),
    user: lower(user),
    campaignId,
    points: numberPoints,
    timestamp: Number(event.block.timestamp),
    block,
  });
});

ponder.on('FuelProfile:UserPointDecrease', async ({ event, context }) => {
  const block = Number(event.block.number);
  await context.db
    .update(profileUser, { id: lower(event.args.user) })
    .set((row) => ({ points: row.points - event.args.numberPoints, block }));
});

// A mint is Transfer (from the zero address) then BunnyMint in the same transaction.
ponder.on('FuelBunnies:Transfer', async ({ event, context }) => {
  const nft = lower(event.log.address);
  const block = Number(event.block.number);
  await context.db
    .insert(collectible)
    .values({ id: `${nft}-${event.args.tokenId}`, nftAddress: nft, tokenId: event.args.tokenId, owner: lower(event.args.to), block })
    .onConflictDoUpdate({ owner: lower(event.args.to), block });
});

ponder.on('FuelBunnies:BunnyMint', async ({ event, context }) => {
  const nft = lower(event.log.address);
  await context.db.update(collectible, { id: `${nft}-${event.args.tokenId}` }).set({ bunnyId: Number(event.args.bunnyId) });
});
