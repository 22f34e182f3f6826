/**
 * The ticket-number editor's rules (Buy Tickets → View/Edit Numbers): six digit boxes per ticket,
 * what a key or a paste does to the digits and where the focus goes. Pure, so the component only renders
 * and moves the DOM focus. Boxes are numbered flat across tickets: box b is ticket floor(b / 6), digit b % 6.
 *
 * Choices (the spec names "auto-advance, Backspace, arrows and paste" and no more):
 * - a digit fills the box and moves on, into the next ticket after the sixth box;
 * - Backspace clears the box, or when it is already empty, the box before it (and goes there); Delete clears
 *   the box and stays;
 * - Left/Right move one box (across tickets), Up/Down the same box of the previous/next ticket, Home/End the
 *   ticket's first/last box;
 * - a paste of six digits fills the whole ticket wherever it is pasted; several six-digit numbers separated by
 *   spaces, commas or new lines fill that ticket and the following ones (as many as there are); one to six
 *   digits that fit from the box fill from there. Anything else (letters, a 7-digit run, too many digits for
 *   the box) is refused and nothing changes, so the caller can say so.
 */
import { TICKET_DIGITS } from './rules.ts';

/** One ticket's six boxes; undefined is an empty box. */
export type EditorTicket = readonly (number | undefined)[];

export interface EditorChange {
  tickets: (number | undefined)[][];
  /** The flat index of the box to focus next. */
  focus: number;
}

const copy = (tickets: readonly EditorTicket[]) => tickets.map((d) => [...d]);
const clamp = (b: number, tickets: readonly EditorTicket[]) => Math.max(0, Math.min(tickets.length * TICKET_DIGITS - 1, b));

/** What `key` (a KeyboardEvent.key) does in box `box`; undefined when the editor does not handle the key. */
export function editorKey(tickets: readonly EditorTicket[], box: number, key: string): EditorChange | undefined {
  const ticket = Math.floor(box / TICKET_DIGITS);
  const pos = box % TICKET_DIGITS;
  if (ticket >= tickets.length || box < 0) return undefined;
  const first = ticket * TICKET_DIGITS;
  if (/^[0-9]$/.test(key)) {
    const next = copy(tickets);
    next[ticket]![pos] = Number(key);
    return { tickets: next, focus: clamp(box + 1, tickets) };
  }
  switch (key) {
    case 'Backspace': {
      const next = copy(tickets);
      if (tickets[ticket]![pos] !== undefined || box === 0) {
        next[ticket]![pos] = undefined;
        return { tickets: next, focus: box };
      }
      const prev = box - 1;
      next[Math.floor(prev / TICKET_DIGITS)]![prev % TICKET_DIGITS] = undefined;
      return { tickets: next, focus: prev };
    }
    case 'Delete': {
      const next = copy(tickets);
      next[ticket]![pos] = undefined;
      return { tickets: next, focus: box };
    }
    case 'ArrowLeft':
      return { tickets: copy(tickets), focus: clamp(box - 1, tickets) };
    case 'ArrowRight':
      return { tickets: copy(tickets), focus: clamp(box + 1, tickets) };
    case 'ArrowUp':
      return { tickets: copy(tickets), focus: ticket > 0 ? box - TICKET_DIGITS : box };
    case 'ArrowDown':
      return { tickets: copy(tickets), focus: ticket < tickets.length - 1 ? box + TICKET_DIGITS : box };
    case 'Home':
      return { tickets: copy(tickets), focus: first };
    case 'End':
      return { tickets: copy(tickets), focus: first + TICKET_DIGITS - 1 };
    default:
      return undefined;
  }
}

/** What pasting `text` into box `box` does; undefined when the text is refused (nothing changes). */
export function editorPaste(tickets: readonly EditorTicket[], box: number, text: string): EditorChange | undefined {
  const ticket = Math.floor(box / TICKET_DIGITS);
  const pos = box % TICKET_DIGITS;
  if (ticket >= tickets.length || box < 0) return undefined;
  const groups = text.split(/[\s,;]+/).filter((g) => g !== '');
  if (groups.length === 0 || !groups.every((g) => /^[0-9]+$/.test(g))) return undefined;
  const next = copy(tickets);
  if (groups.every((g) => g.length === TICKET_DIGITS)) {
    const fits = groups.slice(0, tickets.length - ticket);
    fits.forEach((g, i) => {
      next[ticket + i] = [...g].map(Number);
    });
    return { tickets: next, focus: (ticket + fits.length) * TICKET_DIGITS - 1 };
  }
  const [run] = groups;
  if (groups.length !== 1 || run === undefined || pos + run.length > TICKET_DIGITS) return undefined;
  [...run].forEach((c, i) => {
    next[ticket]![pos + i] = Number(c);
  });
  return { tickets: next, focus: clamp(box + run.length, tickets) };
}
