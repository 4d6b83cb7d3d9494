import { MONTH_ABBREVIATIONS } from '@piiq/domain/dates';
import {
  agreementText,
  CONFIDENCE_BAND_LABELS,
  confidenceText,
  CONFIDENT_FROM,
  ROUGH_FROM,
  type AgreementTally,
} from '@piiq/domain/hair-colour';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { GetHairColourMeasureFigures, type HairColourMeasureFigures } from './hair-colour-measure-operations.ts';

/** The three ways a stylist may agree with the measure, as the page names them. */
const AGREEMENTS = [
  { key: 'levelWithinOne', label: 'Level within one level' },
  { key: 'toneAgreed', label: 'Tone agreed' },
  { key: 'greyWithinTen', label: 'Grey within 10 points' },
] as const;

/** '2026-11' as 'Nov 2026': the month is UTC's, as the server grouped it. */
function monthText(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_ABBREVIATIONS[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

/**
 * The console's figures of the mirror's hair-colour measure: how often stylists confirmed what it
 * suggested, across salons, over time and by how confident it was. The last table is the one that
 * tells whether the confidence means anything: agreement should fall from band to band.
 */
export function HairColourMeasurePage() {
  const figures = useQuery({
    queryKey: consoleKeys.hairColourMeasure,
    queryFn: async () => (await request(GetHairColourMeasureFigures)).hairColourMeasureFigures,
  });

  return (
    <>
      <PageTitle title="Hair colour measure" />
      <Typography sx={{ mb: 3 }}>
        Each reading is the measure’s suggestion kept beside the colour the stylist confirmed when saving the analysis.
      </Typography>
      {!figures.data ? (
        <QueryProblem query={figures} what="the hair colour measure’s figures" />
      ) : figures.data.summary.readings === 0 ? (
        <EmptyState
          title="No readings yet"
          body="A reading is kept when a stylist measures the portrait at the mirror and saves the analysis with a hair colour."
        />
      ) : (
        <Figures figures={figures.data} />
      )}
    </>
  );
}

function Figures({ figures }: { figures: HairColourMeasureFigures }) {
  const { summary } = figures;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Summary
      </Typography>
      <Box
        component="dl"
        aria-label="Summary"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
          gap: 2,
          m: 0,
          mb: 4,
        }}
      >
        <Figure label="Readings kept" value={String(summary.readings)} />
        <Figure label="Salons" value={String(summary.salons)} />
        {AGREEMENTS.map(({ key, label }) => (
          <Figure key={key} label={label} value={agreementText(summary[key], summary.readings)} />
        ))}
      </Box>

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        By month and measure version
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Months in UTC, newest first.
      </Typography>
      <AgreementTable
        label="By month and measure version"
        heads={['Month', 'Measure version']}
        rows={figures.byMonth.map((row) => ({
          key: `${row.month} ${row.measureVersion}`,
          cells: [monthText(row.month), row.measureVersion],
          tally: row,
        }))}
      />

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 4, mb: 1 }}>
        By confidence band
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Confident from {confidenceText(CONFIDENT_FROM)}, a rough guess from {confidenceText(ROUGH_FROM)}, unsure below
        (not shown to the stylist). A calibrated measure agrees less in each band down.
      </Typography>
      <AgreementTable
        label="By confidence band"
        heads={['Confidence band']}
        rows={figures.byConfidenceBand.map((row) => ({
          key: row.band,
          cells: [CONFIDENCE_BAND_LABELS[row.band]],
          tally: row,
        }))}
      />
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.25rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

function AgreementTable({
  label,
  heads,
  rows,
}: {
  label: string;
  heads: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly string[]; tally: AgreementTally }>;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
            <TableCell align="right">Readings</TableCell>
            {AGREEMENTS.map(({ key, label: agreement }) => (
              <TableCell key={key} align="right">
                {agreement}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={heads[index] ?? index}>{cell}</TableCell>
              ))}
              <TableCell align="right">{row.tally.readings}</TableCell>
              {AGREEMENTS.map(({ key }) => (
                <TableCell key={key} align="right">
                  {agreementText(row.tally[key], row.tally.readings)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
