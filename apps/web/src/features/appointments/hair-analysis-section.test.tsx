// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HairAnalysisSection, NO_ANALYSIS } from './hair-analysis-section.tsx';

afterEach(cleanup);

describe('HairAnalysisSection', () => {
  it('shows each score out of 10, and one the stylist left unset as Not scored with no bar', () => {
    render(
      <HairAnalysisSection
        analysis={{
          density: 14,
          texture: 9,
          curl: null,
          colorSensitivity: null,
          porous: 16,
          elasticity: 6,
          scalpConcerns: 'oily',
          hairColour: null,
        }}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Density' }).getAttribute('aria-valuetext')).toBe('7 / 10');
    expect(screen.getByRole('slider', { name: 'Texture' }).getAttribute('aria-valuetext')).toBe('4.5 / 10');
    expect(screen.queryByRole('slider', { name: 'Curl' })).toBeNull();
    expect(screen.getByText('Curl')).toBeVisible();
    expect(screen.getAllByText('Not scored')).toHaveLength(2);
    expect(screen.getAllByRole('slider')).toHaveLength(4);
  });

  it('says so when the session has no analysis', () => {
    render(<HairAnalysisSection analysis={null} />);
    expect(screen.getByText(NO_ANALYSIS)).toBeVisible();
  });
});
