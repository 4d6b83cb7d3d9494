import { z } from 'zod';
import { requiredText } from './fields.ts';
import { IBB_MODULES } from './ibb.ts';
import { HELP_RESOURCE_KINDS } from './resources.ts';
import { storedVideoUrl, VIDEO_URL_MAX, VIDEO_URL_MESSAGE } from './videos.ts';

/**
 * The content the provider keeps in the console (IBB lessons, academy videos, news cards, help and
 * resources, terms of service): one schema per form, read by the console's forms and by the server.
 * HTML is accepted as text here; the server stores it sanitised.
 */

export const CONTENT_HTML_MAX = 200_000;

export const contentMessages = {
  lessonName: 'Enter the lesson’s name.',
  lessonTaken: 'That module already has a lesson with this number.',
  moduleNumber: `Choose a module from 1 to ${IBB_MODULES.length}.`,
  lessonNumber: 'Enter a lesson number from 1 to 99.',
  minutes: 'Enter the minutes, from 0 to 600.',
  position: 'Enter a position from 0 to 9999.',
  videoUrl: VIDEO_URL_MESSAGE,
  academyName: 'Enter the video’s name.',
  heading: 'Enter the heading the card is grouped under.',
  cardTitle: 'Enter the card’s title.',
  cardBody: 'Enter the card’s text.',
  linkLabel: 'A link needs its label, and a label its link.',
  resourceTitle: 'Enter the entry’s title.',
  address: 'Enter an address starting with https://, // or /.',
  locale: 'Enter a locale such as en-GB: a language, a dash and a country.',
  termsBody: 'Enter the terms’ text.',
  termsPublishedMeanwhile:
    'Someone else published a version of these terms at the same moment. Check the versions below and publish again.',
  htmlTooLong: `HTML can be at most ${CONTENT_HTML_MAX.toLocaleString('en-AU')} characters.`,
  tooLong: (max: number) => `At most ${max.toLocaleString('en-AU')} characters.`,
  tooMany: (max: number, what: string) => `At most ${max} ${what}.`,
  notFound: 'This content no longer exists: it may have been removed by someone else.',
} as const;

const WEB_ADDRESS = /^(https?:\/\/|\/\/|\/)\S+$/;

/** A text that may be left empty, stored as null when it is. */
function nullableText(max: number, rule?: { pattern: RegExp; message: string }) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(
      z
        .string()
        .max(max, contentMessages.tooLong(max))
        .refine((text) => text === '' || !rule || rule.pattern.test(text), rule?.message ?? ''),
    )
    .transform((text) => (text === '' ? null : text));
}

const webAddress = () => nullableText(2_000, { pattern: WEB_ADDRESS, message: contentMessages.address });
/** Where a video plays from (videos.ts), stored as the address it plays; null when left empty. */
const videoUrl = () =>
  z
    .string()
    .max(VIDEO_URL_MAX, contentMessages.tooLong(VIDEO_URL_MAX))
    .nullish()
    .transform((value, context) => {
      const stored = storedVideoUrl(value);
      if (stored !== undefined) return stored;
      context.addIssue({ code: 'custom', message: contentMessages.videoUrl });
      return z.NEVER;
    });
const html = () => z.string().max(CONTENT_HTML_MAX, contentMessages.htmlTooLong);
const position = () =>
  z
    .number({ error: contentMessages.position })
    .int(contentMessages.position)
    .min(0, contentMessages.position)
    .max(9_999, contentMessages.position);

/** A list the form edits one per line and the API sends as a list: blank lines are dropped. */
function lines(max: number, what: string, item: z.ZodType<string, string>) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (typeof value === 'string' ? value.split('\n') : value).map((line) => line.trim()).filter((line) => line !== ''),
    )
    .pipe(z.array(item).max(max, contentMessages.tooMany(max, what)));
}

/** Lists shown in a form's text box, one per line. */
export const asLines = (items: readonly string[]): string => items.join('\n');

