import { newsCardInputSchema } from '@piiq/domain/content';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { AnnouncementRow } from './dashboard.repository.ts';

const ConsoleNewsCardRef = builder.objectRef<AnnouncementRow>('ConsoleNewsCard').implement({
  description: 'A news card as the provider edits it, drafts included.',
  fields: (t) => ({
    id: t.exposeID('id'),
    heading: t.exposeString('heading', {
      description: 'The heading the dashboard groups it under, such as News - April 2022.',
    }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    linkUrl: t.exposeString('linkUrl', { nullable: true }),
    linkLabel: t.exposeString('linkLabel', { nullable: true }),
    imagePath: t.exposeString('imagePath', { nullable: true }),
    position: t.exposeInt('position'),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Null for a draft.',
      resolve: (card) => card.publishedAt,
    }),
  }),
});

const NewsCardInputRef = builder.inputType('NewsCardInput', {
  fields: (t) => ({
    heading: t.string({ required: true }),
    title: t.string({ required: true }),
    body: t.string({ required: true }),
    linkUrl: t.string(),
    linkLabel: t.string(),
    imagePath: t.string(),
    position: t.int({ required: true }),
    published: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  consoleNewsCards: t.field({
    type: [ConsoleNewsCardRef],
    authScopes: { provider: true },
    description: 'Every news card, drafts too, newest first.',
    resolve: (_root, _args, context) => context.services.newsCards.all(),
  }),
}));

builder.mutationFields((t) => ({
  saveNewsCard: t.field({
    type: ConsoleNewsCardRef,
    authScopes: { provider: true },
    description: 'A new news card (no id) or a change; a published card shows on every salon’s dashboard.',
    args: { id: t.arg.id(), input: t.arg({ type: NewsCardInputRef, required: true, validate: newsCardInputSchema }) },
    resolve: (_root, args, context) =>
      context.services.newsCards.save(
        auditActorOf(context),
        args.id ? String(args.id) : null,
        newsCardInputSchema.parse(args.input),
      ),
  }),
  deleteNewsCard: t.field({
    type: ConsoleNewsCardRef,
    authScopes: { provider: true },
    description: 'Takes a news card off every dashboard.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.newsCards.remove(auditActorOf(context), String(args.id)),
  }),
}));
