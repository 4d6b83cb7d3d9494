import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientSignUpSchema,
  forgotPasswordSchema,
  signInSchema,
  updateTermsOfServiceSchema,
  updateUserSchema,
} from './auth.ts';
import { changePasswordMessages, changePasswordProblem, passwordMeetsPolicy, signInWaitMs } from './auth-rules.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('sign-in', () => {
  it('asks for an email and a password', () => {
    expect(firstMessage(signInSchema.safeParse({ email: '', password: 'x' }))).toBe('Please enter an email');
    expect(firstMessage(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Please enter a password');
    expect(firstMessage(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'Your email is an invalid format',
    );
  });

  it('lower-cases and trims the email', () => {
    expect(signInSchema.parse({ email: '  Owner@Salon.COM ', password: 'x' }).email).toBe('owner@salon.com');
  });
});

describe('forgot password', () => {
  it('uses one message for an empty or malformed email', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: '' }))).toBe('Please enter a valid email address');
  });
});

describe('client sign-up', () => {
  it('asks for a first name and a password', () => {
    expect(firstMessage(clientSignUpSchema.safeParse({ email: 'a@b.co', firstName: ' ', password: 'Abcdefg1' }))).toBe(
      'Please enter your first name',
    );
    expect(firstMessage(clientSignUpSchema.safeParse({ email: 'a@b.co', firstName: 'Ann', password: '' }))).toBe(
      'Please enter a password',
    );
  });
});

describe('updating a user', () => {
  it('refuses a blank name, and trims a given one', () => {
    expect(firstMessage(updateUserSchema.safeParse({ name: '  ' }))).toBe('Please enter your name');
    expect(updateUserSchema.parse({ name: ' Ann ' }).name).toBe('Ann');
  });

  it('changes only what is given', () => {
    expect(updateUserSchema.parse({})).toEqual({});
    expect(updateUserSchema.safeParse({ termsOfServiceLocale: 'en-US', termsOfServiceVersion: 2 }).success).toBe(true);
  });

  it('needs both the locale and the version of accepted terms', () => {
    expect(
      updateTermsOfServiceSchema.safeParse({ termsOfServiceLocale: 'en-US', termsOfServiceVersion: 2 }).success,
    ).toBe(true);
    expect(updateTermsOfServiceSchema.safeParse({ termsOfServiceLocale: 'en-US' }).success).toBe(false);
    expect(updateTermsOfServiceSchema.safeParse({ termsOfServiceLocale: 'x', termsOfServiceVersion: 0 }).success).toBe(
      false,
    );
  });
});

describe('password policy', () => {
  it('accepts 8 to 50 characters with lower, upper and digit', () => {
    expect(passwordMeetsPolicy('Abcdefg1')).toBe(true);
    expect(passwordMeetsPolicy('Abcdef1')).toBe(false);
    expect(passwordMeetsPolicy('abcdefg1')).toBe(false);
    expect(passwordMeetsPolicy('ABCDEFG1')).toBe(false);
    expect(passwordMeetsPolicy('Abcdefgh')).toBe(false);
    expect(passwordMeetsPolicy(`Ab1${'x'.repeat(47)}`)).toBe(true);
    expect(passwordMeetsPolicy(`Ab1${'x'.repeat(48)}`)).toBe(false);
  });

  it('never accepts a password without a digit', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\d/.test(s)),
        (s) => !passwordMeetsPolicy(s),
      ),
    );
  });
});

describe('change password', () => {
  it('reports the checks in the product’s order', () => {
    expect(changePasswordProblem({ currentPassword: '', newPassword: '', verifyPassword: '' })).toBe(
      'All the fields are empty !!!',
    );
    expect(changePasswordProblem({ currentPassword: '', newPassword: 'a', verifyPassword: 'a' })).toBe(
      'Please enter your current password.',
    );
    expect(changePasswordProblem({ currentPassword: 'a', newPassword: '', verifyPassword: 'a' })).toBe(
      'Please enter a new password.',
    );
    expect(changePasswordProblem({ currentPassword: 'a', newPassword: 'b', verifyPassword: '' })).toBe(
      'Please enter a verify password.',
    );
    expect(changePasswordProblem({ currentPassword: 'a', newPassword: 'b', verifyPassword: 'c' })).toBe(
      "New Password and Verify Password don't match.",
    );
    expect(changePasswordProblem({ currentPassword: 'a', newPassword: 'b', verifyPassword: 'b' })).toBeNull();
  });

  it('finds a problem whenever a field is empty', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (currentPassword, newPassword, verifyPassword) => {
        const problem = changePasswordProblem({ currentPassword, newPassword, verifyPassword });
        const anyEmpty = !currentPassword || !newPassword || !verifyPassword;
        return anyEmpty ? problem !== null && problem !== changePasswordMessages.success : true;
      }),
    );
  });
});

describe('sign-in throttle per address', () => {
  it('lets the first failures go, then doubles the wait from one second to at most fifteen minutes', () => {
    expect([0, 1, 4].map(signInWaitMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 10].map(signInWaitMs)).toEqual([1_000, 2_000, 4_000, 32_000]);
    expect(signInWaitMs(15)).toBe(15 * 60_000);
    expect(signInWaitMs(1_000)).toBe(15 * 60_000);
  });
});
