import { z } from 'zod';
import { readFinderSearch, type FinderSearch } from './salon-finder.ts';

/**
 * The finder's search as the API takes it: readFinderSearch's rule and messages, so the server
 * refuses exactly what the screen refuses. Apart from salon-finder.ts so the screen never loads zod.
 */
export const finderSearchSchema = z.string().transform((typed, context): FinderSearch => {
  const reading = readFinderSearch(typed);
  if (reading.ok) return reading.search;
  context.addIssue({ code: 'custom', message: reading.message });
  return z.NEVER;
});
