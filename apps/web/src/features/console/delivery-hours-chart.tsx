import { formatTime, PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeliveryHour } from './console-operations.ts';

const BAR_HEIGHT = 64;

/**
 * Attempts per hour over the last day, as stacked bars (succeeded below, failed above): drawn with
 * boxes rather than a chart library, which would more than double the console's download for 24
 * bars. The same figures are in a table beneath, for screen readers and for exact reading.
 */
export function DeliveryHoursChart({ hours }: { hours: readonly DeliveryHour[] }) {
  const highest = Math.max(1, ...hours.map((hour) => hour.succeeded + hour.failed));
  const totals = hours.reduce(
    (sum, hour) => ({ succeeded: sum.succeeded + hour.succeeded, failed: sum.failed + hour.failed }),
    { succeeded: 0, failed: 0 },
  );
  return (
    <Box component="section" aria-labelledby="delivery-hours-title" sx={{ mb: 2 }}>
      <Typography id="delivery-hours-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Attempts in the last 24 hours
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {totals.succeeded} succeeded, {totals.failed} failed.
      </Typography>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${hours.length}, 1fr)`,
          alignItems: 'end',
          gap: '2px',
          height: BAR_HEIGHT,
        }}
      >
        {hours.map((hour) => (
          <Box
            key={String(hour.hour)}
            sx={{ display: 'flex', flexDirection: 'column-reverse', height: '100%' }}
            title={`${formatTime(new Date(hour.hour), PROVIDER_TIME_ZONE)}: ${hour.succeeded} succeeded, ${hour.failed} failed`}
          >
            <Box sx={{ height: `${(hour.succeeded / highest) * 100}%`, bgcolor: 'success.main' }} />
            <Box sx={{ height: `${(hour.failed / highest) * 100}%`, bgcolor: 'error.main' }} />
          </Box>
        ))}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          Attempts per hour as a table
        </Box>
        <Table size="small" aria-label="Attempts per hour">
          <TableHead>
            <TableRow>
              <TableCell>Hour</TableCell>
              <TableCell align="right">Succeeded</TableCell>
              <TableCell align="right">Failed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hours.map((hour) => (
              <TableRow key={String(hour.hour)}>
                <TableCell>{formatTime(new Date(hour.hour), PROVIDER_TIME_ZONE)}</TableCell>
                <TableCell align="right">{hour.succeeded}</TableCell>
                <TableCell align="right">{hour.failed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
