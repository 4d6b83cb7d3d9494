import { zodResolver } from '@hookform/resolvers/zod';
import { academyItemInputSchema, asLines, type AcademyItemForm, type AcademyItemInput } from '@piiq/domain/content';
import { fieldProps } from '../../components/forms/field-props.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { ContentEditor, type ContentKind } from './content-editor.tsx';
import {
  HtmlField,
  linesError,
  NumberField,
  POSITION_HELP,
  VIDEO_ADDRESS_HELP,
  VideoAddressField,
} from './content-fields.tsx';
import {
  DeleteAcademyItem,
  GetConsoleAcademy,
  SaveAcademyItem,
  type ConsoleAcademyItem,
} from './content-operations.ts';

const ACADEMY_VIDEOS: ContentKind<ConsoleAcademyItem, AcademyItemForm, AcademyItemInput> = {
  label: 'Academy videos',
  newLabel: 'New video',
  empty: { title: 'No academy videos', body: 'Add the first video salons see under PIIQ ACADEMY.' },
  listKey: consoleKeys.academy,
  load: async () => (await request(GetConsoleAcademy)).academy,
  rows: (items) => items,
  columns: [
    { key: 'position', header: 'Position', align: 'right', cell: (item) => item.position },
    { key: 'name', header: 'Name', cell: (item) => item.name },
    { key: 'video', header: 'Video', cell: (item) => item.videoUrl ?? 'None' },
  ],
  name: (item) => item.name,
  resolver: zodResolver(academyItemInputSchema),
  values: (item) => ({
    name: item?.name ?? '',
    videoUrl: item?.videoUrl ?? '',
    transcriptHtml: item?.transcriptHtml ?? '',
    images: asLines(item?.storedImages ?? []),
    position: item?.position ?? 0,
  }),
  serverFields: ['name', 'videoUrl', 'transcriptHtml', 'images', 'position'],
  save: (item, input) => request(SaveAcademyItem, { id: item?.id ?? null, input }),
  remove: (item) => request(DeleteAcademyItem, { id: item.id }),
  Fields: ({ form: { register, watch, formState } }) => {
    const { errors } = formState;
    return (
      <>
        <TextInput label="Name" {...fieldProps(register('name'), errors.name)} />
        <VideoAddressField {...fieldProps(register('videoUrl'), errors.videoUrl, VIDEO_ADDRESS_HELP)} />
        <NumberField
          label="Position"
          {...fieldProps(register('position', { valueAsNumber: true }), errors.position, POSITION_HELP)}
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
      </>
    );
  },
};

/** PIIQ ACADEMY's videos in the grid's order. */
export function AcademySection() {
  return <ContentEditor kind={ACADEMY_VIDEOS} />;
}
