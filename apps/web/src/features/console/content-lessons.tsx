import { zodResolver } from '@hookform/resolvers/zod';
import { asLines, ibbLessonInputSchema, type IbbLessonForm, type IbbLessonInput } from '@piiq/domain/content';
import { lessonHeading, moduleHeading } from '@piiq/domain/ibb';
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
  HtmlField,
  linesError,
  useContentRefresh,
  VIDEO_ADDRESS_HELP,
  VideoAddressField,
} from './content-dialog.tsx';
import { GetConsoleLessons, SaveIbbLesson, type ConsoleLesson, type IbbModuleName } from './content-operations.ts';

/** The IBB programme's lessons in order, each opening its form with every field and its to-dos. */
export function LessonsSection() {
  const lessons = useQuery({ queryKey: consoleKeys.lessons, queryFn: () => request(GetConsoleLessons) });
  const [editing, setEditing] = useState<ConsoleLesson | 'new' | null>(null);

  const columns: ReadonlyArray<PagedTableColumn<ConsoleLesson>> = [
    { key: 'place', header: 'Lesson', cell: (lesson) => lessonHeading(lesson) },
    { key: 'name', header: 'Name', cell: (lesson) => lesson.name },
    { key: 'minutes', header: 'Minutes', align: 'right', cell: (lesson) => lesson.estTimeMinutes },
    { key: 'todos', header: 'To-dos', align: 'right', cell: (lesson) => lesson.todos.length },
    {
      key: 'edit',
      header: 'Edit',
      align: 'right',
      cell: (lesson) => (
        <Button size="small" onClick={() => setEditing(lesson)} aria-label={`Edit ${lesson.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <ContentList
      label="IBB lessons"
      newLabel="New lesson"
      onNew={() => setEditing('new')}
      query={lessons}
      rows={lessons.data?.consoleIbbLessons}
      columns={columns}
      rowKey={(lesson) => lesson.id}
      empty={{ title: 'No lessons', body: 'Add the programme’s first lesson.' }}
    >
      {editing && lessons.data ? (
        <LessonDialog
          lesson={editing === 'new' ? null : editing}
          modules={lessons.data.ibb.modules}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ContentList>
  );
}

function LessonDialog({
  lesson,
  modules,
  onClose,
}: {
  lesson: ConsoleLesson | null;
  modules: readonly IbbModuleName[];
  onClose: () => void;
}) {
  const refresh = useContentRefresh(consoleKeys.lessons);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<IbbLessonForm, unknown, IbbLessonInput>({
    resolver: zodResolver(ibbLessonInputSchema),
    defaultValues: {
      moduleNumber: lesson?.moduleNumber ?? 1,
      lessonNumber: lesson?.lessonNumber ?? 1,
      name: lesson?.name ?? '',
      description: lesson?.description ?? '',
      estTimeMinutes: lesson?.estTimeMinutes ?? 5,
      videoUrl: lesson?.videoUrl ?? '',
      transcriptHtml: lesson?.transcriptHtml ?? '',
      todos: asLines(lesson?.todos ?? []),
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      await request(SaveIbbLesson, { id: lesson?.id ?? null, input });
      await refresh();
      onClose();
    } catch (error) {
      setProblem(
        showServerErrors(
          error,
          [
            'moduleNumber',
            'lessonNumber',
            'name',
            'description',
            'estTimeMinutes',
            'videoUrl',
            'transcriptHtml',
            'todos',
          ],
          setError,
        ),
      );
    }
  });

  return (
    <ContentDialog
      title={lesson ? `Edit ${lesson.name}` : 'New lesson'}
      problem={problem}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <SelectInput
          label="Module"
          value={String(watch('moduleNumber'))}
          options={modules.map((module) => ({
            value: String(module.moduleNumber),
            label: moduleHeading(module.moduleNumber),
          }))}
          onChange={(event) => setValue('moduleNumber', Number(event.target.value), { shouldDirty: true })}
          error={Boolean(errors.moduleNumber)}
          helperText={errors.moduleNumber?.message ?? ' '}
        />
        <TextInput
          label="Lesson number"
          type="number"
          inputMode="numeric"
          {...fieldProps(register('lessonNumber', { valueAsNumber: true }), errors.lessonNumber)}
        />
        <TextInput
          label="Minutes"
          type="number"
          inputMode="numeric"
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
    </ContentDialog>
  );
}
