import { zodResolver } from '@hookform/resolvers/zod';
import { academyItemInputSchema, asLines, type AcademyItemForm, type AcademyItemInput } from '@piiq/domain/content';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../components/forms/field-props.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import type { PagedTableColumn } from '../../components/paged-table.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import {
  ContentDialog,
  ContentList,
  DeleteContentButton,
  HtmlField,
  linesError,
  useContentRefresh,
  VIDEO_ADDRESS_HELP,
  VideoAddressField,
} from './content-dialog.tsx';
import {
  DeleteAcademyItem,
  GetConsoleAcademy,
  SaveAcademyItem,
  type ConsoleAcademyItem,
} from './content-operations.ts';

/** PIIQ ACADEMY's videos in the grid's order. */
export function AcademySection() {
  const items = useQuery({
    queryKey: consoleKeys.academy,
    queryFn: async () => (await request(GetConsoleAcademy)).academy,
  });
  const [editing, setEditing] = useState<ConsoleAcademyItem | 'new' | null>(null);

  const columns: ReadonlyArray<PagedTableColumn<ConsoleAcademyItem>> = [
    { key: 'position', header: 'Position', align: 'right', cell: (item) => item.position },
    { key: 'name', header: 'Name', cell: (item) => item.name },
    {
      key: 'video',
      header: 'Video',
      cell: (item) => item.videoUrl ?? 'None',
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (item) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
            Edit
          </Button>
          <DeleteContentButton
            name={item.name}
            listKey={consoleKeys.academy}
            remove={() => request(DeleteAcademyItem, { id: item.id })}
          />
        </Box>
      ),
    },
  ];

  return (
    <ContentList
      label="Academy videos"
      newLabel="New video"
      onNew={() => setEditing('new')}
      query={items}
      rows={items.data}
      columns={columns}
      rowKey={(item) => item.id}
      empty={{ title: 'No academy videos', body: 'Add the first video salons see under PIIQ ACADEMY.' }}
    >
      {editing ? <AcademyDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </ContentList>
  );
}

function AcademyDialog({ item, onClose }: { item: ConsoleAcademyItem | null; onClose: () => void }) {
  const refresh = useContentRefresh(consoleKeys.academy);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AcademyItemForm, unknown, AcademyItemInput>({
    resolver: zodResolver(academyItemInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      videoUrl: item?.videoUrl ?? '',
      transcriptHtml: item?.transcriptHtml ?? '',
      images: asLines(item?.storedImages ?? []),
      position: item?.position ?? 0,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      await request(SaveAcademyItem, { id: item?.id ?? null, input });
      await refresh();
      onClose();
    } catch (error) {
      setProblem(showServerErrors(error, ['name', 'videoUrl', 'transcriptHtml', 'images', 'position'], setError));
    }
  });

  return (
    <ContentDialog
      title={item ? `Edit ${item.name}` : 'New video'}
      problem={problem}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput label="Name" {...fieldProps(register('name'), errors.name)} />
      <VideoAddressField {...fieldProps(register('videoUrl'), errors.videoUrl, VIDEO_ADDRESS_HELP)} />
      <TextInput
        label="Position"
        type="number"
        inputMode="numeric"
        {...fieldProps(register('position', { valueAsNumber: true }), errors.position, 'Lower comes first')}
      />
      <HtmlField
        label="Transcript (HTML)"
        html={watch('transcriptHtml')}
        {...fieldProps(register('transcriptHtml'), errors.transcriptHtml)}
      />
      <TextInput
        label="Images"
        multiline
        minRows={2}
        plainText
        {...fieldProps(register('images'), linesError(errors.images), 'One address per line')}
      />
    </ContentDialog>
  );
}
