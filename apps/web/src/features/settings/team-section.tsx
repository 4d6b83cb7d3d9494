import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import { isStaffActive } from '@piiq/domain/salon-settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PagedTable, useLimitPageParams, type PagedTableColumn } from '../../components/paged-table.tsx';
import { request } from '../../lib/graphql.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { staffKeys, staffPageQuery, type StaffMember } from '../../lib/api/staff.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { RenameStaffDialog } from './rename-staff-dialog.tsx';
import { SettingsCard } from './settings-card.tsx';
import { UpdateStaff } from './staff-operations.ts';

const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;

/**
 * The team: the staff list paged by limit and page in the URL, with
 * add, rename and the active toggle. Staff who have left are switched off rather than removed, so
 * their past sessions keep their stylist.
 */
export function TeamSection({ salonId }: { salonId: string }) {
  const { limit, page, setPage, setLimit } = useLimitPageParams(DEFAULT_PAGE_SIZE);
  const [renaming, setRenaming] = useState<StaffMember | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery({ ...staffPageQuery(salonId, limit, page), placeholderData: keepPreviousData });
  const staffPage = query.data;
  const lastPage = staffPage ? Math.max(1, Math.ceil(staffPage.totalCount / limit)) : 1;

  // A page past the end (an old link, or the last member of the last page renamed away) opens the last page.
  useEffect(() => {
    if (staffPage && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [staffPage, query.isPlaceholderData, page, lastPage, setPage]);

  const members = staffPage?.items ?? [];
  const columns: ReadonlyArray<PagedTableColumn<StaffMember>> = [
    {
      key: 'name',
      header: 'Name',
      cell: (member) => (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="span"
            sx={{ fontWeight: 500, color: isStaffActive(member) ? 'text.primary' : 'text.secondary' }}
          >
            {member.name}
          </Box>
          <Button size="small" onClick={() => setRenaming(member)} aria-label={`Rename ${member.name}`}>
            Rename
          </Button>
        </Box>
      ),
    },
    {
      key: 'active',
      header: 'Active',
      align: 'center',
      cell: (member) => <StaffActiveSwitch salonId={salonId} member={member} onProblem={setProblem} />,
    },
  ];

  return (
    <SettingsCard
      title="Team"
      description="Your stylists, as they sign in at the mirror. Switch off anyone who has left the salon."
    >
      <AddStaffForm salonId={salonId} knownStaff={members} />
      <FormMessages error={problem} />
      {staffPage ? null : <QueryProblem query={query} />}
      {staffPage ? (
        <PagedTable
          label="Team"
          columns={columns}
          rows={members}
          rowKey={(member) => member.id}
          totalCount={staffPage.totalCount}
          page={Math.min(page, lastPage) - 1}
          pageSize={limit}
          onPageChange={(next) => setPage(next + 1)}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onPageSizeChange={setLimit}
          loading={query.isPlaceholderData}
          empty={
            <EmptyState title="No team members yet" body="Add your stylists above so they can sign in at the mirror." />
          }
        />
      ) : null}
      {renaming ? (
        <RenameStaffDialog member={renaming} knownStaff={members} salonId={salonId} onClose={() => setRenaming(null)} />
      ) : null}
    </SettingsCard>
  );
}

interface StaffActiveSwitchProps {
  salonId: string;
  member: StaffMember;
  onProblem: (message: string | null) => void;
}

/** The active toggle of one team member; it shows the new state at once and keeps it until the list has caught up. */
function StaffActiveSwitch({ salonId, member, onProblem }: StaffActiveSwitchProps) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: async (active: boolean) =>
      (await request(UpdateStaff, { staffId: member.id, input: { active } })).updateStaff,
    onMutate: () => onProblem(null),
    onError: (error) => onProblem(errorText(error)),
    // Returned, so the switch stays on its new state until the refreshed list says the same.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all(salonId) }),
  });
  const checked = toggle.isPending ? toggle.variables : isStaffActive(member);
  return (
    <Switch
      checked={checked}
      onChange={(event) => toggle.mutate(event.target.checked)}
      disabled={toggle.isPending}
      slotProps={{ input: { 'aria-label': `Active: ${member.name}` } }}
    />
  );
}
