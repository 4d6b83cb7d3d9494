// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTime } from './date-time.tsx';
import { Money } from './money.tsx';

afterEach(cleanup);

// 5 Feb 2020 13:45 in Sydney (UTC+11 in summer).
const instant = '2020-02-05T02:45:00.000Z';

describe('DateTime', () => {
  it.each([
    ['day', '5.02.2020'],
    ['time', '13:45'],
    ['dayTime', '5.02.2020 13:45'],
    ['order', 'Wed 5th Feb 2020 13:45'],
  ] as const)('formats %s in the salon zone', (format, text) => {
    const { container } = render(<DateTime value={instant} timeZone="Australia/Sydney" format={format} />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe(text);
    expect(time?.getAttribute('datetime')).toBe(instant);
  });

  it('shows nothing for a malformed date', () => {
    const { container } = render(<DateTime value="not a date" timeZone="Australia/Sydney" format="day" />);
    expect(container.textContent).toBe('');
  });
});

describe('Money', () => {
  it('shows AUD with two decimals and no grouping', () => {
    const { container } = render(<Money cents={123450} />);
    expect(container.textContent).toBe('AUD 1234.50');
  });
});
