import { builder } from '../../graphql/builder.ts';
import type { AcademyRow } from './academy.repository.ts';

/** The spec stores images protocol-less ("//host/path"); a page served over https loads them over https. */
const withProtocol = (image: string) => (image.startsWith('//') ? `https:${image}` : image);

const AcademyItemRef = builder.objectRef<AcademyRow>('AcademyItem').implement({
  description: 'A PIIQ ACADEMY video (salon-admin.md section 3, Academy content).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    vimeoId: t.exposeString('vimeoId', { nullable: true, description: 'Preferred over youtubeId when both are set.' }),
    youtubeId: t.exposeString('youtubeId', { nullable: true }),
    transcriptHtml: t.exposeString('transcriptHtml', { description: 'As stored: the browser sanitises it before showing it.' }),
    images: t.stringList({ resolve: (item) => item.images.map(withProtocol) }),
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
