import { describe, expect, it } from 'vitest';
import { sameValue } from './field-values';

describe('sameValue (the stale-edit check)', () => {
  it('treats a missing key, null, blank text and an empty list as the same "no answer"', () => {
    for (const blank of [undefined, null, '', '  ', []]) {
      expect(sameValue(blank, undefined)).toBe(true);
      expect(sameValue(null, blank)).toBe(true);
    }
  });

  it('tells real answers apart, deeply', () => {
    expect(sameValue([1, 2], [1, 2])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([], [0])).toBe(false);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue('x', null)).toBe(false);
  });
});
