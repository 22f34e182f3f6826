import { describe, expect, it } from 'vitest';
import { causeNamed } from './causeNamed.ts';

describe('causeNamed', () => {
  it('finds the first error of a name down the chain of causes, and nothing past ten links', () => {
    const inner = Object.assign(new Error('deep'), { name: 'UserRejectedRequestError' });
    const outer = new Error('outer', { cause: new Error('middle', { cause: inner }) });
    expect(causeNamed(outer, 'UserRejectedRequestError')).toBe(inner);
    expect(causeNamed(outer, 'HttpRequestError')).toBeUndefined();
    let far: Error = Object.assign(new Error('far'), { name: 'Target' });
    for (let i = 0; i < 10; i++) far = new Error(`wrap ${i}`, { cause: far });
    expect(causeNamed(far, 'Target')).toBeUndefined();
  });
});
