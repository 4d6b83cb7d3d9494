import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { AnalysisStep } from './consultation/analysis-step.tsx';
import { CartStep } from './consultation/cart-step.tsx';
import { ConsultationProvider, type ConsultationProviderProps } from './consultation/consultation-provider.tsx';
import { FinishStep } from './consultation/finish-step.tsx';
import { LikesStep } from './consultation/likes-step.tsx';
import { NotesStep } from './consultation/notes-step.tsx';
import { PhotosStep } from './consultation/photos-step.tsx';
import { RebookStep } from './consultation/rebook-step.tsx';
import { RecommendationsStep } from './consultation/recommendations-step.tsx';
import { StepBar } from './consultation/step-bar.tsx';
import { CONSULTATION_STEPS, type ConsultationStepName } from './consultation/steps.ts';
import { TreatmentStep } from './consultation/treatment-step.tsx';
import { useConsultation } from './consultation/use-consultation.ts';
import { WaitForClientStep } from './consultation/wait-for-client-step.tsx';
import { OFFLINE_MESSAGE } from './retry.ts';

const STEP_VIEWS: Readonly<Record<ConsultationStepName, ComponentType>> = {
  Photos: PhotosStep,
  Analysis: AnalysisStep,
  Treatment: TreatmentStep,
  Recommendations: RecommendationsStep,
  Likes: LikesStep,
  Cart: CartStep,
  Rebook: RebookStep,
  Notes: NotesStep,
  Finish: FinishStep,
};

/**
 * The frame's own way forward, per step (decision 055). Photos and Likes save as they go (each kept
 * photo, each like), so moving on is "Next" whatever was done. Rebook and Notes save with their own
 * button, and the stylist who wants neither moves on with "Skip". Analysis and Treatment move on
 * only by their save: the recommendations need both. Recommendations and Cart offer their own way
 * forward, and Finish ends the consultation.
 */
export const STEP_FORWARD: Readonly<Partial<Record<ConsultationStepName, 'Next' | 'Skip'>>> = {
  Photos: 'Next',
  Likes: 'Next',
  Rebook: 'Skip',
  Notes: 'Skip',
};

export function Consultation(props: Omit<ConsultationProviderProps, 'children'>) {
  return (
    <ConsultationProvider {...props}>
      <ConsultationScreen />
    </ConsultationProvider>
  );
}

function ConsultationScreen() {
  const { session, step, offline, problem, goTo } = useConsultation();
  const stepName = CONSULTATION_STEPS[step - 1];
  const StepView = stepName ? STEP_VIEWS[stepName] : null;
  const forward = stepName ? STEP_FORWARD[stepName] : undefined;
  return (
    <Stack spacing={4}>
      {offline && (
        <Alert severity="warning" role="status">
          {OFFLINE_MESSAGE}
        </Alert>
      )}
      {step === 0 ? (
        <WaitForClientStep />
      ) : (
        <>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            Consultation{session.clientName ? ` with ${session.clientName}` : ''}
          </Typography>
          <ClientAllergies allergies={session.colourRecord?.allergies ?? []} />
          <StepBar steps={CONSULTATION_STEPS} current={step} onGoTo={goTo} />
          <Typography variant="h2">{stepName}</Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          {StepView && <StepView />}
          {(step > 1 || forward) && (
            // Kept in reach at the foot of a tall portrait screen, whatever the step's length.
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                display: 'flex',
                gap: 2,
                justifyContent: 'space-between',
                py: 2,
                bgcolor: 'background.default',
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              {step > 1 ? (
                <Button variant="outlined" color="secondary" sx={{ minWidth: 160 }} onClick={() => goTo(step - 1)}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              {forward && (
                <Button
                  variant={forward === 'Next' ? 'contained' : 'outlined'}
                  sx={{ minWidth: 160 }}
                  onClick={() => goTo(step + 1)}
                >
                  {forward}
                </Button>
              )}
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

/** The client's allergies and sensitivities, above every step: the first thing a stylist must not miss. */
function ClientAllergies({ allergies }: { allergies: ReadonlyArray<{ id: string; text: string; source: string }> }) {
  if (allergies.length === 0) return null;
  return (
    // A region, not an alert: it is there from the start of the step, not news to interrupt with.
    <Alert severity="warning" component="section" role="region" aria-label="Allergies and sensitivities">
      <AlertTitle>Allergies and sensitivities</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {allergies.map((allergy) => (
          <li key={allergy.id}>
            {allergy.text}
            {allergy.source === 'client' ? ' (added by the client)' : ''}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
