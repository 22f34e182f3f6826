/**
 * The hub's reads of the chain and its configuration:
 *   GET  /config                      space, admins, minimum power to publish
 *   GET  /power/:address?block=N      the voting power and its breakdown at a block
 *   POST /verify { block?, votes: [{ address, verificationHash, total }] } -> { data: { [address]: { isValid, total } } }
 */
import { Hono } from 'hono';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { VotingConfig } from '../../services/voting/accept.ts';
import { breakdownJson, type PowerSource, type VotingPower, verificationHash } from '../../voting/power.ts';
import { jsonBody, query, requireJson } from '../validate.ts';
import { refuse } from './refuse.ts';

const VERIFY_MAX_VOTES = 1000;
const BLOCK = /^\d{1,12}$/;
const address = z.string().refine((a) => isAddress(a, { strict: false }), 'not an address');

const verifyBody = z.object({
  block: z
    .union([z.number().int().nonnegative().max(999_999_999_999), z.string().regex(BLOCK)], { error: 'block must be a block number' })
    .nullish(),
  votes: z
    .array(
      z.object({
        address,
        verificationHash: z.string().max(66).optional(),
        total: z.union([z.string().max(80), z.number()]).optional(),
      }),
      { error: 'votes must be a list' },
    )
    .max(VERIFY_MAX_VOTES, `At most ${VERIFY_MAX_VOTES} votes per request`),
});

const powerQuery = z.object({ block: z.string().regex(BLOCK, 'block must be a block number').optional() });

export function powerRoutes(deps: { power: PowerSource; config: VotingConfig }) {
  const { power, config } = deps;
  return new Hono()
    .get('/config', (c) =>
      c.json({
        space: config.space,
        admins: config.admins as string[],
        minProposalPower: config.minProposalPower.toString(),
        startBlock: config.startBlock,
        votingPower: config.votingPower as string,
      }),
    )
    .get('/power/:address', query(powerQuery), async (c) => {
      try {
        const a = c.req.param('address');
        if (!isAddress(a, { strict: false })) return c.json({ error: 'Not an address' }, 400);
        const q = c.req.valid('query').block;
        const block = q === undefined ? await power.currentBlock() : BigInt(q);
        const vp = await power.powerAt(getAddress(a), block);
        return c.json({ address: getAddress(a) as string, block: block.toString(), total: vp.total.toString(), ...breakdownJson(vp) }, 200);
      } catch (e) {
        return refuse(c, e);
      }
    })
    .post('/verify', requireJson('Body must be JSON'), jsonBody(verifyBody, 'Malformed body'), async (c) => {
      try {
        const body = c.req.valid('json');
        const block = body.block === undefined || body.block === null ? await power.currentBlock() : BigInt(body.block);
        const list = body.votes.map((v) => ({
          address: getAddress(v.address),
          hash: typeof v.verificationHash === 'string' ? v.verificationHash.toLowerCase() : '',
          total: v.total === undefined ? '' : String(v.total),
        }));
        const data: Record<string, { isValid: boolean; total: string }> = {};
        const cache = new Map<string, VotingPower>();
        for (let i = 0; i < list.length; i += 20) {
          await Promise.all(
            list.slice(i, i + 20).map(async (v) => {
              let vp = cache.get(v.address);
              if (!vp) {
                vp = await power.powerAt(v.address, block);
                cache.set(v.address, vp);
              }
              const hash = verificationHash(v.address, block, vp);
              data[v.address.toLowerCase()] = { isValid: hash === v.hash && vp.total.toString() === v.total, total: vp.total.toString() };
            }),
          );
        }
        return c.json({ block: block.toString(), data }, 200);
      } catch (e) {
        return refuse(c, e);
      }
    });
}
