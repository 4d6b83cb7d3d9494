import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ibbMessages, lessonHeading, nextButtonLabel, showNextButton } from '@piiq/domain/ibb';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { ServerHtml } from '../../components/server-html.tsx';
import { VideoEmbed } from '../../components/video-embed.tsx';
import { request } from '../../lib/graphql.ts';
import {
  FinishIbbLesson,
  GetIbb,
  GetIbbLesson,
  ibbKeys,
  SetIbbTodoDone,
  type IbbLessonPage,
} from './ibb-operations.ts';
import { ibbLessonUrl, ibbListUrl } from './urls.ts';

/** A lesson's page. */
export function IbbLessonView({ salonId, lessonId }: { salonId: string | undefined; lessonId: string }) {
  const lesson = useQuery({
    queryKey: ibbKeys.lesson(lessonId),
    queryFn: async () => (await request(GetIbbLesson, { id: lessonId })).ibbLesson,
  });
  if (lesson.data === null) {
    return (
      <>
        <PageTitle title="Not found" />
        <Typography sx={{ mb: 2 }}>This lesson does not exist, or the link is out of date.</Typography>
        <Button component={RouterLink} to={ibbListUrl(salonId)} variant="outlined" startIcon={<ArrowBackIcon />}>
          BACK
        </Button>
      </>
    );
  }
  return lesson.data ? (
    <Lesson salonId={salonId} lesson={lesson.data} />
  ) : (
    <QueryProblem query={lesson} what="this lesson" />
  );
}

function Lesson({ salonId, lesson }: { salonId: string | undefined; lesson: IbbLessonPage }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Whether someone's progress can be saved: the list knows; a lesson opened first asks for it.
  const programme = useQuery({ queryKey: ibbKeys.programme, queryFn: async () => (await request(GetIbb)).ibb });
  const learnerEmail = programme.data?.learnerEmail ?? null;

  const tick = useMutation({
    mutationFn: async ({ todoId, done }: { todoId: string; done: boolean }) =>
      (await request(SetIbbTodoDone, { todoId, done })).setIbbTodoDone,
    onSuccess: (saved) =>
      queryClient.setQueryData<IbbLessonPage | null>(ibbKeys.lesson(lesson.id), (current) =>
        current
          ? {
              ...current,
              todos: current.todos.map((todo) => (todo.id === saved.id ? { ...todo, done: saved.done } : todo)),
            }
          : current,
      ),
  });
  const finish = useMutation({
    mutationFn: async () => (await request(FinishIbbLesson, { lessonId: lesson.id })).finishIbbLesson,
    onSuccess: async ({ nextLessonId }) => {
      await queryClient.invalidateQueries({ queryKey: ibbKeys.programme });
      await navigate(nextLessonId ? ibbLessonUrl(salonId, nextLessonId) : ibbListUrl(salonId, lesson.moduleNumber));
    },
  });

  const done = lesson.todos.filter((todo) => todo.done).length;
  const heading = lessonHeading(lesson);
  return (
    <Box>
      <Button
        component={RouterLink}
        to={ibbListUrl(salonId, lesson.moduleNumber)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        BACK
      </Button>
      <Typography sx={{ fontWeight: 600, letterSpacing: '0.08em', color: 'text.secondary' }}>{heading}</Typography>
      <PageTitle title={lesson.name} />
      <VideoEmbed title={`Video: ${lesson.name}`} url={lesson.videoUrl} />
      <ServerHtml html={lesson.transcriptHtml} />

      {lesson.todos.length > 0 && (
        <Box component="section" aria-labelledby="ibb-todos" sx={{ mb: 3 }}>
          <Typography variant="h2" id="ibb-todos" sx={{ fontSize: '1.25rem', mb: 1 }}>
            To-dos
          </Typography>
          {!learnerEmail && programme.data && (
            <Typography sx={{ mb: 1 }}>
              {ibbMessages.learnerRequired}{' '}
              <Link component={RouterLink} to={ibbListUrl(salonId)}>
                Log in on the list
              </Link>
            </Typography>
          )}
          <Box sx={{ display: 'grid' }}>
            {lesson.todos.map((todo) => (
              <FormControlLabel
                key={todo.id}
                label={todo.todo}
                control={
                  <Checkbox
                    checked={todo.done}
                    disabled={!learnerEmail || (tick.isPending && tick.variables.todoId === todo.id)}
                    onChange={(event) => tick.mutate({ todoId: todo.id, done: event.target.checked })}
                  />
                }
              />
            ))}
          </Box>
          <FormMessages error={tick.isError ? errorText(tick.error) : null} />
        </Box>
      )}

      <FormMessages error={finish.isError ? errorText(finish.error) : null} />
      {learnerEmail && showNextButton(done, lesson.todos.length) && (
        <BusyButton variant="contained" size="large" busy={finish.isPending} onClick={() => finish.mutate()}>
          {nextButtonLabel(lesson.nextLessonId !== null)}
        </BusyButton>
      )}
    </Box>
  );
}
