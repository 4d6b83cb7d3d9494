import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/graphql.ts';
import { untilSent } from './retry.ts';

describe('untilSent', () => {
  it('retries a network failure with the same write until it is sent, saying offline meanwhile', async () => {
    const write = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR'))
      .mockRejectedValueOnce(new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR'))
      .mockResolvedValue('sent');
    const offline: boolean[] = [];
    await expect(untilSent(write, (value) => offline.push(value), 0)).resolves.toBe('sent');
    expect(write).toHaveBeenCalledTimes(3);
    expect(offline).toEqual([true, true, false]);
  });

  it("throws the server's own refusal at once", async () => {
    const write = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError('Not paired', 'UNAUTHENTICATED'));
    await expect(untilSent(write, () => undefined, 0)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(write).toHaveBeenCalledTimes(1);
  });
});
