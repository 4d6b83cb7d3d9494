import {
  KEY_HEADER,
  MAX_SHEET_BYTES,
  REQUIRED_HEADERS,
  SHEET_COLUMNS,
  type SheetChange,
} from '@piiq/domain/catalogue-sheet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { postRaw } from '../../lib/raw-post.ts';
import { consoleKeys } from './console-keys.ts';
import { consolePaths } from './urls.ts';

/** The server's answer about a sheet (POST /console/catalogue/sheet). */
interface SheetOutcome {
  problems: Array<{ line: number; message: string }>;
  created: number;
  updated: number;
  unchanged: number;
  changes: Array<{ line: number; sku: string; action: 'CREATE' | 'UPDATE'; columns: SheetChange[] }>;
  applied: boolean;
}

const SHEET_FAILED = 'The sheet could not be sent. Please try again.';
const TOO_LARGE = `A sheet can be at most ${MAX_SHEET_BYTES / 1024 / 1024} MB.`;

async function sendSheet(text: string, apply: boolean): Promise<SheetOutcome> {
  return (await postRaw(
    `/console/catalogue/sheet?apply=${apply}`,
    text,
    'text/csv',
    SHEET_FAILED,
    TOO_LARGE,
  )) as unknown as SheetOutcome;
}

/**
 * Import a product sheet: choose the CSV, see what it would change (or every bad line by number),
 * then apply it whole. The server checks the sheet again when it applies it.
 */
export function SheetPage() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<{ name: string; text: string } | null>(null);
  const check = useMutation({ mutationFn: (text: string) => sendSheet(text, false) });
  const apply = useMutation({
    mutationFn: (text: string) => sendSheet(text, true),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.allProducts }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
      ]),
  });
  const outcome = apply.data ?? check.data;
  const canApply = Boolean(
    check.data &&
    check.data.problems.length === 0 &&
    check.data.created + check.data.updated > 0 &&
    !apply.data?.applied,
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, the input fires again when the same file is chosen once more (corrected and saved, say).
    event.target.value = '';
    check.reset();
    apply.reset();
    if (!file) return setSheet(null);
    const text = await file.text();
    setSheet({ name: file.name, text });
    check.mutate(text);
  };

  return (
    <>
      <PageTitle
        title="Import a product sheet"
        action={
          <Button component={RouterLink} to={consolePaths.catalogue}>
            Back to the catalogue
          </Button>
        }
      />
      <Typography sx={{ mb: 1 }}>
        One product per line, matched to the catalogue by {KEY_HEADER}. A known SKU changes only the columns the sheet
        has, where the value differs: a blank cell leaves the value as it is. A new SKU adds a product, with every one
        of {REQUIRED_HEADERS.join(', ')}. Words such as the Suits filters may be written in any case. Lists (bullets,
        images, filters) are separated by |; flags are TRUE or FALSE; prices are in dollars.
      </Typography>
      <Box component="details" sx={{ mb: 2 }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          Every column
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {SHEET_COLUMNS.map((column) => column.header).join(', ')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
          Product sheet (CSV)
        </Box>
        <Box
          component="input"
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
          sx={{ font: 'inherit' }}
        />
        {check.isPending ? (
          <Typography role="status">Checking the sheet...</Typography>
        ) : sheet ? (
          <Typography>{sheet.name}</Typography>
        ) : null}
      </Box>
      {check.isError ? <FormAlert severity="error">{errorText(check.error)}</FormAlert> : null}
      {apply.isError ? <FormAlert severity="error">{errorText(apply.error)}</FormAlert> : null}
      {outcome ? <SheetSummary outcome={outcome} /> : null}
      {sheet && canApply ? (
        <BusyButton
          variant="contained"
          busy={apply.isPending}
          busyLabel="Applying..."
          onClick={() => apply.mutate(sheet.text)}
          sx={{ mt: 2 }}
        >
          Apply the sheet
        </BusyButton>
      ) : null}
    </>
  );
}

function SheetSummary({ outcome }: { outcome: SheetOutcome }) {
  if (outcome.problems.length > 0) {
    return (
      <Box component="section" aria-labelledby="sheet-problems">
        <FormAlert severity="error">
          <span id="sheet-problems">
            {outcome.problems.length === 1
              ? 'The sheet has a problem'
              : `The sheet has ${outcome.problems.length} problems`}
            : nothing was changed. Correct the file and choose it again.
          </span>
        </FormAlert>
        <Box component="ul" aria-label="Problems" sx={{ mt: 1 }}>
          {outcome.problems.map((problem, index) => (
            <li key={`${problem.line}-${index}`}>
              Line {problem.line}: {problem.message}
            </li>
          ))}
        </Box>
      </Box>
    );
  }
  const counts = `${outcome.created} new, ${outcome.updated} changed, ${outcome.unchanged} unchanged`;
  return (
    <Box component="section" aria-label="What the sheet changes">
      <FormAlert severity="success">
        {outcome.applied ? `Applied: ${counts}.` : `The sheet is ready: ${counts}.`}
      </FormAlert>
      {outcome.changes.length > 0 ? (
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <Table size="small" aria-label="Changes">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>What changes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {outcome.changes.map((change) => (
                <TableRow key={change.line}>
                  <TableCell>{change.line}</TableCell>
                  <TableCell>{change.sku}</TableCell>
                  <TableCell>{change.action === 'CREATE' ? 'New' : 'Changed'}</TableCell>
                  <TableCell>
                    <ChangedColumns columns={change.columns} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {outcome.created + outcome.updated > outcome.changes.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The first {outcome.changes.length} of {outcome.created + outcome.updated} changes.
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** Each column a line changes, as the sheet writes it before and after. */
function ChangedColumns({ columns }: { columns: readonly SheetChange[] }) {
  if (columns.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {columns.map((change) => (
        <li key={change.column}>
          {change.column}: {change.before || '(empty)'} → {change.after || '(empty)'}
        </li>
      ))}
    </Box>
  );
}
