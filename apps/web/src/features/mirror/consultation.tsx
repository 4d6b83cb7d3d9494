import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step, { stepClasses } from '@mui/material/Step';
import StepLabel, { stepLabelClasses } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
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
import { TreatmentStep } from './consultation/treatment-step.tsx';
import { useConsultation } from './consultation/use-consultation.ts';
import { WaitForClientStep } from './consultation/wait-for-client-step.tsx';
import { OFFLINE_MESSAGE } from './retry.ts';

/** Step 0 is the wait for the client; the stepper shows the rest. */
export const CONSULTATION_STEPS = [
  'Photos',
  'Analysis',
  'Treatment',
  'Recommendations',
  'Likes',
  'Cart',
  'Rebook',
  'Notes',
  'Finish',
] as const;

const STEP_VIEWS: Readonly<Record<(typeof CONSULTATION_STEPS)[number], ComponentType>> = {
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
 * Each connector spans from the previous step's centre to its own, measured in its own step's width: the
 * steps must be equally wide, however long their labels ("Recommendations"), or a connector runs into a
 * neighbour's circle. Long labels wrap instead of widening their step.
 */
const STEPPER_SX = {
  [`& .${stepClasses.root}`]: { flex: '1 1 0', minWidth: 0, px: { xs: 0.25, sm: 1 } },
  [`& .${stepLabelClasses.label}`]: { overflowWrap: 'anywhere', fontSize: { xs: '0.6875rem', sm: '0.875rem' } },
} as const;

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
  return (
    <Stack spacing={3}>
      {offline && (
        <Alert severity="warning" role="status">
          {OFFLINE_MESSAGE}
        </Alert>
      )}
      {step === 0 ? (
        <WaitForClientStep />
      ) : (
        <>
          <Typography variant="h4" component="h1">
            Consultation{session.clientName ? ` with ${session.clientName}` : ''}
          </Typography>
          <Stepper activeStep={step - 1} alternativeLabel aria-label="Consultation steps" sx={STEPPER_SX}>
            {CONSULTATION_STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h5" component="h2">
            {stepName}
          </Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          {StepView && <StepView />}
          {step > 1 && (
            <Box>
              <Button onClick={() => goTo(step - 1)}>Back</Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
