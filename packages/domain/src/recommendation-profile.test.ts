import { describe, expect, it } from 'vitest';
import {
  MAX_OTHER_FILTERS,
  otherFilterChoices,
  recommendationProfileMessages,
  recommendationProfileSchema,
  UNKNOWN_PROFILE,
} from './recommendation-profile.ts';

const messagesOf = (input: unknown) => {
  const result = recommendationProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('recommendationProfileSchema', () => {
  it('takes a known gender, coloured or natural hair, today’s services and the other filters, trimmed; unknown is null and none', () => {
    expect(
      recommendationProfileSchema.parse({
        gender: 'Male',
        coloured: true,
        services: ['Colour', 'Curl'],
        otherFilters: [' Vegan ', 'Heat styling'],
      }),
    ).toEqual({
      gender: 'Male',
      coloured: true,
      services: ['Colour', 'Curl'],
      otherFilters: ['Vegan', 'Heat styling'],
    });
    expect(recommendationProfileSchema.parse(UNKNOWN_PROFILE)).toEqual(UNKNOWN_PROFILE);
    expect(recommendationProfileSchema.parse({})).toEqual(UNKNOWN_PROFILE);
    expect(recommendationProfileSchema.parse({ gender: undefined, coloured: false, otherFilters: null })).toEqual({
      ...UNKNOWN_PROFILE,
      coloured: false,
    });
  });

  it('refuses a gender outside the catalogue’s Genders, an unknown or repeated service, an empty or repeated filter, and too many', () => {
    expect(messagesOf({ gender: 'female', coloured: null, otherFilters: [] })).toEqual([
      recommendationProfileMessages.gender,
    ]);
    expect(messagesOf({ services: ['Perm'] })).toEqual([recommendationProfileMessages.service]);
    expect(messagesOf({ services: ['Colour', 'Colour'] })).toEqual([recommendationProfileMessages.service]);
    expect(messagesOf({ gender: null, coloured: null, otherFilters: ['  '] })).toEqual([
      recommendationProfileMessages.otherFilter,
    ]);
    expect(messagesOf({ gender: null, coloured: null, otherFilters: ['x'.repeat(61)] })).toEqual([
      recommendationProfileMessages.otherFilter,
    ]);
    expect(messagesOf({ gender: null, coloured: null, otherFilters: ['Vegan', 'vegan'] })).toEqual([
      recommendationProfileMessages.duplicateOtherFilter,
    ]);
    const many = Array.from({ length: MAX_OTHER_FILTERS + 1 }, (_, index) => `Filter ${index}`);
    expect(messagesOf({ gender: null, coloured: null, otherFilters: many })).toEqual([
      recommendationProfileMessages.tooManyOtherFilters,
    ]);
  });
});

describe('otherFilterChoices', () => {
  it('lists each of the catalogue’s words once whatever its case, trimmed, alphabetically', () => {
    expect(otherFilterChoices(['Vegan', 'heat styling', ' vegan', '', 'Chlorine', 'Heat styling '])).toEqual([
      'Chlorine',
      'heat styling',
      'Vegan',
    ]);
  });
});
