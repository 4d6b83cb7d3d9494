import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bankAccountNumberSchema,
  bsbSchema,
  isBankAccountNumber,
  isBsb,
  isPostcode,
  numberMessages,
  optionalText,
  postcodeSchema,
  requiredEmail,
  requiredText,
  signupTextLimit,
  TEXT_LIMITS,
  textLimit,
} from './fields.ts';
import { accountSchema } from './signup-forms.ts';
import { addHashtag, addStaffName, onboardingMessages } from './onboarding.ts';
import { checkStaffName, salonSettingsSchema } from './salon-settings.ts';
import { accountDetailsSchema } from './salon-account.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text limits', () => {
  const name = requiredText('Please enter the name', textLimit('name', 'Salon name'));

  it('takes a text of exactly the limit, after trimming', () => {
    expect(name.parse(` ${'a'.repeat(TEXT_LIMITS.name)} `)).toHaveLength(TEXT_LIMITS.name);
  });

  it('refuses one character more, naming the field and the limit', () => {
    expect(issues(name.safeParse('a'.repeat(TEXT_LIMITS.name + 1)))).toEqual([
      'Salon name can be at most 100 characters.',
    ]);
  });

  it('says an empty text is required, not that it is too short or too long', () => {
    expect(issues(name.safeParse('   '))).toEqual(['Please enter the name']);
  });

  it('limits optional texts too, and keeps an empty one', () => {
    const message = optionalText(textLimit('message', 'Rebook message'));
    expect(message.parse(null)).toBe('');
    expect(issues(message.safeParse('a'.repeat(1_001)))).toEqual(['Rebook message can be at most 1,000 characters.']);
  });

  it('words the signup screens in their own style', () => {
    const salon = requiredText('* Salon required', signupTextLimit('name', 'Salon'));
    expect(issues(salon.safeParse('a'.repeat(300)))).toEqual(['* Salon can be at most 100 characters']);
  });

  it('refuses an email longer than any mailbox as invalid', () => {
    const email = requiredEmail('* Email required', '* Email invalid');
    expect(issues(email.safeParse(`${'a'.repeat(250)}@example.com`))).toEqual(['* Email invalid']);
  });

  it('holds the forms that name a salon: signup account and the salon tab', () => {
    const long = 'a'.repeat(300);
    expect(issues(accountSchema.pick({ salon: true }).safeParse({ salon: long }))).toEqual([
      '* Salon can be at most 100 characters',
    ]);
    expect(issues(salonSettingsSchema.pick({ name: true }).safeParse({ name: long }))).toEqual([
      'Salon name can be at most 100 characters.',
    ]);
  });
});

describe('BSB', () => {
  it('is six digits, typed with or without a dash or spaces', () => {
    expect(bsbSchema.parse('062-000')).toBe('062000');
    expect(bsbSchema.parse(' 062 000 ')).toBe('062000');
    expect(bsbSchema.parse('')).toBe('');
    expect(isBsb('06200')).toBe(false);
    expect(isBsb('0620001')).toBe(false);
    expect(isBsb('06a000')).toBe(false);
  });

  it('refuses anything else with its message', () => {
    expect(issues(bsbSchema.safeParse('12'))).toEqual([numberMessages.bsb]);
  });
});

describe('bank account number', () => {
  it('has 5 to 9 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        expect(isBankAccountNumber(digits)).toBe(digits.length >= 5 && digits.length <= 9);
      }),
    );
  });

  it('drops spaces and dashes, and keeps an empty one', () => {
    expect(bankAccountNumberSchema.parse('1234 5678')).toBe('12345678');
    expect(bankAccountNumberSchema.parse('12-345')).toBe('12345');
    expect(bankAccountNumberSchema.parse(undefined)).toBe('');
  });

  it('refuses "12" and letters with its message', () => {
    expect(issues(bankAccountNumberSchema.safeParse('12'))).toEqual(['Account number must be 5 to 9 digits']);
    expect(issues(bankAccountNumberSchema.safeParse('12345a'))).toEqual(['Account number must be 5 to 9 digits']);
  });
});

describe('postcode', () => {
  it('is four digits', () => {
    expect(isPostcode('2000')).toBe(true);
    expect(isPostcode(' 0800 ')).toBe(true);
    expect(isPostcode('200')).toBe(false);
    expect(isPostcode('20000')).toBe(false);
    expect(isPostcode('2OOO')).toBe(false);
  });

  it('reports a missing one as required and a malformed one by its format', () => {
    const postcode = postcodeSchema('Please enter the postcode', numberMessages.postcode);
    expect(issues(postcode.safeParse(''))).toEqual(['Please enter the postcode']);
    expect(issues(postcode.safeParse('12345'))).toEqual(['Postcode must be 4 digits']);
  });

  it('holds the account tab', () => {
    const result = accountDetailsSchema.shape.postcode.safeParse('ABC');
    expect(issues(result)).toEqual(['Postcode must be 4 digits']);
  });
});

describe('lists typed one entry at a time', () => {
  it('refuses a team member name past the limit, in the settings and the onboarding alike', () => {
    const long = 'a'.repeat(TEXT_LIMITS.name + 1);
    expect(checkStaffName(long, [])).toEqual({ ok: false, message: 'Name can be at most 100 characters.' });
    expect(addStaffName([], long)).toEqual({ ok: false, message: 'Name can be at most 100 characters.' });
  });

  it('refuses a hashtag that would make the social media message too long', () => {
    const tags = Array.from({ length: 9 }, (_, index) => `#${String(index).repeat(100)}`);
    expect(addHashtag(tags, 'one')).toEqual({ ok: true, list: [...tags, '#one'] });
    expect(addHashtag(tags, 'x'.repeat(100))).toEqual({ ok: false, message: onboardingMessages.hashtagsTooLong });
  });
});
