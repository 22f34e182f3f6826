/**
 * Expert mode (spec 4, spec 5): off until the user types the word "confirm".
 * Surrounding spaces and letter case are ignored (mobile keyboards capitalise
 * the first letter); any other text leaves expert mode off.
 */
export const EXPERT_MODE_CONFIRM_WORD = 'confirm';
export const EXPERT_MODE_PROMPT = 'Please type the word "confirm" to enable expert mode.';

export function isConfirmWord(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim().toLowerCase() === EXPERT_MODE_CONFIRM_WORD;
}
