import { termsInputSchema } from '@piiq/domain/content';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { TermsRow } from './terms.repository.ts';

const TermsOfServiceRef = builder.objectRef<TermsRow>('TermsOfService').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    bodyHtml: t.exposeString('bodyHtml', { description: 'Stored sanitised; the browser sanitises it again.' }),
    locale: t.exposeString('locale'),
    version: t.exposeInt('version'),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
  }),
});

const TermsInputRef = builder.inputType('TermsInput', {
  fields: (t) => ({
    locale: t.string({ required: true }),
    bodyHtml: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  termsOfService: t.field({
    type: TermsOfServiceRef,
    nullable: true,
    description:
      'The newest terms for a locale (en-US), a country (US) or a language (en). GetTermsOfService asks four times with aliases and uses the first answer.',
    authScopes: { guest: true },
    args: { locale: t.arg.string({ required: true, validate: z.string().min(2).max(16) }) },
    resolve: async (_root, args, context) => (await context.services.terms.latestFor(args.locale)) ?? null,
  }),
  consoleTermsVersions: t.field({
    type: [TermsOfServiceRef],
    authScopes: { provider: true },
    description: 'Every published version of the terms, by locale, newest first.',
    resolve: (_root, _args, context) => context.services.terms.versions(),
  }),
}));

builder.mutationFields((t) => ({
  publishTerms: t.field({
    type: TermsOfServiceRef,
    authScopes: { providerAdmin: true },
    description:
      'Publishes the locale’s next version (HTML stored sanitised); everyone reading that locale accepts it again at their next visit. A provider admin’s alone.',
    args: { input: t.arg({ type: TermsInputRef, required: true, validate: termsInputSchema }) },
    resolve: (_root, args, context) =>
      context.services.terms.publish(auditActorOf(context), termsInputSchema.parse(args.input)),
  }),
}));
