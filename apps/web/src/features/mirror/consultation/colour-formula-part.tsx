import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formulaStartedFrom } from '@piiq/domain/colour-formulas';
import { formatDay } from '@piiq/domain/dates';
import { hairColourText, type HairColour } from '@piiq/domain/hair-colour';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ColourFormulaEditor,
  draftOfFormula,
  formulaFromServer,
  useFormulaDraft,
} from '../../../components/colour-formula-editor.tsx';
import { mirrorProductsQuery } from '../mirror-products-query.ts';
import { useConsultation } from './use-consultation.ts';

const colourLine = (colour: HairColour | null | undefined) => (colour ? hairColourText(colour) : 'no colour confirmed');

/**
 * Today's colour formula at the Treatment step: the client's last formula beside today's measured
 * colour and the last visit's, one tap to start today's from it, and the bowls to fill.
 */
export function ColourFormulaPart() {
  const { session, credential, busy, saveFormula } = useConsultation();
  // Suggestions only: without them the stylist types the product, as before the list arrives.
  const products = useQuery(mirrorProductsQuery(credential));
  const record = session.colourRecord;
  const last = record?.lastFormula ?? null;
  const { draft, setDraft, errors, checked, replace } = useFormulaDraft(record?.formula ?? null);
  const [savedNow, setSavedNow] = useState(false);
  const lastFormula = last ? formulaFromServer(last) : null;

  const save = async () => {
    setSavedNow(false);
    const formula = checked();
    if (formula && (await saveFormula(formula))) setSavedNow(true);
  };

  return (
    <Stack component="section" aria-labelledby="colour-formula-heading" spacing={2}>
      <Typography id="colour-formula-heading" variant="h3">
        Colour formula
      </Typography>
      <Box sx={{ p: 2, borderRadius: 1.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <Typography>
          <strong>Today:</strong> {colourLine(session.appointment.hairAnalysis?.hairColour)}
        </Typography>
        {record && last ? (
          <Typography sx={{ mt: 1 }}>
            <strong>Last visit ({formatDay(new Date(last.visitedAt), record.timeZone)}):</strong>{' '}
            {colourLine(last.hairColour)}, formula {last.summary}
          </Typography>
        ) : (
          <Typography sx={{ mt: 1 }}>No formula from an earlier visit.</Typography>
        )}
      </Box>
      {lastFormula && (
        <Box>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => {
              replace(draftOfFormula(formulaStartedFrom(lastFormula)));
              setSavedNow(false);
            }}
          >
            Start from last formula
          </Button>
        </Box>
      )}
      <ColourFormulaEditor
        value={draft}
        onChange={setDraft}
        catalogue={products.data ?? []}
        errors={errors}
        disabled={busy}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          Save formula
        </Button>
        <Typography role="status">{savedNow ? 'Formula saved.' : ''}</Typography>
      </Box>
    </Stack>
  );
}
