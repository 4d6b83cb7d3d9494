import { z } from 'zod';

/** Where the provider's follow-up of a pre-register lead stands, in the order a lead moves through them. */
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'CONVERTED', 'CLOSED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  CONVERTED: 'Converted',
  CLOSED: 'Closed',
};

export const LEAD_NOTES_MAX = 5_000;
export const LEAD_SEARCH_MAX = 200;

export const leadMessages = {
  notesTooLong: `Notes can be at most ${LEAD_NOTES_MAX.toLocaleString('en-AU')} characters.`,
  searchTooLong: `Search for at most ${LEAD_SEARCH_MAX} characters.`,
  changedElsewhere:
    'Someone else changed this lead after you opened it. Their change is shown now: make yours again and save.',
} as const;

/** A console save of a lead: its status and notes, and the version the editor read. */
export const leadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  notes: z.string().max(LEAD_NOTES_MAX, leadMessages.notesTooLong),
  version: z.number().int().min(1),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** The leads list's search of name, email, salon or phone (the list and its export); blank is no search. */
export const leadSearchSchema = z
  .string()
  .max(LEAD_SEARCH_MAX, leadMessages.searchTooLong)
  .nullish()
  .transform((search) => search?.trim() || undefined);
