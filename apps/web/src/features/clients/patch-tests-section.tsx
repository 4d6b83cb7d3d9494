import { formatDayAndTime } from '@piiq/domain/dates';
import { PATCH_TEST_RESULT_LABELS } from '@piiq/domain/patch-tests';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { WarningNote } from '../../components/warning-note.tsx';
import { request } from '../../lib/graphql.ts';
import { RemovePatchTest, type ClientPatchTest, type ColourRecord } from './clients-operations.ts';
import { useClientRefresh } from './use-client-refresh.ts';

/**
 * The record patch test form loads when it is opened: its form library alone is 14 kB gzip, which a
 * visit that records no test never needs.
 */
const RecordPatchTestDialog = lazy(async () => ({
  default: (await import('./record-patch-test-dialog.tsx')).RecordPatchTestDialog,
}));

interface PatchTestsProps {
  salonId: string;
  clientId: string;
  tests: ColourRecord['patchTests'];
  standing: ColourRecord['patchTestStanding'];
  timeZone: string;
}

const removeLabel = (test: ClientPatchTest, timeZone: string) =>
  `Remove the patch test of ${formatDayAndTime(new Date(test.testedAt), timeZone)}`;

/**
 * The client's patch tests: where they stand (the line the server words, in the warning colour unless
 * a test holds), every test with a way to remove one recorded by mistake, and the button that records one.
 */
export function PatchTestsSection({ salonId, clientId, tests, standing, timeZone }: PatchTestsProps) {
  const [recording, setRecording] = useState(false);
  const [removing, setRemoving] = useState<ClientPatchTest | null>(null);
  const columns: ReadonlyArray<PagedTableColumn<ClientPatchTest>> = [
    {
      key: 'testedAt',
      header: 'Put on',
      cell: (test) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          <DateTime value={test.testedAt} timeZone={timeZone} format="dayTime" />
        </Box>
      ),
    },
    { key: 'products', header: 'Products tested', cell: (test) => test.products },
    { key: 'result', header: 'Result', cell: (test) => PATCH_TEST_RESULT_LABELS[test.result] },
    { key: 'testedBy', header: 'Tested by', cell: (test) => test.testedBy },
    {
      key: 'remove',
      header: <Box sx={visuallyHidden}>Remove</Box>,
      align: 'right',
      cell: (test) => (
        <Button size="small" color="error" onClick={() => setRemoving(test)} aria-label={removeLabel(test, timeZone)}>
          Remove
        </Button>
      ),
    },
  ];
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {standing.kind === 'valid' ? (
        <Typography>{standing.dueText}</Typography>
      ) : (
        <WarningNote>{standing.dueText}</WarningNote>
      )}
      {tests.length > 0 ? (
        <Box sx={{ alignSelf: 'stretch', overflowWrap: 'break-word' }}>
          <PagedTable
            label="Patch tests"
            columns={columns}
            rows={tests}
            rowKey={(test) => test.id}
            pageSize={10}
            stackOnPhone
          />
        </Box>
      ) : null}
      <Button variant="outlined" onClick={() => setRecording(true)}>
        Record patch test
      </Button>
      {recording ? (
        <Suspense fallback={null}>
          <RecordPatchTestDialog
            salonId={salonId}
            clientId={clientId}
            timeZone={timeZone}
            onClose={() => setRecording(false)}
          />
        </Suspense>
      ) : null}
      {removing ? (
        <RemovePatchTestDialog
          salonId={salonId}
          clientId={clientId}
          test={removing}
          timeZone={timeZone}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
}

function RemovePatchTestDialog({
  salonId,
  clientId,
  test,
  timeZone,
  onClose,
}: {
  salonId: string;
  clientId: string;
  test: ClientPatchTest;
  timeZone: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const refresh = useClientRefresh(salonId, clientId);
  const remove = useMutation({
    mutationFn: () => request(RemovePatchTest, { salonId, id: test.id }),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{`${removeLabel(test, timeZone)}?`}</DialogTitle>
      <DialogContent>
        <FormMessages error={remove.isError ? errorText(remove.error) : null} />
        <Typography>
          {`${test.products}, ${PATCH_TEST_RESULT_LABELS[test.result].toLowerCase()}. `}
          Remove a test only when it was recorded by mistake: the audit log keeps what it said.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <BusyButton variant="contained" color="error" busy={remove.isPending} onClick={() => remove.mutate()}>
          Remove
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
