import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DashboardSection } from './dashboard-section.tsx';
import type { KpiFigure } from './kpi-figures.ts';

const LONG_VALUE = 8;

/**
 * The key figures as big numbers under short labels. Each label's definition is a tooltip on a
 * button beside it, so a keyboard reaches it with Tab and a phone with a tap, and a screen reader
 * hears it as the button's description.
 */
export function KpiSection({ figures }: { figures: readonly KpiFigure[] }) {
  return (
    <DashboardSection title="Key performance indicators">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {figures.map((figure) => (
          <KpiCard key={figure.name} figure={figure} />
        ))}
      </Box>
    </DashboardSection>
  );
}

function KpiCard({ figure }: { figure: KpiFigure }) {
  return (
    // The definition opens over the card, as wide as it, so it never reaches past a phone's edge.
    <Paper sx={{ p: 2, borderRadius: 3, minWidth: 0, position: 'relative' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography component="h3" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {figure.label}
        </Typography>
        <Definition label={figure.label} text={figure.definition} />
      </Box>
      <Typography
        sx={{
          // An amount (AUD 12345.67) is longer than a count: smaller, so it stays on one line in a quarter of the page.
          fontSize: figure.value.length > LONG_VALUE ? { xs: '1.15rem', sm: '1.4rem' } : { xs: '1.5rem', sm: '2rem' },
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
          lineHeight: 1.2,
        }}
      >
        {figure.value}
      </Typography>
      {figure.averages ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
          {figure.averages.perWeek} a week · {figure.averages.perDay} a day
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * A figure's one-line definition: shown while its button has focus or the pointer is over it (a tap
 * on a phone focuses it), hidden again by Escape, and always the button's description for screen
 * readers.
 * Kept by hand: MUI's Tooltip costs 13.9 kB gzip here, which takes the dashboard over its 300 kB budget.
 */
function Definition({ label, text }: { label: string; text: string }) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  return (
    // The pointer may move from the button onto the text without closing it (WCAG 1.4.13).
    <Box component="span" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <IconButton
        size="small"
        aria-label={`About ${label}`}
        aria-describedby={tooltipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        sx={{ color: 'text.secondary', p: 0.5 }}
      >
        <InfoOutlined fontSize="inherit" />
      </IconButton>
      <Box
        id={tooltipId}
        role="tooltip"
        hidden={!open}
        sx={{
          position: 'absolute',
          top: 40,
          left: 8,
          right: 8,
          zIndex: 'tooltip',
          px: 1.5,
          py: 1,
          borderRadius: 1,
          typography: 'body2',
          color: 'common.white',
          bgcolor: 'text.primary',
          boxShadow: 2,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
