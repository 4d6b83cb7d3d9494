import {
  addHashtag,
  canLeaveListStep,
  hashtagsFromSocialMessage,
  onboardingMessages,
  socialMessageFromHashtags,
} from '@piiq/domain/onboarding';
import { useListEntry } from './list-entry-state.ts';
import { ListEntryField } from './list-entry.tsx';
import { useSaveSalon } from '../../lib/api/salon.ts';
import { StepFrame } from './step-frame.tsx';
import { useStepRunner, type FinishStep } from './step-runner.ts';

interface SocialStepProps {
  salonId: string;
  /** The salon's default social media message, whose hashtags start the list. */
  savedMessage: string | null;
  finishStep: FinishStep;
}

/** Step 02 (the menu's "hashtags"): the salon's default social media message, built from hashtags. */
export function SocialStep({ salonId, savedMessage, finishStep }: SocialStepProps) {
  const saveSalon = useSaveSalon(salonId);
  const runner = useStepRunner(finishStep);
  const hashtags = useListEntry(() => hashtagsFromSocialMessage(savedMessage), addHashtag);

  return (
    <StepFrame
      title="Hashtags"
      intro="Add the hashtags you'd like on your clients' posts when they share their new look. Together they make your default social media message."
      error={runner.error}
      controls={{
        busy: runner.busy,
        nextDisabled: !canLeaveListStep(hashtags.list, hashtags.typed),
        onNext: () =>
          runner.next({
            save: () => saveSalon({ defaultSocialMediaMessage: socialMessageFromHashtags(hashtags.list) }),
            failureMessage: () => onboardingMessages.socialFailed,
          }),
        onSkip: runner.skip,
      }}
    >
      <ListEntryField
        label="Hashtag"
        listLabel="Hashtags"
        emptyText="No hashtags added yet."
        entries={hashtags.list.map((text) => ({ text }))}
        {...hashtags.field}
        disabled={runner.busy !== null}
      />
    </StepFrame>
  );
}
