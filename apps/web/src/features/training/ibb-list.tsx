import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { IBB_TITLE, ibbMessages, lessonButtonLabel, moduleHeading, moduleSummary } from '@piiq/domain/ibb';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import { IbbLearnerBox, rememberIbbEmail } from './ibb-learner.tsx';
import { GetIbb, ibbKeys, OpenIbbLink, type IbbModule, type IbbProgramme } from './ibb-operations.ts';
import { ibbLessonUrl } from './urls.ts';

/** `?pass=` is an emailed link's: opened once on arrival, then taken out of the address. */
function useOpenEmailedLink() {
  const [params, setParams] = useSearchParams();
  const pass = params.get('pass');
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: async (value: string) => (await request(OpenIbbLink, { pass: value })).openIbbLink,
    onSuccess: async (email) => {
      rememberIbbEmail(email);
      // The list's first load may still be on its way, asked without the cookie this answer set: a
      // first load is not restarted by an invalidation, so it is cancelled and asked again.
      await queryClient.cancelQueries({ queryKey: ibbKeys.programme });
      await queryClient.invalidateQueries({ queryKey: ibbKeys.programme });
    },
  });
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!pass || opened.current === pass) return;
    opened.current = pass;
    open.mutate(pass);
    setParams(
      (current) => {
        current.delete('pass');
        return current;
      },
      { replace: true },
    );
  }, [pass, open, setParams]);
  return open;
}

/** The IBB module list. */
export function IbbList({ salonId }: { salonId: string | undefined }) {
  const programme = useQuery({ queryKey: ibbKeys.programme, queryFn: async () => (await request(GetIbb)).ibb });
  const link = useOpenEmailedLink();
  return (
    <>
      <PageTitle title={IBB_TITLE} />
      {link.isError && (
        <Box sx={{ mb: 2 }}>
          <FormAlert severity="error">{errorText(link.error) || ibbMessages.linkInvalid}</FormAlert>
        </Box>
      )}
      {programme.data ? (
        <>
          <IbbLearnerBox salonId={salonId} learnerEmail={programme.data.learnerEmail} />
          <Modules salonId={salonId} programme={programme.data} />
        </>
      ) : (
        <QueryProblem query={programme} what="the training" />
      )}
    </>
  );
}

function Modules({ salonId, programme }: { salonId: string | undefined; programme: IbbProgramme }) {
  const [params] = useSearchParams();
  // BACK from a lesson opens its module; otherwise the module the server opens first (defaultOpenModule).
  const asked = Number(params.get('module'));
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([asked || programme.defaultOpenModule]));
  const toggle = (moduleNumber: number, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(moduleNumber);
      else next.delete(moduleNumber);
      return next;
    });
  const lessons = programme.modules.flatMap((module) => module.lessons);
  return (
    <Box>
      {programme.modules.map((module) => (
        <ModuleAccordion
          key={module.moduleNumber}
          salonId={salonId}
          module={module}
          summary={moduleSummary(lessons, module.moduleNumber)}
          expanded={open.has(module.moduleNumber)}
          onToggle={(expanded) => toggle(module.moduleNumber, expanded)}
        />
      ))}
    </Box>
  );
}

function ModuleAccordion({
  salonId,
  module,
  summary,
  expanded,
  onToggle,
}: {
  salonId: string | undefined;
  module: IbbModule;
  summary: string;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}) {
  const heading = moduleHeading(module.moduleNumber);
  const id = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => onToggle(isExpanded)}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary id={`${id}-summary`} aria-controls={`${id}-details`} expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
            {heading}
          </Typography>
          {module.complete && <Chip label="COMPLETE" color="success" size="small" />}
          <Typography component="span" color="text.secondary">
            {summary}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>
        <Box
          component="ol"
          aria-label={`${heading} lessons`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {module.lessons.map((lesson) => (
            <Box
              component="li"
              key={lesson.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto' },
                gap: 2,
                alignItems: 'center',
                borderTop: 1,
                borderColor: 'divider',
                pt: 2,
              }}
            >
              <Typography sx={{ fontWeight: 600, fontSize: '1.5rem', minWidth: 32, textAlign: 'center' }} aria-hidden>
                {lesson.lessonNumber}
              </Typography>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {lesson.name}
                </Typography>
                <Typography color="text.secondary">{lesson.description}</Typography>
              </Box>
              <Button
                component={RouterLink}
                to={ibbLessonUrl(salonId, lesson.id)}
                variant={lesson.completed ? 'outlined' : 'contained'}
                aria-label={`${lessonButtonLabel(lesson.completed)} lesson ${lesson.lessonNumber}: ${lesson.name}`}
                sx={{ gridColumn: { xs: '2', sm: 'auto' }, justifySelf: 'start' }}
              >
                {lessonButtonLabel(lesson.completed)}
              </Button>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
