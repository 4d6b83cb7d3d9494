import { signupTooLongMessage, TEXT_LIMITS } from '@piiq/domain/fields';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../test/test-server.ts';
import { REGISTER, useSignupTestServer } from '../../test/signup-test-server.ts';

const signup = useSignupTestServer();

describe('registerAccount, held to the text limits', () => {
  it('refuses a 300-character salon name before charging, and creates nothing', async () => {
    const before = await signup.countRows();
    const response = await signup.test.gql(REGISTER, {
      input: await signup.payload({ name: 'a'.repeat(300) }),
      key: signup.newKey(),
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(signupTooLongMessage('Salon', TEXT_LIMITS.name));
    expect(await signup.countRows()).toEqual(before);
  });

  it('refuses delivery notes past their limit', async () => {
    const response = await signup.test.gql(REGISTER, {
      input: await signup.payload({ notes: 'a'.repeat(TEXT_LIMITS.notes + 1) }),
      key: signup.newKey(),
    });
    expect(response.errors?.[0]?.message).toBe(signupTooLongMessage('Notes', TEXT_LIMITS.notes));
  });
});
