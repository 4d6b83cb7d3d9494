import { PATCH_TEST_RESULT_LABELS, PATCH_TEST_RESULTS, type PatchTestValues } from '@piiq/domain/patch-tests';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { RecordPatchTest } from './clients-operations.ts';
import {
  checkPatchTestForm,
  PATCH_TEST_FORM_FIELDS,
  salonDateTimeValue,
  type PatchTestForm,
} from './patch-test-form.ts';
import { useClientRefresh } from './use-client-refresh.ts';

/** The form's check as react-hook-form reads it: the domain's schema and clock rule, each message beside its field. */
function patchTestResolver(timeZone: string): Resolver<PatchTestForm, unknown, PatchTestValues> {
  return (form) => {
    const checked = checkPatchTestForm(form, timeZone, new Date());
    if (checked.ok) return { values: checked.values, errors: {} };
    const errors: FieldErrors<PatchTestForm> = {};
    for (const field of PATCH_TEST_FORM_FIELDS) {
      const message = checked.errors[field];
      if (message !== undefined) errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

/**
 * Record patch test: when it was put on, on the salon's clock wherever the browser is, the products,
 * the result and who did it. The page is read again once it is saved, for the standing the server words.
 */
export function RecordPatchTestDialog({
  salonId,
  clientId,
  timeZone,
  onClose,
}: {
  salonId: string;
  clientId: string;
  timeZone: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const resultLabelId = useId();
  const refresh = useClientRefresh(salonId, clientId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PatchTestForm, unknown, PatchTestValues>({
    resolver: patchTestResolver(timeZone),
    // Most tests are recorded as they are put on; the standing waits out the 48 hours before it counts.
    defaultValues: {
      testedAt: salonDateTimeValue(new Date(), timeZone),
      products: '',
      result: 'negative',
      testedBy: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await request(RecordPatchTest, {
        salonId,
        clientId,
        input: { ...values, testedAt: values.testedAt.toISOString() },
      });
      await refresh();
      onClose();
    } catch (error) {
      setProblem(showServerErrors(error, PATCH_TEST_FORM_FIELDS, setError));
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Record patch test</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <FormMessages error={problem} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextInput
              label="Put on"
              type="datetime-local"
              required
              shrinkLabel
              {...fieldProps(register('testedAt'), errors.testedAt, `The salon’s time (${timeZone})`)}
            />
            <TextInput label="Products tested" required {...fieldProps(register('products'), errors.products)} />
            <FormControl component="fieldset" error={Boolean(errors.result)} sx={{ pb: 1 }}>
              <FormLabel component="legend" id={resultLabelId}>
                Result
              </FormLabel>
              <Controller
                control={control}
                name="result"
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby={resultLabelId}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    {PATCH_TEST_RESULTS.map((result) => (
                      <FormControlLabel
                        key={result}
                        value={result}
                        control={<Radio />}
                        label={PATCH_TEST_RESULT_LABELS[result]}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
            </FormControl>
            <TextInput label="Tested by" required {...fieldProps(register('testedBy'), errors.testedBy)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
            Save
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
