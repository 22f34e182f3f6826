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
 * And bounds on what one request may cost, refused before any database work
 * (the hub's sequencer and public subgraph gateways bound the same things):
 * selections nested at most MAX_DEPTH deep, `limit` at most MAX_LIMIT (Ponder's
 * own page cap, which it reports only after planning), `offset` at most
 * MAX_OFFSET (deeper pages go by the `after` cursor, which costs the same at any
 * depth), list filters (`_in`) of at most MAX_LIST values (a page of ids, as the
 * prediction history asks its rounds by the ids of a page of bets), and at most
 * MAX_ROOT_FIELDS top-level fields (aliases multiply a query). Pure: no I/O.
 */
import { type DocumentNode, Kind, parse, type ValueNode, visit } from 'graphql';

const ADDRESS_FIELDS = new Set(['account', 'pair', 'token', 'token0', 'token1', 'sender', 'to', 'contract']);
const EXACT_SUFFIXES = ['', '_not', '_in', '_not_in'];
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;
const ROW_ID = /^0x(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})(?:-(?:0x[0-9a-fA-F]{40}|\d+))?$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const MAX_DEPTH = 10;
export const MAX_LIMIT = 1000;
export const MAX_OFFSET = 10_000;
export const MAX_LIST = 1000;
export const MAX_ROOT_FIELDS = 20;

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

/** A number argument's value: a literal, or the variable it names. */
function numberOf(node: ValueNode, variables: unknown): number | undefined {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE && variables && typeof variables === 'object') {
    const v = (variables as Record<string, unknown>)[node.name.value];
    return typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;
  }
  return undefined;
}

function checkListLength(value: unknown, field: string | undefined): string | undefined {
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST) return `"${field ?? 'list'}" has ${value.length} values; at most ${MAX_LIST} are allowed`;
    for (const v of value) {
      const e = checkListLength(v, field);
      if (e) return e;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const e = checkListLength(v, k);
      if (e) return e;
    }
  }
  return undefined;
}

/** What one request may cost: nesting depth, page size and offset, list filter sizes, top-level fields. */
function checkCost(doc: DocumentNode, variables: unknown): string | undefined {
  let problem: string | undefined;
  let depth = 0;
  visit(doc, {
    OperationDefinition(node) {
      const roots = node.selectionSet.selections.length;
      if (roots > MAX_ROOT_FIELDS) problem ??= `the query asks for ${roots} top-level fields; at most ${MAX_ROOT_FIELDS} are allowed`;
    },
    SelectionSet: {
      enter() {
        depth++;
        if (depth > MAX_DEPTH) problem ??= `the query is nested more than ${MAX_DEPTH} levels deep`;
      },
      leave() {
        depth--;
      },
    },
    Argument(node) {
      const name = node.name.value;
      if (name === 'limit' || name === 'first') {
        const n = numberOf(node.value, variables);
        if (n !== undefined && n > MAX_LIMIT) problem ??= `"${name}" is ${n}; at most ${MAX_LIMIT} rows a page`;
      } else if (name === 'offset' || name === 'skip') {
        const n = numberOf(node.value, variables);
        if (n !== undefined && n > MAX_OFFSET)
          problem ??= `"${name}" is ${n}; at most ${MAX_OFFSET} (page further with the "after" cursor)`;
      }
    },
    ListValue(node) {
      if (node.values.length > MAX_LIST) problem ??= `a list of ${node.values.length} values; at most ${MAX_LIST} are allowed`;
    },
  });
  return problem ?? checkListLength(variables, undefined);
}

/** The first problem in a GraphQL request, or undefined. A query that does not parse is left to the GraphQL server's own message. */
export function checkGraphqlRequest(query: unknown, variables: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  let doc: DocumentNode;
  try {
    doc = parse(query, { maxTokens: 5_000 });
  } catch (e) {
    // A query too long to parse is refused here; other syntax errors are the GraphQL server's to explain.
    return e instanceof Error && /contains more th\w+ \d+ tokens/i.test(e.message)
      ? 'the query is too long (at most 5,000 tokens)'
      : undefined;
  }
  const cost = checkCost(doc, variables);
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
