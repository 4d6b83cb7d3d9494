import { NO_360_IMAGE, NO_PORTRAIT } from '@piiq/domain/appointments';
import { formatDayAndTime } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { SessionPhoto } from '../../components/session-photo.tsx';
import type { ClientSession } from './clients-operations.ts';
import { defaultComparison, hasPhotos, oldestFirst } from './session-comparison.ts';

/** Side by side from the sm breakpoint (600 px), one above the other on a phone. */
const SIDE_BY_SIDE = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } as const;

/**
 * Compare sessions: two of the client's sessions chosen in two selects, their portraits side by side
 * (and their 360 images when either has one). Not shown with fewer than two sessions.
 */
export function SessionComparisonSection({
  sessions,
  timeZone,
}: {
  sessions: readonly ClientSession[];
  timeZone: string;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState<{ first?: string; second?: string }>({});
  const pair = defaultComparison(sessions);
  if (!pair) return null;
  // A chosen session that has gone (its photos deleted and the page read again) falls back to the default.
  const find = (id: string | undefined, fallback: string) =>
    sessions.find((session) => session.id === id) ?? sessions.find((session) => session.id === fallback);
  const first = find(chosen.first, pair[0]);
  const second = find(chosen.second, pair[1]);
  if (!first || !second) return null;
  const options = oldestFirst(sessions).map((session) => ({
    value: session.id,
    label: `${formatDayAndTime(new Date(session.createdAt), timeZone)}${hasPhotos(session) ? '' : ' (no photos)'}`,
  }));
  const with360 = first.client360Image !== null || second.client360Image !== null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4, maxWidth: 760 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        Compare sessions
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: SIDE_BY_SIDE, gap: 2, mb: 2 }}>
        <SelectInput
          label="First session"
          value={first.id}
          options={options}
          onChange={(event) => setChosen((current) => ({ ...current, first: event.target.value }))}
        />
        <SelectInput
          label="Second session"
          value={second.id}
          options={options}
          onChange={(event) => setChosen((current) => ({ ...current, second: event.target.value }))}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: SIDE_BY_SIDE, gap: 2 }}>
        <ComparedSession session={first} timeZone={timeZone} with360={with360} />
        <ComparedSession session={second} timeZone={timeZone} with360={with360} />
      </Box>
    </Box>
  );
}

function ComparedSession({
  session,
  timeZone,
  with360,
}: {
  session: ClientSession;
  timeZone: string;
  with360: boolean;
}) {
  const headingId = useId();
  const when = formatDayAndTime(new Date(session.createdAt), timeZone);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography id={headingId} variant="h3" component="h3">
        <DateTime value={session.createdAt} timeZone={timeZone} format="dayTime" />
      </Typography>
      {/* The key starts each photo afresh when its session changes, so one that failed does not hide the next. */}
      <SessionPhoto
        key={`selfie-${session.id}`}
        label="Portrait"
        url={session.clientSelfieImage?.url ?? null}
        alt={`Portrait of the client, ${when}`}
        missing={NO_PORTRAIT}
      />
      {with360 ? (
        <SessionPhoto
          key={`360-${session.id}`}
          label="360 view"
          url={session.client360Image?.url ?? null}
          alt={`360 view of the client, ${when}`}
          missing={NO_360_IMAGE}
        />
      ) : null}
    </Box>
  );
}
