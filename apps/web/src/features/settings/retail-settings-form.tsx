import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  preferredBrandWarning,
  retailProfileSchema,
  type RetailProfile,
  type RetailProfileInput,
} from '@piiq/domain/salon-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { BrandVisibilityPicker } from '../../components/brand-visibility-picker.tsx';
import { twoColumnForm } from '../../components/forms/form-layout.ts';
import {
  availableBrands as availableBrandsOf,
  brandChoiceOf,
  catalogBrandKeys,
  useSaveBrandChoice,
  type SalonCatalogBrands,
} from '../../lib/api/catalog-brands.ts';
import { retailProfileKey, saveRetailProfile, type RetailProfileData } from './retail-operations.ts';
import { SalonPhotoField } from './salon-photo-field.tsx';
import { useSaveOutcome } from './save-outcome.ts';
import { serverFieldMessages, showServerErrors } from '../../components/forms/server-errors.ts';
import { SettingsCard } from './settings-card.tsx';
import { TextListField } from './text-list-field.tsx';
import { productsUrl } from '../products/urls.ts';

const PROFILE_FIELDS: readonly Path<RetailProfileInput>[] = [
  'hideFromFinder',
  'bankAccountName',
  'bankBsb',
  'bankAccountNumber',
  'sfPhoto',
  'specialities',
  'styles',
];

const BRAND_FIELDS = ['brandsVisibleToClients', 'preferredRecommendationBrand'];

function profileValues(profile: RetailProfileData): RetailProfileInput {
  return {
    hideFromFinder: profile.hideFromFinder,
    bankAccountName: profile.bankAccountName,
    bankBsb: profile.bankBsb,
    bankAccountNumber: profile.bankAccountNumber,
    // Null keeps the stored photo until a new one is uploaded or it is removed.
    sfPhoto: null,
    specialities: [...profile.specialities],
    styles: [...profile.styles],
  };
}

interface RetailSettingsFormProps {
  salonId: string;
  brands: SalonCatalogBrands;
  profile: RetailProfileData;
}

/**
 * The retail tab: one Save for the brands and the profile.
 * The brands go first through updateSalon; if that fails, saving stops there with no message (as
 * the product asks), apart from what the server said about the brands themselves, beside the brands.
 */
export function RetailSettingsForm({ salonId, brands, profile }: RetailSettingsFormProps) {
  const queryClient = useQueryClient();
  const saveBrandChoice = useSaveBrandChoice(salonId);
  const availableBrands = availableBrandsOf(brands);
  const [brandChoice, setBrandChoice] = useState(() => brandChoiceOf(brands));
  const [brandProblems, setBrandProblems] = useState<string[]>([]);
  const [storedPhotoUrl, setStoredPhotoUrl] = useState(profile.sfPhotoUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const outcome = useSaveOutcome();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RetailProfileInput, unknown, RetailProfile>({
    resolver: zodResolver(retailProfileSchema),
    defaultValues: profileValues(profile),
  });

  const warning = preferredBrandWarning(brandChoice.preferredId, brandChoice.visibleIds);

  const onSubmit = handleSubmit(async (retailProfile) => {
    if (warning) return;
    outcome.clear();
    setBrandProblems([]);
    try {
      await saveBrandChoice(brandChoice);
    } catch (error) {
      setBrandProblems(serverFieldMessages(error, BRAND_FIELDS));
      return;
    }
    await outcome.run(
      async () => {
        const saved = await saveRetailProfile(salonId, retailProfile);
        reset(profileValues(saved));
        setStoredPhotoUrl(saved.sfPhotoUrl ?? null);
      },
      (error) => showServerErrors(error, PROFILE_FIELDS, setError),
    );
    // The brands are saved even when the profile is not; products and onboarding read them too.
    void queryClient.invalidateQueries({ queryKey: catalogBrandKeys.ofSalon(salonId) });
    void queryClient.invalidateQueries({ queryKey: retailProfileKey(salonId) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Retail settings">
      <Stack spacing={3}>
        <SettingsCard
          title="Brands"
          description={
            <>
              Choose the brands your clients see in their recommendations, and the one to recommend first. Set each
              product&apos;s price and availability on the{' '}
              <Link component={RouterLink} to={productsUrl(salonId)} underline="always">
                Products page
              </Link>
              .
            </>
          }
        >
          <BrandVisibilityPicker
            brands={availableBrands}
            visibleIds={brandChoice.visibleIds}
            preferredId={brandChoice.preferredId}
            onChange={(next) => {
              setBrandChoice(next);
              setBrandProblems([]);
            }}
            disabled={isSubmitting}
          />
          {brandProblems
            .filter((message) => message !== warning)
            .map((message) => (
              <Typography key={message} role="alert" color="error" sx={{ mt: 2, fontWeight: 500 }}>
                {message}
              </Typography>
            ))}
        </SettingsCard>

        <SettingsCard title="Salon finder" description="How your salon shows to people looking for a salon near them.">
          <Stack spacing={3}>
            <Controller
              control={control}
              name="hideFromFinder"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label="Hide from the salon finder"
                />
              )}
            />
            <Controller
              control={control}
              name="sfPhoto"
              render={({ field }) => (
                <SalonPhotoField
                  salonId={salonId}
                  storedUrl={storedPhotoUrl}
                  value={field.value}
                  onChange={field.onChange}
                  onUploadingChange={setUploading}
                />
              )}
            />
            <Box sx={twoColumnForm}>
              <Controller
                control={control}
                name="specialities"
                render={({ field }) => (
                  <TextListField
                    label="Specialities"
                    entryName="speciality"
                    value={field.value}
                    onChange={field.onChange}
                    hint="e.g. Colour, Balayage"
                  />
                )}
              />
              <Controller
                control={control}
                name="styles"
                render={({ field }) => (
                  <TextListField
                    label="Styles"
                    entryName="style"
                    value={field.value}
                    onChange={field.onChange}
                    hint="e.g. Beach waves, Bobs"
                  />
                )}
              />
            </Box>
          </Stack>
        </SettingsCard>

        <SettingsCard title="Bank details">
          <Box sx={twoColumnForm}>
            <TextInput
              {...fieldProps(register('bankAccountName'), errors.bankAccountName)}
              label="Bank account name"
              autoComplete="off"
            />
            <TextInput
              {...fieldProps(register('bankBsb'), errors.bankBsb, 'Six digits, e.g. 062-000')}
              label="BSB"
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              {...fieldProps(register('bankAccountNumber'), errors.bankAccountNumber)}
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
            />
          </Box>
        </SettingsCard>

        <Box>
          <FormMessages error={outcome.problem} notice={outcome.notice} />
          <BusyButton type="submit" variant="contained" busy={isSubmitting} disabled={Boolean(warning) || uploading}>
            Save
          </BusyButton>
        </Box>
      </Stack>
    </Box>
  );
}
