import { describe, expect, it } from 'vitest';
import { accountDetailsSchema, salonAccountSchema } from './salon-account.ts';
import { SAVED_SUCCESSFULLY } from './salon-settings.ts';

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('account details', () => {
  const details = {
    name: 'Shear Bliss Pty Ltd',
    addressLine1: '1 George St',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    firstName: 'Jo',
    lastName: 'Smith',
    phone: { country: 'AU', number: '02 9876 5432' },
    email: 'Owner@ShearBliss.com',
    timeZone: 'Australia/Sydney',
  };

  it('normalises a valid form', () => {
    expect(accountDetailsSchema.parse(details)).toMatchObject({ phone: '+61298765432', email: 'owner@shearbliss.com' });
    expect(accountDetailsSchema.safeParse({ ...details, timeZone: 'UTC' }).success).toBe(true);
  });

  it('explains each problem', () => {
    expect(
      messagesByPath(accountDetailsSchema.safeParse({ ...details, name: '', email: 'x', timeZone: 'Sydney' })),
    ).toEqual({
      name: 'Please enter the account name',
      email: 'Please enter a valid email address',
      timeZone: 'Please choose a time zone from the list',
    });
  });

  it('confirms a save', () => {
    expect(SAVED_SUCCESSFULLY).toBe('Saved successfully.');
  });

  it('names the account name accountName for the API, with the same rules', () => {
    const { name, ...rest } = details;
    expect(salonAccountSchema.parse({ accountName: ` ${name} `, ...rest })).toMatchObject({
      accountName: name,
      phone: '+61298765432',
      email: 'owner@shearbliss.com',
    });
    expect(salonAccountSchema.safeParse({ accountName: '', ...rest }).error?.issues[0]).toMatchObject({
      path: ['accountName'],
      message: 'Please enter the account name',
    });
    expect(Object.keys(salonAccountSchema.shape)[0]).toBe('accountName');
  });
});
