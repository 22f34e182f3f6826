import { TransactionError } from './errors.ts';
import { isRejection } from './isRejection.ts';

/** The message to show for an error thrown by a write (a translation key with its values), as a dialog shows it. */
export function errorMessage(e: unknown): { message: string; values: Record<string, string> } {
  if (e instanceof TransactionError) return { message: e.message, values: e.values };
  if (isRejection(e)) return { message: 'Transaction rejected.', values: {} };
  const short = e && typeof e === 'object' && 'shortMessage' in e && typeof e.shortMessage === 'string' ? e.shortMessage : undefined;
  if (short !== undefined) return { message: '{{error}} - Please try again.', values: { error: short } };
  if (e instanceof Error) return { message: '{{error}} - Please try again.', values: { error: e.message } };
  return { message: 'Unknown Error', values: {} };
}
