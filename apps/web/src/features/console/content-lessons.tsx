import { zodResolver } from '@hookform/resolvers/zod';
import { asLines, ibbLessonInputSchema, type IbbLessonForm, type IbbLessonInput } from '@piiq/domain/content';
import { lessonHeading, moduleHeading } from '@piiq/domain/ibb';
import Box from '@mui/material/Box';
import { fieldProps } from '../../components/forms/field-props.ts';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { ContentEditor, type ContentKind } from './content-editor.tsx';
import { HtmlField, linesError, NumberField, VIDEO_ADDRESS_HELP, VideoAddressField } from './content-fields.tsx';
import { GetConsoleLessons, SaveIbbLesson, type ConsoleLesson, type ConsoleLessonList } from './content-operations.ts';

const IBB_LESSONS: ContentKind<ConsoleLesson, IbbLessonForm, IbbLessonInput, ConsoleLessonList> = {
  label: 'IBB lessons',
  newLabel: 'New lesson',
  empty: { title: 'No lessons', body: 'Add the programme’s first lesson.' },
  listKey: consoleKeys.lessons,
  load: () => request(GetConsoleLessons),
  rows: (data) => data.consoleIbbLessons,
  columns: [
    { key: 'place', header: 'Lesson', cell: (lesson) => lessonHeading(lesson) },
    { key: 'name', header: 'Name', cell: (lesson) => lesson.name },
    { key: 'minutes', header: 'Minutes', align: 'right', cell: (lesson) => lesson.estTimeMinutes },
    { key: 'todos', header: 'To-dos', align: 'right', cell: (lesson) => lesson.todos.length },
  ],
  name: (lesson) => lesson.name,
  resolver: zodResolver(ibbLessonInputSchema),
  values: (lesson) => ({
    moduleNumber: lesson?.moduleNumber ?? 1,
    lessonNumber: lesson?.lessonNumber ?? 1,
    name: lesson?.name ?? '',
    description: lesson?.description ?? '',
    estTimeMinutes: lesson?.estTimeMinutes ?? 5,
    videoUrl: lesson?.videoUrl ?? '',
    transcriptHtml: lesson?.transcriptHtml ?? '',
    todos: asLines(lesson?.todos ?? []),
  }),
  serverFields: [
    'moduleNumber',
    'lessonNumber',
    'name',
    'description',
    'estTimeMinutes',
    'videoUrl',
    'transcriptHtml',
    'todos',
  ],
  save: (lesson, input) => request(SaveIbbLesson, { id: lesson?.id ?? null, input }),
  // The module picker offers the programme's modules, which come with the list.
  formNeedsData: true,
  Fields: ({ form: { register, setValue, watch, formState }, data }) => {
    const { errors } = formState;
    return (
      <>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <SelectInput
            label="Module"
            value={String(watch('moduleNumber'))}
            options={(data?.ibb.modules ?? []).map((module) => ({
              value: String(module.moduleNumber),
              label: moduleHeading(module.moduleNumber),
            }))}
            onChange={(event) => setValue('moduleNumber', Number(event.target.value), { shouldDirty: true })}
            error={Boolean(errors.moduleNumber)}
            helperText={errors.moduleNumber?.message ?? ' '}
          />
          <NumberField
            label="Lesson number"
            {...fieldProps(register('lessonNumber', { valueAsNumber: true }), errors.lessonNumber)}
          />
          <NumberField
            label="Minutes"
            {...fieldProps(register('estTimeMinutes', { valueAsNumber: true }), errors.estTimeMinutes)}
          />
        </Box>
        <TextInput label="Name" {...fieldProps(register('name'), errors.name)} />
        <TextInput
          label="Description"
          multiline
          minRows={2}
          {...fieldProps(register('description'), errors.description)}
        />
        <VideoAddressField {...fieldProps(register('videoUrl'), errors.videoUrl, VIDEO_ADDRESS_HELP)} />
        <HtmlField
          label="Transcript (HTML)"
          html={watch('transcriptHtml')}
          {...fieldProps(register('transcriptHtml'), errors.transcriptHtml)}
        />
        <TextInput
          label="To-dos"
          multiline
          minRows={3}
          {...fieldProps(
            register('todos'),
            linesError(errors.todos),
            'One per line: the next lesson opens once a learner ticks them all',
          )}
        />
      </>
    );
  },
};

/** The IBB programme's lessons in order, each opening its form with every field and its to-dos. */
export function LessonsSection() {
  return <ContentEditor kind={IBB_LESSONS} />;
}
