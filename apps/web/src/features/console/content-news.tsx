import { zodResolver } from '@hookform/resolvers/zod';
import { newsCardInputSchema, type NewsCardForm, type NewsCardInput } from '@piiq/domain/content';
import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { DateTime } from '../../components/date-time.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { ContentEditor, type ContentKind } from './content-editor.tsx';
import { NumberField, POSITION_HELP } from './content-fields.tsx';
import { DeleteNewsCard, GetConsoleNewsCards, SaveNewsCard, type ConsoleNewsCard } from './content-operations.ts';

const twoToOne = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } } as const;

const NEWS_CARDS: ContentKind<ConsoleNewsCard, NewsCardForm, NewsCardInput> = {
  label: 'News cards',
  newLabel: 'New news card',
  empty: { title: 'No news cards', body: 'A published card shows on every salon’s dashboard.' },
  listKey: consoleKeys.news,
  load: async () => (await request(GetConsoleNewsCards)).consoleNewsCards,
  rows: (cards) => cards,
  columns: [
    { key: 'heading', header: 'Heading', cell: (card) => card.heading },
    { key: 'title', header: 'Title', cell: (card) => card.title },
    {
      key: 'published',
      header: 'Published',
      cell: (card) =>
        card.publishedAt ? (
          <DateTime value={card.publishedAt} timeZone={PROVIDER_TIME_ZONE} format="dayTime" />
        ) : (
          'Draft'
        ),
    },
  ],
  name: (card) => card.title,
  resolver: zodResolver(newsCardInputSchema),
  values: (card) => ({
    heading: card?.heading ?? '',
    title: card?.title ?? '',
    body: card?.body ?? '',
    linkUrl: card?.linkUrl ?? '',
    linkLabel: card?.linkLabel ?? '',
    imagePath: card?.imagePath ?? '',
    position: card?.position ?? 0,
    published: card ? card.publishedAt !== null : false,
  }),
  serverFields: ['heading', 'title', 'body', 'linkUrl', 'linkLabel', 'imagePath', 'position'],
  save: (card, input) => request(SaveNewsCard, { id: card?.id ?? null, input }),
  remove: (card) => request(DeleteNewsCard, { id: card.id }),
  Fields: ({ form: { register, formState } }) => {
    const { errors } = formState;
    const { ref: publishedRef, ...published } = register('published');
    return (
      <>
        <TextInput
          label="Heading"
          {...fieldProps(register('heading'), errors.heading, 'Cards are grouped under it, such as News - April 2022')}
        />
        <TextInput label="Title" {...fieldProps(register('title'), errors.title)} />
        <TextInput label="Text" multiline minRows={3} {...fieldProps(register('body'), errors.body)} />
        <Box sx={twoToOne}>
          <TextInput label="Link address" plainText {...fieldProps(register('linkUrl'), errors.linkUrl)} />
          <TextInput label="Link label" {...fieldProps(register('linkLabel'), errors.linkLabel)} />
        </Box>
        <Box sx={twoToOne}>
          <TextInput label="Image address" plainText {...fieldProps(register('imagePath'), errors.imagePath)} />
          <NumberField
            label="Position"
            {...fieldProps(register('position', { valueAsNumber: true }), errors.position, POSITION_HELP)}
          />
        </Box>
        <FormControlLabel
          control={<Checkbox {...published} slotProps={{ input: { ref: publishedRef } }} />}
          label="Published (shown on every salon’s dashboard)"
        />
      </>
    );
  },
};

/** The dashboard's news cards, drafts included, newest first. */
export function NewsSection() {
  return <ContentEditor kind={NEWS_CARDS} />;
}
