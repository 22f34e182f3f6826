import { causeNamed } from './causeNamed.ts';
import { StaleChainError } from './errors.ts';

/** viem's transport failures: the node did not answer (HTTP, WebSocket, timeout). */
const TRANSPORT_ERRORS = ['HttpRequestError', 'WebSocketRequestError', 'TimeoutError', 'SocketClosedError'];

/**
 * The node cannot be reached or the chain stopped moving: the write never got an answer about the call itself.
 * A browser's "Failed to fetch" and Node's "fetch failed" are the same failure without viem's wrapper.
 */
export function isRpcDown(e: unknown): boolean {
  if (e instanceof StaleChainError) return true;
  if (TRANSPORT_ERRORS.some((name) => causeNamed(e, name) !== undefined)) return true;
  return e instanceof Error && /failed to fetch|fetch failed|ECONNREFUSED/i.test(e.message);
}
