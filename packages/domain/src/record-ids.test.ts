import { describe, expect, it } from 'vitest';
import { isUuid } from './record-ids.ts';

describe('isUuid', () => {
  it('takes a uuid in either case, and nothing else', () => {
    expect(isUuid('0b9c7c1e-2f4a-4d7e-9a57-3c1d2e4f5a6b')).toBe(true);
    expect(isUuid('0B9C7C1E-2F4A-4D7E-9A57-3C1D2E4F5A6B')).toBe(true);
    for (const value of [
      'settingz',
      '',
      null,
      undefined,
      '0b9c7c1e-2f4a-4d7e-9a57-3c1d2e4f5a6',
      ' 0b9c7c1e-2f4a-4d7e-9a57-3c1d2e4f5a6b',
    ])
      expect(isUuid(value)).toBe(false);
  });
});
