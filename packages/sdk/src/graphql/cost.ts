/**
 * What one GraphQL request may cost, refused before any database work, for every GraphQL server of the
 * project (the indexer's and the voting hub's; Snapshot's hub and public subgraph gateways bound the same
 * things): selections nested at most MAX_DEPTH deep, `limit`/`first` at most MAX_LIMIT rows a page,
 * `offset`/`skip` at most MAX_OFFSET (deeper pages go by a cursor), list values (`_in` filters, literal or in
 * variables) of at most MAX_LIST items, at most MAX_ROOT_FIELDS top-level fields (aliases multiply a query),
 * and at most MAX_TOKENS tokens. Pure: no I/O. Kept apart from the SDK's index (imported as
 * `@fuelswap/sdk/graphql`) so that the app, which never parses GraphQL, does not bundle `graphql`.
 */
import { type DocumentNode, Kind, parse, type ValueNode, visit } from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_LIMIT = 1000;
export const MAX_OFFSET = 10_000;
export const MAX_LIST = 1000;
export const MAX_ROOT_FIELDS = 20;
export const MAX_TOKENS = 5_000;

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
export function checkGraphqlCost(doc: DocumentNode, variables: unknown): string | undefined {
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

/**
 * The query parsed with the token bound, or a problem: `tooLong` when it has more than MAX_TOKENS tokens,
 * `syntax` for other parse errors (left to the GraphQL server's own message).
 */
export function parseBounded(query: string): { doc: DocumentNode } | { tooLong: string } | { syntax: true } {
  try {
    return { doc: parse(query, { maxTokens: MAX_TOKENS }) };
  } catch (e) {
    return e instanceof Error && /contains more th\w+ \d+ tokens/i.test(e.message)
      ? { tooLong: `the query is too long (at most ${MAX_TOKENS.toLocaleString('en-US')} tokens)` }
      : { syntax: true };
  }
}

/** The first cost problem of a request, or undefined (a query that does not parse is the server's to explain). */
export function graphqlCostProblem(query: string, variables: unknown): string | undefined {
  const parsed = parseBounded(query);
  if ('tooLong' in parsed) return parsed.tooLong;
  if ('syntax' in parsed) return undefined;
  return checkGraphqlCost(parsed.doc, variables);
}
