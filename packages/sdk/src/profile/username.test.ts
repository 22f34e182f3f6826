import { describe, expect, it } from 'vitest';
import { checkUsername, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, usernameKey } from './username.ts';

describe('checkUsername (spec: 3 to 15 standard letters and numbers)', () => {
  it('has the spec limits', () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(USERNAME_MAX_LENGTH).toBe(15);
  });

  it.each(['abc', 'ABC', 'a1b', '123', 'Alice2026', 'abcdefghijklmno'])('accepts %s', (name) => {
    expect(checkUsername(name)).toEqual({ ok: true });
  });

  it.each([
    ['', 'too-short', 'Minimum length: 3 characters'],
    ['ab', 'too-short', 'Minimum length: 3 characters'],
    ['a!', 'too-short', 'Minimum length: 3 characters'],
    ['abcdefghijklmnop', 'too-long', 'Maximum length: 15 characters'],
    ['a b', 'characters', 'No spaces or special characters'],
    ['abc ', 'characters', 'No spaces or special characters'],
    ['ali_ce', 'characters', 'No spaces or special characters'],
    ['ali-ce', 'characters', 'No spaces or special characters'],
    ['josé', 'characters', 'No spaces or special characters'],
    ['ａｂｃ', 'characters', 'No spaces or special characters'],
    ['abc\n', 'characters', 'No spaces or special characters'],
  ])('refuses %j as %s', (name, problem, message) => {
    expect(checkUsername(name)).toEqual({ ok: false, problem, message });
  });

  it('counts code points, not UTF-16 units', () => {
    // Two emoji are 4 UTF-16 units but 2 characters: too short, not "special characters".
    expect(checkUsername('😀😀')).toMatchObject({ problem: 'too-short' });
  });

  it('keys names case-insensitively', () => {
    expect(usernameKey('Alice')).toBe(usernameKey('aLICE'));
    expect(usernameKey('Alice')).not.toBe(usernameKey('Alice2'));
  });
});
