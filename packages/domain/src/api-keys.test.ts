import { describe, expect, it } from 'vitest';
import {
  API_KEY_START_LENGTH,
  apiKeyActorName,
  apiKeyMessages,
  apiKeyNameSchema,
  isApiKeyCredential,
  shouldRecordKeyUse,
} from './api-keys.ts';

describe('API keys', () => {
  it('tells a key from a mirror’s credential by its prefix', () => {
    expect(isApiKeyCredential(`piiq_sk_${'a'.repeat(43)}`)).toBe(true);
    expect(isApiKeyCredential('Xk3v9Qm2aLp0rT5uYw8zBn4cDe6fGh1iJk7lMo2pQr8')).toBe(false);
    expect(API_KEY_START_LENGTH).toBe(12);
  });

  it('takes a trimmed name of 1 to 100 characters', () => {
    expect(apiKeyNameSchema.parse('  Booking sync ')).toBe('Booking sync');
    expect(apiKeyNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(apiKeyMessages.nameRequired);
    expect(apiKeyNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Name can be at most 100 characters.',
    );
    expect(apiKeyNameSchema.parse('x'.repeat(100))).toHaveLength(100);
  });

  it('names the key in the audit log', () => {
    expect(apiKeyActorName('Front desk')).toBe('API key "Front desk"');
  });

  it('records a use at most once a minute', () => {
    const at = new Date('2026-03-02T09:00:00Z');
    expect(shouldRecordKeyUse(null, at)).toBe(true);
    expect(shouldRecordKeyUse(new Date(at.getTime() - 59_999), at)).toBe(false);
    expect(shouldRecordKeyUse(new Date(at.getTime() - 60_000), at)).toBe(true);
  });
});
