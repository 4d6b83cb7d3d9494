import { academyItemInputSchema } from '@piiq/domain/content';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { AcademyRow } from './academy.repository.ts';

/** The catalogue stores images protocol-less ("//host/path"); a page served over https loads them over https. */
const withProtocol = (image: string) => (image.startsWith('//') ? `https:${image}` : image);

const AcademyItemRef = builder.objectRef<AcademyRow>('AcademyItem').implement({
  description: 'A PIIQ ACADEMY video.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    videoUrl: t.exposeString('videoUrl', {
      nullable: true,
      description:
        'Where the video plays from: a video the server ships (/videos/NAME.mp4) or a player’s embed address on player.vimeo.com or www.youtube-nocookie.com.',
    }),
    transcriptHtml: t.exposeString('transcriptHtml', {
      description: 'As stored: the browser sanitises it before showing it.',
    }),
    images: t.stringList({ resolve: (item) => item.images.map(withProtocol) }),
    storedImages: t.exposeStringList('images', {
      description: 'The images as stored (protocol-less kept so), for the console’s form.',
    }),
    position: t.exposeInt('position', { description: 'The place in the grid: lower first.' }),
  }),
});

const AcademyItemInputRef = builder.inputType('AcademyItemInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    videoUrl: t.string(),
    transcriptHtml: t.string({ required: true }),
    images: t.stringList({ required: true }),
    position: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  academy: t.field({
    type: [AcademyItemRef],
    authScopes: { authenticated: true },
    description: 'GetPiiqAcademyContent: the academy grid, in its order.',
    resolve: (_root, _args, context) => context.services.academy.items(),
  }),
  academyItem: t.field({
    type: AcademyItemRef,
    nullable: true,
    authScopes: { authenticated: true },
    description: 'GetPiiqAcademyContentDetail: one item; null for an id that is no item (Not found).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.academy.item(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveAcademyItem: t.field({
    type: AcademyItemRef,
    authScopes: { provider: true },
    description: 'A new academy video (no id) or a change; the transcript is stored sanitised.',
    args: {
      id: t.arg.id(),
      input: t.arg({ type: AcademyItemInputRef, required: true, validate: academyItemInputSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.academy.save(
        auditActorOf(context),
        args.id ? String(args.id) : null,
        academyItemInputSchema.parse(args.input),
      ),
  }),
  deleteAcademyItem: t.field({
    type: AcademyItemRef,
    authScopes: { provider: true },
    description: 'Takes a video off the academy.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.academy.remove(auditActorOf(context), String(args.id)),
  }),
}));
