import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './signup-welcome.ts';

describe('welcome email', () => {
  const owner = {
    salonName: 'Shear Bliss',
    firstName: 'Jo',
    email: 'jo@shearbliss.com.au',
    signInUrl: 'https://piiq.example/',
  };

  it('greets the owner, names the plan and tells where to sign in and find the invoices', () => {
    expect(welcomeEmail({ ...owner, plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 2 })).toEqual({
      subject: 'Welcome to piiq: your new account for Shear Bliss is ready',
      text: [
        'Hi Jo,',
        '',
        'Welcome to piiq! Your account for Shear Bliss is ready (Plus - Annual Saver).',
        'Sign in at https://piiq.example/ with jo@shearbliss.com.au. If you left the registration before choosing your password, choose one with "I forgot my password" on the sign-in page.',
        'We are preparing your 2 mirrors for delivery and will let you know when they ship.',
        'Your tax invoices are under Settings, Account, once you have signed in.',
        '',
        'The piiq team',
      ].join('\n'),
    });
  });

  it('speaks of one mirror in the singular, and of none where nothing ships', () => {
    expect(welcomeEmail({ ...owner, plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 1 }).text).toContain(
      'We are preparing your mirror for delivery and will let you know when it ships.',
    );
    const growth = welcomeEmail({ ...owner, plan: 'GROWTH', subscriptionType: 'MONTHLY', mirrors: 0 }).text;
    expect(growth).not.toContain('We are preparing');
    expect(growth).toContain('sign-in page.\n\nYour tax invoices');
  });
});
