import { zodResolver } from '@hookform/resolvers/zod';
import {
  HELP_RESOURCE_KIND_LABELS,
  helpResourceInputSchema,
  type HelpResourceForm,
  type HelpResourceInput,
} from '@piiq/domain/content';
import { HELP_RESOURCE_KINDS } from '@piiq/domain/resources';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../components/forms/field-props.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import type { PagedTableColumn } from '../../components/paged-table.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import {
  ContentDialog,
  ContentList,
  DeleteContentButton,
  useContentRefresh,
  VIDEO_ADDRESS_HELP,
  VideoAddressField,
} from './content-dialog.tsx';
import {
  DeleteHelpResource,
  GetConsoleHelpResources,
  SaveHelpResource,
  type ConsoleHelpResource,
} from './content-operations.ts';

/** Help and resources' entries by kind and place. */
export function ResourcesSection() {
  const entries = useQuery({
    queryKey: consoleKeys.resources,
    queryFn: async () => (await request(GetConsoleHelpResources)).helpResources,
  });
  const [editing, setEditing] = useState<ConsoleHelpResource | 'new' | null>(null);

  const columns: ReadonlyArray<PagedTableColumn<ConsoleHelpResource>> = [
    { key: 'kind', header: 'Kind', cell: (entry) => HELP_RESOURCE_KIND_LABELS[entry.kind] },
    { key: 'position', header: 'Position', align: 'right', cell: (entry) => entry.position },
    { key: 'title', header: 'Title', cell: (entry) => entry.title },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (entry) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing(entry)} aria-label={`Edit ${entry.title}`}>
            Edit
          </Button>
          <DeleteContentButton
            name={entry.title}
            listKey={consoleKeys.resources}
            remove={() => request(DeleteHelpResource, { id: entry.id })}
          />
        </Box>
      ),
    },
  ];

  return (
    <ContentList
      label="Help and resources entries"
      newLabel="New entry"
      onNew={() => setEditing('new')}
      query={entries}
      rows={entries.data}
      columns={columns}
      rowKey={(entry) => entry.id}
      empty={{ title: 'No entries', body: 'Add the videos, links and templates salons see under Help and resources.' }}
    >
      {editing ? <ResourceDialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </ContentList>
  );
}

function ResourceDialog({ entry, onClose }: { entry: ConsoleHelpResource | null; onClose: () => void }) {
  const refresh = useContentRefresh(consoleKeys.resources);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<HelpResourceForm, unknown, HelpResourceInput>({
    resolver: zodResolver(helpResourceInputSchema),
    defaultValues: {
      kind: entry?.kind ?? 'SUPPORT_LINK',
      title: entry?.title ?? '',
      body: entry?.body ?? '',
      url: entry?.url ?? '',
      videoUrl: entry?.videoUrl ?? '',
      position: entry?.position ?? 0,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      await request(SaveHelpResource, { id: entry?.id ?? null, input });
      await refresh();
      onClose();
    } catch (error) {
      setProblem(showServerErrors(error, ['kind', 'title', 'body', 'url', 'videoUrl', 'position'], setError));
    }
  });

  return (
    <ContentDialog
      title={entry ? `Edit ${entry.title}` : 'New entry'}
      problem={problem}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <SelectInput
          label="Kind"
          value={watch('kind')}
          options={HELP_RESOURCE_KINDS.map((kind) => ({ value: kind, label: HELP_RESOURCE_KIND_LABELS[kind] }))}
          onChange={(event) => {
            const kind = HELP_RESOURCE_KINDS.find((candidate) => candidate === event.target.value);
            if (kind) setValue('kind', kind, { shouldDirty: true });
          }}
          error={Boolean(errors.kind)}
          helperText={errors.kind?.message ?? ' '}
        />
        <TextInput
          label="Position"
          type="number"
          inputMode="numeric"
          {...fieldProps(register('position', { valueAsNumber: true }), errors.position, 'Lower comes first')}
        />
      </Box>
      <TextInput label="Title" {...fieldProps(register('title'), errors.title)} />
      <TextInput
        label="Text"
        multiline
        minRows={3}
        {...fieldProps(
          register('body'),
          errors.body,
          'A template or caption to copy, a guide section, or a phone number',
        )}
      />
      <TextInput
        label="Address"
        plainText
        {...fieldProps(register('url'), errors.url, 'A link’s or an image’s address')}
      />
      <VideoAddressField {...fieldProps(register('videoUrl'), errors.videoUrl, VIDEO_ADDRESS_HELP)} />
    </ContentDialog>
  );
}
