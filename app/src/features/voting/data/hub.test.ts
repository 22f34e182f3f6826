import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gqlData, HubError } from './hub.ts';

const schema = z.object({ proposals: z.array(z.object({ id: z.string() })) });

describe('gqlData', () => {
  it('answers the data when it has the expected shape', () => {
    expect(gqlData({ data: { proposals: [{ id: '0xab' }] } }, schema)).toEqual({ proposals: [{ id: '0xab' }] });
  });

  it("turns GraphQL's errors in a 200 into the hub's first message", () => {
    const body = { errors: [{ message: 'Unknown argument "bogus" on field "proposals"' }, { message: 'second' }] };
    expect(() => gqlData(body, schema)).toThrow(new HubError('Unknown argument "bogus" on field "proposals"'));
  });

  it('names where an answer of another shape differs, as a HubError', () => {
    const wrong = () => gqlData({ data: { proposals: [{ id: 7 }] } }, schema);
    expect(wrong).toThrow(HubError);
    expect(wrong).toThrow('The voting hub sent data in an unexpected shape (at proposals.0.id).');
  });

  it('refuses an answer that is not a GraphQL envelope', () => {
    expect(() => gqlData('<html>', schema)).toThrow('The voting hub sent an answer in an unexpected format.');
    expect(() => gqlData({ data: null }, schema)).toThrow(HubError);
  });
});
