import { z } from 'zod';
import { MAX_NOTES_LENGTH, MAX_SEARCH_LENGTH, appointmentMessages } from './appointments.ts';
import { CHART_VIEWS, NAV_PARAMS } from './dates.ts';
import { IMAGE_SHARE_WAYS, imageShareMessages } from './image-shares.ts';

/*
 * The checks of the appointment screens' inputs, whose rules live in modules that screens load only
 * to format and label (dates, the appointment, image shares). Kept here so those screens never load
 * zod; the API and the notes form import their checks from here.
 */

export const navParamSchema = z.enum(NAV_PARAMS);
export const chartViewSchema = z.enum(CHART_VIEWS);
/** How a client's share of a kept photo went, as ImageShare.sharedTo records it. */
export const imageShareWaySchema = z.enum(IMAGE_SHARE_WAYS, { error: imageShareMessages.unknownWay });

export const appointmentListFilterSchema = z.object({
  navParam: navParamSchema.default('ALLTIME'),
  search: z.string().trim().max(MAX_SEARCH_LENGTH, appointmentMessages.searchTooLong).default(''),
});

/** The stylist's notes on a session; blank notes are no notes. */
export const appointmentNotesSchema = z
  .string()
  .max(MAX_NOTES_LENGTH, appointmentMessages.notesTooLong)
  .transform((notes) => (notes.trim() === '' ? null : notes));
