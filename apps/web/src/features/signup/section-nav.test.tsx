// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionNav } from './section-nav.tsx';

afterEach(cleanup);

describe('the section navigation', () => {
  it('strikes skipped sections through, dims later ones, and lets only done ones be clicked', async () => {
    const onGoBack = vi.fn();
    render(<SectionNav progress={{ current: 'order', skipped: ['delivery', 'payment'] }} onGoBack={onGoBack} />);
    const nav = screen.getByRole('navigation', { name: 'Registration sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1Subscription (done)', '2Account (done)']);
    expect([...nav.querySelectorAll('s')].map((struck) => struck.textContent)).toEqual(['Delivery', 'Payment']);
    expect(nav.querySelector('[aria-current="step"]')?.textContent).toBe('5Order');
    expect(within(nav).getByText('(not yet)', { exact: false }).parentElement?.textContent).toContain('Password');

    await userEvent.setup().click(within(nav).getByRole('button', { name: /Subscription/ }));
    expect(onGoBack).toHaveBeenCalledWith('subscription');
  });

  it('lets nothing be clicked once the order is placed', () => {
    render(<SectionNav progress={{ current: 'password', skipped: [] }} onGoBack={null} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
