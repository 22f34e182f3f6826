import { describe, expect, it } from 'vitest';
import { editorKey, editorPaste, type EditorTicket } from './editor.ts';
import { decodeTicket, encodeTicket } from './rules.ts';

const u = undefined;
const two = (): EditorTicket[] => [
  [1, 2, 3, 4, 5, 6],
  [7, 8, 9, 0, 1, 2],
];

describe('ticket editor keys', () => {
  it('a digit fills the box and advances, into the next ticket after the sixth box', () => {
    expect(editorKey(two(), 2, '9')).toEqual({
      tickets: [
        [1, 2, 9, 4, 5, 6],
        [7, 8, 9, 0, 1, 2],
      ],
      focus: 3,
    });
    expect(editorKey(two(), 5, '0')!.focus).toBe(6);
    expect(editorKey(two(), 11, '3')).toEqual({
      tickets: [
        [1, 2, 3, 4, 5, 6],
        [7, 8, 9, 0, 1, 3],
      ],
      focus: 11,
    });
  });

  it('Backspace clears the box, or the one before it when empty (and goes there); Delete clears and stays', () => {
    expect(editorKey(two(), 3, 'Backspace')).toEqual({
      tickets: [
        [1, 2, 3, u, 5, 6],
        [7, 8, 9, 0, 1, 2],
      ],
      focus: 3,
    });
    const gap: EditorTicket[] = [[1, 2, 3, u, 5, 6]];
    expect(editorKey(gap, 3, 'Backspace')).toEqual({ tickets: [[1, 2, u, u, 5, 6]], focus: 2 });
    expect(
      editorKey(
        [
          [u, 2, 3, 4, 5, 6],
          [u, 1, 1, 1, 1, 1],
        ],
        6,
        'Backspace',
      ),
    ).toEqual({
      tickets: [
        [u, 2, 3, 4, 5, u],
        [u, 1, 1, 1, 1, 1],
      ],
      focus: 5,
    });
    expect(editorKey([[u, 2, 3, 4, 5, 6]], 0, 'Backspace')).toEqual({ tickets: [[u, 2, 3, 4, 5, 6]], focus: 0 });
    expect(editorKey(two(), 7, 'Delete')).toEqual({
      tickets: [
        [1, 2, 3, 4, 5, 6],
        [7, u, 9, 0, 1, 2],
      ],
      focus: 7,
    });
  });

  it('arrows, Home and End move the focus without changing digits, stopping at the ends', () => {
    const t = two();
    expect(editorKey(t, 3, 'ArrowLeft')).toEqual({ tickets: t, focus: 2 });
    expect(editorKey(t, 0, 'ArrowLeft')!.focus).toBe(0);
    expect(editorKey(t, 5, 'ArrowRight')!.focus).toBe(6);
    expect(editorKey(t, 11, 'ArrowRight')!.focus).toBe(11);
    expect(editorKey(t, 2, 'ArrowDown')!.focus).toBe(8);
    expect(editorKey(t, 8, 'ArrowDown')!.focus).toBe(8);
    expect(editorKey(t, 8, 'ArrowUp')!.focus).toBe(2);
    expect(editorKey(t, 2, 'ArrowUp')!.focus).toBe(2);
    expect(editorKey(t, 9, 'Home')!.focus).toBe(6);
    expect(editorKey(t, 7, 'End')!.focus).toBe(11);
  });

  it('other keys are left to the browser (Tab, letters), and never touch the input', () => {
    const t = two();
    expect(editorKey(t, 1, 'Tab')).toBeUndefined();
    expect(editorKey(t, 1, 'a')).toBeUndefined();
    expect(editorKey(t, 12, '1')).toBeUndefined();
    editorKey(t, 1, '9');
    expect(t).toEqual(two());
  });
});

describe('ticket editor paste', () => {
  it('six digits fill the whole ticket wherever pasted, and give a valid ticket number', () => {
    const r = editorPaste(two(), 8, ' 045679\n');
    expect(r).toEqual({
      tickets: [
        [1, 2, 3, 4, 5, 6],
        [0, 4, 5, 6, 7, 9],
      ],
      focus: 11,
    });
    expect(decodeTicket(encodeTicket(r!.tickets[1] as number[]))).toEqual([0, 4, 5, 6, 7, 9]);
  });

  it('several six-digit numbers fill that ticket and the following ones, as many as there are', () => {
    const three: EditorTicket[] = [
      [u, u, u, u, u, u],
      [u, u, u, u, u, u],
      [u, u, u, u, u, u],
    ];
    expect(editorPaste(three, 6, '111111, 222222\n333333')).toEqual({
      tickets: [
        [u, u, u, u, u, u],
        [1, 1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2, 2],
      ],
      focus: 17,
    });
    expect(editorPaste(three, 0, '123456 654321')!.focus).toBe(11);
  });

  it('a shorter run fills from the box when it fits', () => {
    expect(editorPaste(two(), 3, '987')).toEqual({
      tickets: [
        [1, 2, 3, 9, 8, 7],
        [7, 8, 9, 0, 1, 2],
      ],
      focus: 6,
    });
    expect(editorPaste(two(), 1, '0')).toEqual({
      tickets: [
        [1, 0, 3, 4, 5, 6],
        [7, 8, 9, 0, 1, 2],
      ],
      focus: 2,
    });
  });

  it('anything else is refused and nothing changes', () => {
    const t = two();
    for (const text of ['', '  ', '12a456', '1234567', '12-34', '123456 12', '١٢٣٤٥٦']) expect(editorPaste(t, 0, text)).toBeUndefined();
    expect(editorPaste(t, 4, '123')).toBeUndefined(); // 3 digits from the fifth box do not fit
    expect(t).toEqual(two());
  });
});
