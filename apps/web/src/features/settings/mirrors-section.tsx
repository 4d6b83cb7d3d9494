import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { canPairAnotherMirror, mirrorMessages } from '@piiq/domain/mirror-pairing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import {
  CreateMirrorPairingCode,
  GetSalonMirrors,
  mirrorKeys,
  type MirrorPairingCode,
  type PairedMirror,
} from './mirror-operations.ts';
import { PairingCodePanel } from './pairing-code-panel.tsx';
import { RenameMirrorDialog, UnpairMirrorDialog } from './mirror-dialogs.tsx';
import { SettingsCard } from './settings-card.tsx';
import type { SettingsRequest } from './urls.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

/** While a code is on screen the list is asked again this often, so the mirror shows up once it pairs. */
const PAIRING_POLL_MS = 3000;

type Dialog = { kind: 'rename' | 'unpair'; mirror: PairedMirror } | null;

/**
 * A code on screen, with the mirrors paired when it was made: one beyond them is the mirror it
 * paired, and the code is then done for good, even if that mirror is unpaired again.
 */
interface ShownCode {
  code: MirrorPairingCode;
  pairedBefore: ReadonlySet<string>;
  done: boolean;
}

const pairedSince = (shown: ShownCode, mirrors: readonly PairedMirror[] | undefined) =>
  (mirrors ?? []).some((mirror) => !shown.pairedBefore.has(mirror.id));

/**
 * The salon's smart mirrors (decision 022): pair one with a one-time code, see when each was last
 * seen, rename or unpair it; never more paired than the plan includes. Opened from onboarding or the
 * dashboard (?pair), it makes the code at once and scrolls into view: the section is the
 * page's last, below the fold on a phone.
 */
/** The request, in the tab's address, that this section answers. */
const PAIR: SettingsRequest = 'pair';

export function MirrorsSection({ salonId }: { salonId: string }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<ShownCode | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const limitId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const pairAsked = searchParams.has(PAIR);
  const query = useQuery({
    queryKey: mirrorKeys.salon(salonId),
    queryFn: async () => (await request(GetSalonMirrors, { salonId })).salon,
    refetchInterval: shown && !shown.done ? PAIRING_POLL_MS : false,
  });
  const salon = query.data;
  const createCode = useMutation({
    mutationFn: async () => (await request(CreateMirrorPairingCode, { salonId })).createMirrorPairingCode,
    onSuccess: (created) =>
      setShown({ code: created, pairedBefore: new Set(salon?.mirrors.map((mirror) => mirror.id)), done: false }),
    // A refusal (the plan's mirrors all paired elsewhere meanwhile) also means the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: mirrorKeys.salon(salonId) }),
  });
  // Set while rendering (React's way to adjust state to new data): the list now holds the mirror the code paired.
  if (shown && !shown.done && pairedSince(shown, salon?.mirrors)) setShown({ ...shown, done: true });
  const justPaired = shown?.done ?? false;
  const code = shown && !shown.done ? shown : null;
  const { mutate: makeCode } = createCode;
  const allowance = salon?.mirrorAllowance;
  const canPair = allowance ? canPairAnotherMirror(allowance.paired, allowance.allowed) : null;
  const scrollToCode = useRef(false);

  // The request is taken out of the address once answered, so a reload or Back makes no second code.
  const pairHandled = useRef(false);
  useEffect(() => {
    if (!pairAsked || canPair === null || pairHandled.current) return;
    pairHandled.current = true;
    if (canPair) {
      scrollToCode.current = true;
      makeCode();
    } else {
      // No code to wait for: the line under the button says why.
      sectionRef.current?.scrollIntoView({ block: 'start' });
    }
    setSearchParams(
      (params) => {
        params.delete(PAIR);
        return params;
      },
      { replace: true },
    );
  }, [pairAsked, canPair, makeCode, setSearchParams]);

  // Scrolled once the code is there, when the sections above it have had the time to load.
  useEffect(() => {
    if (!code || !scrollToCode.current) return;
    scrollToCode.current = false;
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [code]);

  if (!salon) {
    return (
      <SettingsCard title="Mirrors">
        <QueryProblem query={query} what="your mirrors" />
      </SettingsCard>
    );
  }

  const { allowed, paired } = salon.mirrorAllowance;
  const atLimit = !canPairAnotherMirror(paired, allowed);
  const columns: ReadonlyArray<PagedTableColumn<PairedMirror>> = [
    {
      key: 'name',
      header: 'Name',
      cell: (mirror) => (
        <Box component="span" sx={{ fontWeight: 500 }}>
          {mirror.name}
        </Box>
      ),
    },
    {
      key: 'pairedAt',
      header: 'Paired',
      cell: (mirror) => <DateTime value={mirror.pairedAt} timeZone={salon.timeZone} format="day" />,
    },
    {
      key: 'lastSeenAt',
      header: 'Last seen',
      cell: (mirror) =>
        mirror.lastSeenAt ? <DateTime value={mirror.lastSeenAt} timeZone={salon.timeZone} format="dayTime" /> : 'Never',
    },
    {
      key: 'actions',
      header: <HiddenHeader>Actions</HiddenHeader>,
      align: 'right',
      cell: (mirror) => (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => setDialog({ kind: 'rename', mirror })}
            aria-label={`Rename ${mirror.name}`}
          >
            Rename
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDialog({ kind: 'unpair', mirror })}
            aria-label={`Unpair ${mirror.name}`}
          >
            Unpair
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <SettingsCard
      ref={sectionRef}
      title="Mirrors"
      description={`The smart mirrors of this salon. Your plan includes ${allowed} ${allowed === 1 ? 'mirror' : 'mirrors'}; ${paired} paired.`}
    >
      <FormMessages
        // At the limit the line under the button says why; a refused code would only repeat it.
        error={createCode.isError && !atLimit ? errorText(createCode.error) : null}
        notice={justPaired ? 'Mirror paired.' : null}
      />
      {code ? (
        <PairingCodePanel
          code={code.code}
          onNewCode={() => createCode.mutate()}
          busy={createCode.isPending}
          onDone={() => setShown(null)}
        />
      ) : (
        <Box sx={{ mb: 2 }}>
          <BusyButton
            variant="contained"
            onClick={() => createCode.mutate()}
            busy={createCode.isPending}
            disabled={atLimit}
            aria-describedby={atLimit ? limitId : undefined}
          >
            Pair a mirror
          </BusyButton>
          {atLimit ? (
            <Typography id={limitId} color="text.secondary" sx={{ mt: 1 }}>
              {mirrorMessages.limitReached(allowed)}
            </Typography>
          ) : null}
        </Box>
      )}
      <Typography variant="h3" component="h3" sx={{ mb: 1, mt: 1 }}>
        Paired mirrors
      </Typography>
      <PagedTable
        label="Paired mirrors"
        columns={columns}
        rows={salon.mirrors}
        rowKey={(mirror) => mirror.id}
        stackOnPhone
        empty={
          <EmptyState
            title="No mirrors paired yet"
            body="Press Pair a mirror, then type the code on the mirror's screen."
          />
        }
      />
      {dialog?.kind === 'rename' ? (
        <RenameMirrorDialog salonId={salonId} mirror={dialog.mirror} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'unpair' ? (
        <UnpairMirrorDialog salonId={salonId} mirror={dialog.mirror} onClose={() => setDialog(null)} />
      ) : null}
    </SettingsCard>
  );
}