export const ibbLessonInputSchema = z.object({
  moduleNumber: z
    .number({ error: contentMessages.moduleNumber })
    .int()
    .min(1, contentMessages.moduleNumber)
    .max(IBB_MODULES.length, contentMessages.moduleNumber),
  lessonNumber: z
    .number({ error: contentMessages.lessonNumber })
    .int(contentMessages.lessonNumber)
    .min(1, contentMessages.lessonNumber)
    .max(99, contentMessages.lessonNumber),
  name: requiredText(contentMessages.lessonName, { max: 200, message: contentMessages.tooLong(200) }),
  description: z.string().trim().max(2_000, contentMessages.tooLong(2_000)),
  estTimeMinutes: z
    .number({ error: contentMessages.minutes })
    .int(contentMessages.minutes)
    .min(0, contentMessages.minutes)
    .max(600, contentMessages.minutes),
  videoUrl: videoUrl(),
  transcriptHtml: html(),
  todos: lines(20, 'to-dos', z.string().max(500, contentMessages.tooLong(500))),
});
export type IbbLessonInput = z.output<typeof ibbLessonInputSchema>;
export type IbbLessonForm = z.input<typeof ibbLessonInputSchema>;

export const academyItemInputSchema = z.object({
  name: requiredText(contentMessages.academyName, { max: 200, message: contentMessages.tooLong(200) }),
  videoUrl: videoUrl(),
  transcriptHtml: html(),
  images: lines(12, 'images', z.string().max(2_000).regex(WEB_ADDRESS, contentMessages.address)),
  position: position(),
});
export type AcademyItemInput = z.output<typeof academyItemInputSchema>;
export type AcademyItemForm = z.input<typeof academyItemInputSchema>;

export const newsCardInputSchema = z
  .object({
    heading: requiredText(contentMessages.heading, { max: 120, message: contentMessages.tooLong(120) }),
    title: requiredText(contentMessages.cardTitle, { max: 200, message: contentMessages.tooLong(200) }),
    body: requiredText(contentMessages.cardBody, { max: 2_000, message: contentMessages.tooLong(2_000) }),
    linkUrl: webAddress(),
    linkLabel: nullableText(80),
    imagePath: webAddress(),
    position: position(),
    published: z.boolean(),
  })
  .refine((card) => (card.linkUrl === null) === (card.linkLabel === null), {
    message: contentMessages.linkLabel,
    path: ['linkLabel'],
  });
export type NewsCardInput = z.output<typeof newsCardInputSchema>;
export type NewsCardForm = z.input<typeof newsCardInputSchema>;

export const HELP_RESOURCE_KIND_LABELS: Readonly<Record<(typeof HELP_RESOURCE_KINDS)[number], string>> = {
  VIDEO: 'Video',
  SUPPORT_LINK: 'Support link',
  APP_BADGE: 'App badge',
  SUPPORT_PHONE: 'Support phone',
  GUIDE_SECTION: 'Guide section',
  SOCIAL_IMAGE: 'Social image',
  SOCIAL_VIDEO: 'Social video',
  TEXT_TEMPLATE: 'Text template',
  EMAIL_TEMPLATE: 'Email template',
  CAPTION_IDEA: 'Caption idea',
  HASHTAGS: 'Hashtags',
};

export const helpResourceInputSchema = z.object({
  kind: z.enum(HELP_RESOURCE_KINDS),
  title: requiredText(contentMessages.resourceTitle, { max: 200, message: contentMessages.tooLong(200) }),
  body: z.string().trim().max(20_000, contentMessages.tooLong(20_000)),
  url: webAddress(),
  videoUrl: videoUrl(),
  position: position(),
});
export type HelpResourceInput = z.output<typeof helpResourceInputSchema>;
export type HelpResourceForm = z.input<typeof helpResourceInputSchema>;

/** A new version of the terms for one locale; its number is the locale's next, given by the server. */
export const termsInputSchema = z.object({
  locale: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}-[A-Z]{2}$/, contentMessages.locale),
  bodyHtml: requiredText(contentMessages.termsBody, { max: CONTENT_HTML_MAX, message: contentMessages.htmlTooLong }),
});
export type TermsInput = z.output<typeof termsInputSchema>;
