import { describe, expect, it } from 'vitest';
import { readOnce } from './read-once.ts';

describe('readOnce', () => {
  it('reads once per object and key, and again for another object or key', async () => {
    let reads = 0;
    const load = async () => ++reads;
    const row = {};
    expect(await Promise.all([readOnce(row, 'cart', load), readOnce(row, 'cart', load)])).toEqual([1, 1]);
    expect(await readOnce(row, 'recommendations', load)).toBe(2);
    expect(await readOnce({}, 'cart', load)).toBe(3);
  });
});
