/**
 * Checks a GraphQL request before Ponder runs it, so a bad query gets a clear
 * error instead of a silent empty page: Ponder compares a malformed hex
 * filter ("0xnothex", a 41-character address) as if it were valid and
 * answers with no rows.
 *
 * Rules: a value given to an address field (account, pair, token, ...,
 * and their `_not` / `_in` / `_not_in` forms) must be a whole address
 * (0x + 40 hex digits), a `txHash` a whole hash, an `id` that starts with
 * 0x one of the row id shapes. Partial values stay possible with
 * `_starts_with` and friends.
 *
 * And bounds on what one request may cost, refused before any database work:
 * the project's one cost check, shared with the voting hub
 * (packages/sdk/src/graphql/cost.ts): nesting depth, `limit` at most MAX_LIMIT
 * (Ponder's own page cap, which it reports only after planning), `offset` at
 * most MAX_OFFSET (deeper pages go by the `after` cursor), list filters of at
 * most MAX_LIST values (a page of ids, as the prediction history asks its rounds
 * by the ids of a page of bets), top-level fields. Pure: no I/O.
 */
import * as bounds from '@fuelswap/sdk/graphql';
import { checkGraphqlCost, parseBounded } from '@fuelswap/sdk/graphql';
import { type DocumentNode, Kind, type ValueNode, visit } from 'graphql';

const ADDRESS_FIELDS = new Set(['account', 'pair', 'token', 'token0', 'token1', 'sender', 'to', 'contract']);
const EXACT_SUFFIXES = ['', '_not', '_in', '_not_in'];
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;
const ROW_ID = /^0x(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})(?:-(?:0x[0-9a-fA-F]{40}|\d+))?$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// The bounds, still exported from the guard under their names for code that reads them here.
/** @public */
export const MAX_DEPTH = bounds.MAX_DEPTH;
/** @public */
export const MAX_LIMIT = bounds.MAX_LIMIT;
/** @public */
export const MAX_OFFSET = bounds.MAX_OFFSET;
/** @public */
export const MAX_LIST = bounds.MAX_LIST;
/** @public */
export const MAX_ROOT_FIELDS = bounds.MAX_ROOT_FIELDS;

function addressField(name: string): boolean {
  for (const suffix of EXACT_SUFFIXES) {
    if (suffix === '' ? ADDRESS_FIELDS.has(name) : name.endsWith(suffix) && ADDRESS_FIELDS.has(name.slice(0, -suffix.length))) return true;
  }
  return false;
}

function checkString(value: string, field: string | undefined): string | undefined {
  if (field && addressField(field)) {
    return ADDRESS.test(value) ? undefined : `"${field}" must be an address (0x and 40 hex digits), got "${value}"`;
  }
  if (field && (field === 'txHash' || field.startsWith('txHash_')) && field !== 'txHash_starts_with' && !TX_HASH.test(value)) {
    return `"${field}" must be a transaction hash (0x and 64 hex digits), got "${value}"`;
  }
  // Row ids are addresses (token, pair, account) or "<txHash>-<logIndex>" and "<address>-<n>".
  if (
    field &&
    (field === 'id' || field.startsWith('id_')) &&
    /^0x/i.test(value) &&
    !ROW_ID.test(value) &&
    !field.includes('starts_with') &&
    !field.includes('contains')
  ) {
    return `"${value}" is not a valid id (an address, or an address or transaction hash followed by "-" and a number)`;
  }
  return undefined;
}

function checkJson(value: unknown, field: string | undefined): string | undefined {
  if (typeof value === 'string') return checkString(value, field);
  if (Array.isArray(value)) {
    for (const v of value) {
      const e = checkJson(v, field);
      if (e) return e;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const e = checkJson(v, k);
      if (e) return e;
    }
  }
  return undefined;
}

/** The first problem in a GraphQL request, or undefined. A query that does not parse is left to the GraphQL server's own message. */
export function checkGraphqlRequest(query: unknown, variables: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  // A query too long to parse is refused here; other syntax errors are the GraphQL server's to explain.
  const parsed = parseBounded(query);
  if ('tooLong' in parsed) return parsed.tooLong;
  if ('syntax' in parsed) return undefined;
  const doc: DocumentNode = parsed.doc;
  const cost = checkGraphqlCost(doc, variables);
  if (cost) return cost;
  let problem: string | undefined;
  const checkValue = (node: ValueNode, field: string | undefined) => {
    if (problem) return;
    if (node.kind === Kind.STRING) problem = checkString(node.value, field);
    else if (node.kind === Kind.LIST) for (const v of node.values) checkValue(v, field);
  };
  visit(doc, {
    ObjectField(node) {
      checkValue(node.value, node.name.value);
    },
    Argument(node) {
      checkValue(node.value, node.name.value);
    },
  });
  return problem ?? checkJson(variables, undefined);
}
