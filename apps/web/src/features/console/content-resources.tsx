import { zodResolver } from '@hookform/resolvers/zod';
import {
  HELP_RESOURCE_KIND_LABELS,
  helpResourceInputSchema,
  type HelpResourceForm,
  type HelpResourceInput,
} from '@piiq/domain/content';
import { HELP_RESOURCE_KINDS } from '@piiq/domain/resources';
import Box from '@mui/material/Box';
import { fieldProps } from '../../components/forms/field-props.ts';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { ContentEditor, type ContentKind } from './content-editor.tsx';
import { NumberField, POSITION_HELP, VIDEO_ADDRESS_HELP, VideoAddressField } from './content-fields.tsx';
import {
  DeleteHelpResource,
  GetConsoleHelpResources,
  SaveHelpResource,
  type ConsoleHelpResource,
} from './content-operations.ts';

const KIND_OPTIONS = HELP_RESOURCE_KINDS.map((kind) => ({ value: kind, label: HELP_RESOURCE_KIND_LABELS[kind] }));

const HELP_RESOURCES: ContentKind<ConsoleHelpResource, HelpResourceForm, HelpResourceInput> = {
  label: 'Help and resources entries',
  newLabel: 'New entry',
  empty: { title: 'No entries', body: 'Add the videos, links and templates salons see under Help and resources.' },
  listKey: consoleKeys.resources,
  load: async () => (await request(GetConsoleHelpResources)).helpResources,
  rows: (entries) => entries,
  columns: [
    { key: 'kind', header: 'Kind', cell: (entry) => HELP_RESOURCE_KIND_LABELS[entry.kind] },
    { key: 'position', header: 'Position', align: 'right', cell: (entry) => entry.position },
    { key: 'title', header: 'Title', cell: (entry) => entry.title },
  ],
  name: (entry) => entry.title,
  resolver: zodResolver(helpResourceInputSchema),
  values: (entry) => ({
    kind: entry?.kind ?? 'SUPPORT_LINK',
    title: entry?.title ?? '',
    body: entry?.body ?? '',
    url: entry?.url ?? '',
    videoUrl: entry?.videoUrl ?? '',
    position: entry?.position ?? 0,
  }),
  serverFields: ['kind', 'title', 'body', 'url', 'videoUrl', 'position'],
  save: (entry, input) => request(SaveHelpResource, { id: entry?.id ?? null, input }),
  remove: (entry) => request(DeleteHelpResource, { id: entry.id }),
  Fields: ({ form: { register, setValue, watch, formState } }) => {
    const { errors } = formState;
    return (
      <>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <SelectInput
            label="Kind"
            value={watch('kind')}
            options={KIND_OPTIONS}
            onChange={(event) => {
              const kind = HELP_RESOURCE_KINDS.find((candidate) => candidate === event.target.value);
              if (kind) setValue('kind', kind, { shouldDirty: true });
            }}
            error={Boolean(errors.kind)}
            helperText={errors.kind?.message ?? ' '}
          />
          <NumberField
            label="Position"
            {...fieldProps(register('position', { valueAsNumber: true }), errors.position, POSITION_HELP)}
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
      </>
    );
  },
};

/** Help and resources' entries by kind and place. */
export function ResourcesSection() {
  return <ContentEditor kind={HELP_RESOURCES} />;
}
