// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { HairColourMeasurePage } from './hair-colour-measure-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const none = { readings: 0, levelWithinOne: 0, toneAgreed: 0, greyWithinTen: 0 };
const bands = (confident = none, rough = none, unsure = none) => [
  { band: 'confident', ...confident },
  { band: 'rough', ...rough },
  { band: 'unsure', ...unsure },
];
const answer = (figures: unknown) => () => ({ data: { hairColourMeasureFigures: figures } });

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the console’s hair colour measure page', () => {
  it('says there are no readings yet', async () => {
    mockGraphql({
      GetHairColourMeasureFigures: answer({ summary: { ...none, salons: 0 }, byMonth: [], byConfidenceBand: bands() }),
    });
    renderWithQueryClient(<HairColourMeasurePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hair colour measure' })).toBeTruthy();
    expect(await screen.findByText('No readings yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the summary, the months newest first by measure version, and every confidence band, as percentages with their counts', async () => {
    mockGraphql({
      GetHairColourMeasureFigures: answer({
        summary: { readings: 50, salons: 3, levelWithinOne: 41, toneAgreed: 35, greyWithinTen: 45 },
        byMonth: [
          {
            month: '2026-11',
            measureVersion: 'measure-2026-11-29',
            readings: 10,
            levelWithinOne: 9,
            toneAgreed: 8,
            greyWithinTen: 10,
          },
          {
            month: '2026-10',
            measureVersion: 'measure-2026-09-01',
            readings: 40,
            levelWithinOne: 32,
            toneAgreed: 27,
            greyWithinTen: 35,
          },
        ],
        byConfidenceBand: bands(
          { readings: 30, levelWithinOne: 29, toneAgreed: 25, greyWithinTen: 29 },
          { readings: 20, levelWithinOne: 12, toneAgreed: 10, greyWithinTen: 16 },
        ),
      }),
    });
    renderWithQueryClient(<HairColourMeasurePage />);

    const list = await screen.findByLabelText('Summary');
    const figure = (label: string) => within(list).getByText(label).nextElementSibling?.textContent;
    expect(figure('Readings kept')).toBe('50');
    expect(figure('Salons')).toBe('3');
    expect(figure('Level within one level')).toBe('82% (41 of 50)');
    expect(figure('Tone agreed')).toBe('70% (35 of 50)');
    expect(figure('Grey within 10 points')).toBe('90% (45 of 50)');

    expect(rowTexts(screen.getByRole('table', { name: 'By month and measure version' }))).toEqual([
      ['Month', 'Measure version', 'Readings', 'Level within one level', 'Tone agreed', 'Grey within 10 points'],
      ['Nov 2026', 'measure-2026-11-29', '10', '90% (9 of 10)', '80% (8 of 10)', '100% (10 of 10)'],
      ['Oct 2026', 'measure-2026-09-01', '40', '80% (32 of 40)', '68% (27 of 40)', '88% (35 of 40)'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'By confidence band' }))).toEqual([
      ['Confidence band', 'Readings', 'Level within one level', 'Tone agreed', 'Grey within 10 points'],
      ['Confident', '30', '97% (29 of 30)', '83% (25 of 30)', '97% (29 of 30)'],
      ['Rough guess', '20', '60% (12 of 20)', '50% (10 of 20)', '80% (16 of 20)'],
      ['Unsure', '0', '—', '—', '—'],
    ]);
  });

  it('says what went wrong and offers to try again', async () => {
    mockGraphql({ GetHairColourMeasureFigures: () => apiError('Not authorised', 'FORBIDDEN') });
    renderWithQueryClient(<HairColourMeasurePage />);
    await waitFor(() =>
      expect(screen.getByText(/We couldn't load the hair colour measure’s figures\. Not authorised/)).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
