/**
 * Profile names: 3 to 15 standard letters and numbers, no
 * spaces or special characters, unique whatever the case, and never changed once
 * confirmed. The same rules run in the app's profile setup and in the API.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 15;

/** Why a name is refused: the API returns this code with the message beside it. */
export type UsernameProblem = 'too-short' | 'too-long' | 'characters' | 'taken';

export const USERNAME_MESSAGES: Record<UsernameProblem, string> = {
  'too-short': `Minimum length: ${USERNAME_MIN_LENGTH} characters`,
  'too-long': `Maximum length: ${USERNAME_MAX_LENGTH} characters`,
  characters: 'No spaces or special characters',
  taken: 'Username taken',
};

const STANDARD = /^[A-Za-z0-9]+$/;

/**
 * The format rules only (uniqueness needs the database). Length is checked
 * first, so "ab" is too short rather than refused for its characters.
 */
export function checkUsername(name: string): { ok: true } | { ok: false; problem: Exclude<UsernameProblem, 'taken'>; message: string } {
  // Length in code points, so one emoji counts once (it is refused anyway for its characters).
  const length = [...name].length;
  if (length < USERNAME_MIN_LENGTH) return { ok: false, problem: 'too-short', message: USERNAME_MESSAGES['too-short'] };
  if (length > USERNAME_MAX_LENGTH) return { ok: false, problem: 'too-long', message: USERNAME_MESSAGES['too-long'] };
  if (!STANDARD.test(name)) return { ok: false, problem: 'characters', message: USERNAME_MESSAGES.characters };
  return { ok: true };
}

/** The key that makes names unique whatever the case: "Alice" and "ALICE" are one name. */
export function usernameKey(name: string): string {
  return name.toLowerCase();
}
