import { grantEmailProblem } from '@piiq/domain/provider-team';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { GetConsoleViewer } from './console-operations.ts';
import {
  GetProviderTeam,
  GrantProviderAccess,
  WithdrawProviderAccess,
  type ProviderTeamMember,
} from './team-operations.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

/** After a grant or withdrawal the team and the audit log read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.team }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
    ]);
}

/** The team's columns; a provider admin also sees who may be withdrawn (anyone but themselves). */
function teamColumns({
  canManage,
  viewerId,
  withdraw,
}: {
  canManage: boolean;
  viewerId: string | undefined;
  withdraw: (member: ProviderTeamMember) => void;
}): ReadonlyArray<PagedTableColumn<ProviderTeamMember>> {
  const columns: Array<PagedTableColumn<ProviderTeamMember>> = [
    { key: 'name', header: 'Name', cell: (member) => member.name || 'no name given' },
    { key: 'email', header: 'Email', cell: (member) => member.email },
    {
      key: 'role',
      header: 'Role',
      cell: (member) => (member.isProviderAdmin ? 'Provider admin' : 'Provider staff'),
    },
  ];
  if (!canManage) return columns;
  return [
    ...columns,
    {
      key: 'access',
      header: <HiddenHeader>Access</HiddenHeader>,
      align: 'right',
      cell: (member) =>
        member.id === viewerId ? (
          'You'
        ) : (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => withdraw(member)}
            aria-label={`Withdraw access of ${member.email}`}
          >
            Withdraw access
          </Button>
        ),
    },
  ];
}

/**
 * The provider's team: everyone with the console. A provider admin grants it to an existing account by
 * email and withdraws it; everyone else reads the list.
 */
export function TeamPage() {
  const team = useQuery({
    queryKey: consoleKeys.team,
    queryFn: async () => (await request(GetProviderTeam)).providerTeam,
  });
  const viewer = useQuery({ queryKey: consoleKeys.viewer, queryFn: async () => (await request(GetConsoleViewer)).me });
  const [withdrawing, setWithdrawing] = useState<ProviderTeamMember | null>(null);

  if (!team.data) {
    return (
      <>
        <PageTitle title="Team" />
        <QueryProblem query={team} what="the team" />
      </>
    );
  }
  const { members, canManage } = team.data;
  return (
    <>
      <PageTitle title="Team" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {canManage
          ? 'Everyone with the provider console. As a provider admin you can grant it to an existing piiq account, and withdraw it.'
          : 'Everyone with the provider console. Only a provider admin can grant or withdraw access.'}
      </Typography>
      {canManage ? <GrantAccess /> : null}
      <PagedTable
        label="Team"
        columns={teamColumns({ canManage, viewerId: viewer.data?.id, withdraw: setWithdrawing })}
        rows={members}
        rowKey={(member) => member.id}
        pageSize={Math.max(members.length, 1)}
        stackOnPhone
      />
      {withdrawing ? <WithdrawDialog member={withdrawing} onClose={() => setWithdrawing(null)} /> : null}
    </>
  );
}

function GrantAccess() {
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [granted, setGranted] = useState<string | null>(null);
  const grant = useMutation({
    mutationFn: (typed: string) => request(GrantProviderAccess, { email: typed }),
    onSuccess: async (_result, typed) => {
      setGranted(typed.trim());
      setEmail('');
      await refresh();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setGranted(null);
    const found = grantEmailProblem(email);
    setProblem(found);
    if (!found) grant.mutate(email);
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Grant access" sx={{ mb: 3, maxWidth: 560 }}>
      {grant.isError ? <FormAlert severity="error">{errorText(grant.error)}</FormAlert> : null}
      {granted ? <FormAlert severity="success">{`${granted} now has the provider console.`}</FormAlert> : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
        <TextInput
          label="Email of an existing account"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problem !== null}
          helperText={problem ?? 'They keep their own password; their next page load opens the console.'}
        />
        <BusyButton type="submit" variant="contained" busy={grant.isPending} sx={{ mt: 1, flexShrink: 0 }}>
          Grant access
        </BusyButton>
      </Box>
    </Box>
  );
}

function WithdrawDialog({ member, onClose }: { member: ProviderTeamMember; onClose: () => void }) {
  const titleId = useId();
  const refresh = useRefresh();
  const withdraw = useMutation({
    mutationFn: () => request(WithdrawProviderAccess, { userId: member.id }),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  return (
    <Dialog open onClose={withdraw.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Withdraw access?</DialogTitle>
      <DialogContent>
        {withdraw.isError ? <FormAlert severity="error">{errorText(withdraw.error)}</FormAlert> : null}
        <DialogContentText sx={{ mt: 1 }}>
          {`${member.email} loses the provider console${member.isProviderAdmin ? ' and the provider admin role' : ''} at their next request. Their account and any salons stay.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" color="secondary" onClick={onClose} disabled={withdraw.isPending}>
          Cancel
        </Button>
        <BusyButton variant="contained" color="error" busy={withdraw.isPending} onClick={() => withdraw.mutate()}>
          Withdraw access
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
