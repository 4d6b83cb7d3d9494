import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ColourFormula } from '@piiq/domain/colour-formulas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { ColourFormulaEditor, useFormulaDraft } from '../../components/colour-formula-editor.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { request } from '../../lib/graphql.ts';
import { recommendableProductsQuery } from './appointment-record-query.ts';
import { RecordColourFormula, type AppointmentRecord } from './appointments-operations.ts';
import { useRecordSaved } from './use-record-saved.ts';

/**
 * The visit's formula to record or change, checked by the rules the server applies before it is
 * sent; a refusal keeps every figure as typed. onDone says whether it was saved.
 */
export function ColourFormulaForm({
  salonId,
  appointment,
  onDone,
}: {
  salonId: string;
  appointment: AppointmentRecord;
  onDone: (saved: boolean) => void;
}) {
  const { draft, setDraft, errors, checked } = useFormulaDraft(appointment.colourFormula);
  // The formula the form opened with: the record reads the mirror's saves live, but this form stays on it.
  const [basedOn] = useState(() => appointment.colourFormula?.updatedAt ?? null);
  const recordSaved = useRecordSaved(salonId);
  // Suggestions only: without them the product is typed, as it always may be.
  const products = useQuery(recommendableProductsQuery(salonId));
  const save = useMutation({
    mutationFn: (formula: ColourFormula) =>
      request(RecordColourFormula, { salonId, appointmentId: appointment.id, formula, basedOn }),
    onSuccess: (data) => {
      recordSaved(data.recordColourFormula);
      onDone(true);
    },
  });
  const submit = () => {
    const formula = checked();
    if (formula) save.mutate(formula);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ColourFormulaEditor
        value={draft}
        onChange={setDraft}
        catalogue={products.data ?? []}
        errors={errors}
        disabled={save.isPending}
      />
      <FormMessages error={save.isError ? errorText(save.error) : null} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <BusyButton variant="contained" busy={save.isPending} busyLabel="Saving..." onClick={submit}>
          Save formula
        </BusyButton>
        <Button disabled={save.isPending} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
