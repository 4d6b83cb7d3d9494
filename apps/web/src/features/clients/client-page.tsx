import CircularProgress from '@mui/material/CircularProgress';
import { isUnnamedClientRecord } from '@piiq/domain/appointments';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import { clientKeys, DeleteClientRecord, GetClient, type ClientSession } from './clients-operations.ts';
import { ColourRecordSections } from './colour-record-sections.tsx';
import { HairScoreTrends } from '../../components/hair-score-trends.tsx';
import { SessionComparisonSection } from './session-comparison-section.tsx';
import { clientsUrl } from './urls.ts';

/** The session drawer loads with the first session opened: a visit that opens none never fetches it. */
const SessionDrawer = lazy(async () => ({ default: (await import('./session-drawer.tsx')).SessionDrawer }));

const RECORD_DELETED = 'Client record deleted. Their visits stay.';

/**
 * A client's page: Back to Client Records, the client's name, their
 * sessions by Date and Stylist; a session opens in a drawer, its id in the URL (?appointmentId=).
 * Below the sessions, the colour record the salon keeps of them; then their hair scores over time,
 * and two sessions' photos side by side.
 */
export function ClientPage() {
  const { salonId = '', clientId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('appointmentId');
  const record = useQuery({
    queryKey: clientKeys.detail(salonId, clientId),
    queryFn: async () => (await request(GetClient, { salonId, clientId })).salon,
  });
  const client = record.data?.client;
  const timeZone = record.data?.timeZone;
  const open = client?.sessions.find((session) => session.id === openId) ?? null;
  const [recordDeleted, setRecordDeleted] = useState(false);
  // Stays mounted once wanted, so closing it slides it away rather than cutting it off.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (open && !drawerWanted) setDrawerWanted(true);
  const choose = (appointmentId: string | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (appointmentId) params.set('appointmentId', appointmentId);
      else params.delete('appointmentId');
      return params;
    });

  const columns: ReadonlyArray<PagedTableColumn<ClientSession>> = [
    {
      key: 'date',
      header: 'Date',
      cell: (session) => (
        <Link component="button" type="button" onClick={() => choose(session.id)} sx={{ fontWeight: 600 }}>
          {timeZone ? <DateTime value={session.createdAt} timeZone={timeZone} format="dayTime" /> : null}
        </Link>
      ),
    },
    { key: 'stylist', header: 'Stylist', cell: (session) => session.staffName || '(No Name)' },
  ];

  return (
    <>
      <Button
        component={RouterLink}
        to={clientsUrl(salonId)}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start', mb: 2 }}
      >
        Back to Client Records
      </Button>
      {client && timeZone ? (
        <>
          <PageTitle
            title={client.name}
            action={
              // The record is kept by the client's account; someone unnamed has none.
              isUnnamedClientRecord(client.id) ? undefined : (
                <DeleteRecordButton
                  salonId={salonId}
                  clientId={client.id}
                  name={client.name}
                  onDeleted={() => setRecordDeleted(true)}
                />
              )
            }
          />
          <FormMessages notice={recordDeleted ? RECORD_DELETED : null} />
          <PagedTable
            label={`Sessions of ${client.name}`}
            columns={columns}
            rows={client.sessions}
            rowKey={(session) => session.id}
            pageSize={10}
          />
          <ColourRecordSections salonId={salonId} client={client} timeZone={timeZone} />
          {/* Below the colour record, the charts are far from a first view: their library waits until they are near. */}
          <HairScoreTrends sessions={client.sessions} timeZone={timeZone} title="Hair scores over time" drawWhenNear />
          <SessionComparisonSection sessions={client.sessions} timeZone={timeZone} />
          {drawerWanted ? (
            <Suspense fallback={null}>
              <SessionDrawer salonId={salonId} session={open} timeZone={timeZone} onClose={() => choose(null)} />
            </Suspense>
          ) : null}
        </>
      ) : record.data ? (
        <>
          <PageTitle title="Not found" />
          <Typography>This client has no sessions at this salon.</Typography>
        </>
      ) : record.isError ? (
        <QueryProblem query={record} what="this client" />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the client" color="inherit" />
        </Box>
      )}
    </>
  );
}

/**
 * Deletes what the salon keeps of the client beyond their visits, after a confirmation: photos and hair
 * analysis, colour formulas, patch tests, allergies and consents.
 */
function DeleteRecordButton({
  salonId,
  clientId,
  name,
  onDeleted,
}: {
  salonId: string;
  clientId: string;
  name: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => request(DeleteClientRecord, { salonId, clientId }),
    onSuccess: async () => {
      // The whole salon's clients, not only this page: the list shows the portrait that went with the photos.
      await queryClient.invalidateQueries({ queryKey: clientKeys.all(salonId) });
      setOpen(false);
      onDeleted();
    },
  });
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete this client’s record
      </Button>
      <Dialog
        open={open}
        onClose={remove.isPending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>Delete this client’s record?</DialogTitle>
        <DialogContent>
          <Typography>
            This deletes {name}’s photos and hair analysis, colour formulas, patch tests, allergies and signed consents
            at this salon. Their visits stay. This cannot be undone.
          </Typography>
          <FormMessages error={remove.isError ? errorText(remove.error) : null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <BusyButton variant="contained" color="error" busy={remove.isPending} onClick={() => remove.mutate()}>
            Delete record
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
