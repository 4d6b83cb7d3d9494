import { zodResolver } from '@hookform/resolvers/zod';
import { newsCardInputSchema, type NewsCardForm, type NewsCardInput } from '@piiq/domain/content';
import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateTime } from '../../components/date-time.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import type { PagedTableColumn } from '../../components/paged-table.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { ContentDialog, ContentList, DeleteContentButton, useContentRefresh } from './content-dialog.tsx';
import { DeleteNewsCard, GetConsoleNewsCards, SaveNewsCard, type ConsoleNewsCard } from './content-operations.ts';

/** The dashboard's news cards, drafts included, newest first. */
export function NewsSection() {
  const cards = useQuery({
    queryKey: consoleKeys.news,
    queryFn: async () => (await request(GetConsoleNewsCards)).consoleNewsCards,
  });
  const [editing, setEditing] = useState<ConsoleNewsCard | 'new' | null>(null);

  const columns: ReadonlyArray<PagedTableColumn<ConsoleNewsCard>> = [
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
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (card) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing(card)} aria-label={`Edit ${card.title}`}>
            Edit
          </Button>
          <DeleteContentButton
            name={card.title}
            listKey={consoleKeys.news}
            remove={() => request(DeleteNewsCard, { id: card.id })}
          />
        </Box>
      ),
    },
  ];

  return (
    <ContentList
      label="News cards"
      newLabel="New news card"
      onNew={() => setEditing('new')}
      query={cards}
      rows={cards.data}
      columns={columns}
      rowKey={(card) => card.id}
      empty={{ title: 'No news cards', body: 'A published card shows on every salon’s dashboard.' }}
    >
      {editing ? <NewsCardDialog card={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </ContentList>
  );
}

function NewsCardDialog({ card, onClose }: { card: ConsoleNewsCard | null; onClose: () => void }) {
  const refresh = useContentRefresh(consoleKeys.news);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsCardForm, unknown, NewsCardInput>({
    resolver: zodResolver(newsCardInputSchema),
    defaultValues: {
      heading: card?.heading ?? '',
      title: card?.title ?? '',
      body: card?.body ?? '',
      linkUrl: card?.linkUrl ?? '',
      linkLabel: card?.linkLabel ?? '',
      imagePath: card?.imagePath ?? '',
      position: card?.position ?? 0,
      published: card ? card.publishedAt !== null : false,
    },
  });
  const { ref: publishedRef, ...published } = register('published');

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      await request(SaveNewsCard, { id: card?.id ?? null, input });
      await refresh();
      onClose();
    } catch (error) {
      setProblem(
        showServerErrors(
          error,
          ['heading', 'title', 'body', 'linkUrl', 'linkLabel', 'imagePath', 'position'],
          setError,
        ),
      );
    }
  });

  return (
    <ContentDialog
      title={card ? `Edit ${card.title}` : 'New news card'}
      problem={problem}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        label="Heading"
        {...fieldProps(register('heading'), errors.heading, 'Cards are grouped under it, such as News - April 2022')}
      />
      <TextInput label="Title" {...fieldProps(register('title'), errors.title)} />
      <TextInput label="Text" multiline minRows={3} {...fieldProps(register('body'), errors.body)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextInput label="Link address" plainText {...fieldProps(register('linkUrl'), errors.linkUrl)} />
        <TextInput label="Link label" {...fieldProps(register('linkLabel'), errors.linkLabel)} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextInput label="Image address" plainText {...fieldProps(register('imagePath'), errors.imagePath)} />
        <TextInput
          label="Position"
          type="number"
          inputMode="numeric"
          {...fieldProps(register('position', { valueAsNumber: true }), errors.position, 'Lower comes first')}
        />
      </Box>
      <FormControlLabel
        control={<Checkbox {...published} slotProps={{ input: { ref: publishedRef } }} />}
        label="Published (shown on every salon’s dashboard)"
      />
    </ContentDialog>
  );
}
