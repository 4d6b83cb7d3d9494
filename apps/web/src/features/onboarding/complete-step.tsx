import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { PAIRING_CODE_TTL_MS } from '@piiq/domain/mirror-pairing';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { VideoEmbed } from '../../components/video-embed.tsx';
import { useAppConfig } from '../../lib/app-config.ts';
import { useFinishOnboarding } from './onboarding-data.ts';
import { SAVING_LABEL, StepFrame } from './step-frame.tsx';
import { dashboardUrl } from '../dashboard/urls.ts';
import { productsUrl } from '../products/urls.ts';
import { posterUrl, resourcesUrl } from '../resources/urls.ts';
import { mirrorPaths } from '../mirror/urls.ts';
import { settingsUrl } from '../settings/urls.ts';
import { ibbUrl } from '../training/urls.ts';

interface CompleteStepProps {
  salonId: string;
  /** Already recorded as finished: opening this page again has nothing to save. */
  alreadyFinished: boolean;
}

/**
 * Step 05: onboarding is finished the moment this page opens, so the owner can leave by any link.
 * The way to the dashboard waits for that save, or the admin area would send them back here.
 */
export function CompleteStep({ salonId, alreadyFinished }: CompleteStepProps) {
  const finishOnboarding = useFinishOnboarding(salonId);
  const finish = useMutation({ mutationFn: finishOnboarding });
  const { mutate } = finish;
  // As it was on opening: the save itself marks the salon finished before the viewer is asked again.
  const [finishedOnOpening] = useState(alreadyFinished);
  const started = useRef(false);

  useEffect(() => {
    if (finishedOnOpening || started.current) return;
    started.current = true;
    mutate();
  }, [finishedOnOpening, mutate]);

  const saving = !finishedOnOpening && !finish.isSuccess && !finish.isError;

  return (
    <StepFrame
      title="You're all set"
      intro="Your salon is ready for its first mirror consultations. Here is what to do next."
      error={finish.isError ? errorText(finish.error) : null}
    >
      <WelcomeVideo salonId={salonId} />
      <PairYourMirror salonId={salonId} ready={!saving && !finish.isError} />
      <NextSteps salonId={salonId} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        {finish.isError ? (
          <Button variant="outlined" onClick={() => finish.mutate()}>
            Try again
          </Button>
        ) : null}
        {saving || finish.isError ? (
          <BusyButton variant="contained" size="large" busy={saving} busyLabel={SAVING_LABEL} disabled>
            Go to dashboard
          </BusyButton>
        ) : (
          <Button variant="contained" size="large" component={RouterLink} to={dashboardUrl(salonId)}>
            Go to dashboard
          </Button>
        )}
      </Box>
    </StepFrame>
  );
}

function WelcomeVideo({ salonId }: { salonId: string }) {
  const { data: config, isPending } = useAppConfig();
  if (isPending) return null;
  const videoUrl = config?.onboardingVideoUrl;
  if (!videoUrl) {
    return (
      <Typography>
        Watch the welcome videos in{' '}
        <Link underline="always" component={RouterLink} to={resourcesUrl(salonId)}>
          Help and resources
        </Link>{' '}
        for a quick tour of piiq.
      </Typography>
    );
  }
  return <VideoEmbed title="Welcome to piiq video" url={videoUrl} />;
}

/**
 * The first consultation needs a paired mirror, and pairing lives at the foot of Settings > Salon:
 * how it goes, and the way there with a code already made. Like the way to the dashboard, it waits
 * for the finish to be saved, or the admin area would send the owner back here.
 */
function PairYourMirror({ salonId, ready }: { salonId: string; ready: boolean }) {
  const headingId = useId();
  const address = `${window.location.origin}${mirrorPaths.mirror}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        Pair your mirror
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Your first consultation starts at the mirror. It joins your salon with a one-time code:
      </Typography>
      <Box component="ol" sx={{ m: 0, mb: 2, pl: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="li">
          Open the mirror&apos;s pairing screen. No smart mirror yet? Open the web mirror at{' '}
          <Link underline="always" href={address} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
            {address}
          </Link>{' '}
          in a tablet&apos;s browser.
        </Typography>
        <Typography component="li">
          Press Get a pairing code: Settings opens with your code, good for {PAIRING_CODE_TTL_MS / 60_000} minutes.
        </Typography>
        <Typography component="li">Type the code on the mirror and press Pair this mirror.</Typography>
      </Box>
      {ready ? (
        <Button variant="outlined" component={RouterLink} to={settingsUrl(salonId, 'salon', 'pair')}>
          Get a pairing code
        </Button>
      ) : (
        <Button variant="outlined" disabled>
          Get a pairing code
        </Button>
      )}
    </Box>
  );
}

// Links inside sentences are underlined: by colour alone they are too close to the text around them.
function NextSteps({ salonId }: { salonId: string }) {
  const steps: ReactNode[] = [
    <>
      Check your{' '}
      <Link underline="always" component={RouterLink} to={productsUrl(salonId)}>
        products and prices
      </Link>{' '}
      so clients see what you sell, at your prices.
    </>,
    <>
      Invite your team to{' '}
      <Link underline="always" component={RouterLink} to={ibbUrl(salonId)}>
        IBB, the Instant Business Booster
      </Link>
      , our 21-day training programme.
    </>,
    <>
      Review your{' '}
      <Link underline="always" component={RouterLink} to={settingsUrl(salonId, 'retail')}>
        retail settings
      </Link>
      : the brands clients see, your bank details and your salon's profile.
    </>,
    <>
      Put up your{' '}
      <Link underline="always" component={RouterLink} to={posterUrl(salonId)}>
        piiq poster
      </Link>{' '}
      where clients will see it.
    </>,
  ];
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Next steps
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {steps.map((step, index) => (
          <Typography component="li" key={index}>
            {step}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
