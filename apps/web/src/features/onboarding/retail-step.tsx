import { preferredBrandWarning } from '@piiq/domain/salon-settings';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { BrandVisibilityPicker, type PickerBrand } from '../../components/brand-visibility-picker.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { useSaveBrandChoice } from '../../lib/api/catalog-brands.ts';
import { useSalonCatalogBrands } from './onboarding-data.ts';
import { StepFrame } from './step-frame.tsx';
import { useStepRunner, type FinishStep } from './step-runner.ts';

interface RetailStepProps {
  salonId: string;
  finishStep: FinishStep;
}

const TITLE = 'Retail';
const INTRO =
  'Choose which brands your clients see in their product recommendations, and the brand the mirror recommends first.';

/** Step 04: the brands the provider offers the salon, which clients see, and the preferred one. */
export function RetailStep({ salonId, finishStep }: RetailStepProps) {
  const brandsQuery = useSalonCatalogBrands(salonId);
  const skipOnly = useStepRunner(finishStep);
  if (!brandsQuery.isSuccess) {
    return (
      <StepFrame
        title={TITLE}
        intro={INTRO}
        error={skipOnly.error}
        controls={{ busy: skipOnly.busy, nextDisabled: true, onNext: () => undefined, onSkip: skipOnly.skip }}
      >
        <QueryProblem query={brandsQuery} what="your brands" />
      </StepFrame>
    );
  }
  // The picker's choices start from what was loaded, once.
  return <BrandChoices salonId={salonId} finishStep={finishStep} {...brandsQuery.data} />;
}

interface BrandChoicesProps extends RetailStepProps {
  brands: readonly PickerBrand[];
  visibleIds: string[];
  preferredId: string | null;
}

function BrandChoices({
  salonId,
  finishStep,
  brands,
  visibleIds: savedVisible,
  preferredId: savedPreferred,
}: BrandChoicesProps) {
  const saveBrandChoice = useSaveBrandChoice(salonId);
  const runner = useStepRunner(finishStep);
  const [choice, setChoice] = useState({ visibleIds: savedVisible, preferredId: savedPreferred });
  const hasBrands = brands.length > 0;

  return (
    <StepFrame
      title={TITLE}
      intro={INTRO}
      error={runner.error}
      controls={{
        busy: runner.busy,
        nextDisabled: preferredBrandWarning(choice.preferredId, choice.visibleIds) !== null,
        onNext: () =>
          runner.next(
            hasBrands
              ? {
                  save: () => saveBrandChoice(choice),
                  failureMessage: errorText,
                }
              : undefined,
          ),
        onSkip: runner.skip,
      }}
    >
      {hasBrands ? (
        <BrandVisibilityPicker
          brands={brands}
          visibleIds={choice.visibleIds}
          preferredId={choice.preferredId}
          onChange={setChoice}
          disabled={runner.busy !== null}
        />
      ) : (
        <EmptyState
          title="No brands yet"
          body="piiq will add the brands available to your salon. You can choose which ones your clients see any time in Settings, under Retail."
        />
      )}
    </StepFrame>
  );
}
