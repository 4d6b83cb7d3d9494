import { zodResolver } from '@hookform/resolvers/zod';
import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadUpdateSchema, type LeadUpdate } from '@piiq/domain/leads';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { ApiError, request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { GetLeads, UpdateLead, type Lead } from './console-operations.ts';
import { LoadMore, useFilterParams, useLoadMoreList } from './load-more.tsx';
import { leadsCsvUrl } from './export-urls.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

const PAGE_SIZE = 25;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];
const isLeadStatus = (value: string): value is (typeof LEAD_STATUSES)[number] =>
  (LEAD_STATUSES as readonly string[]).includes(value);

/** The console's leads: the pre-register leads from signup, their follow-up, and the spreadsheet of them. */
export function LeadsPage() {
  const [searchParams, setFilter] = useFilterParams();
  const statusParam = searchParams.get('status') ?? '';
  const status = isLeadStatus(statusParam) ? statusParam : '';
  const search = searchParams.get('search') ?? '';
  const filter = { status, search };
  const [editing, setEditing] = useState<string | null>(null);
  // Said in the dialog that opens anew on someone else's version, after a save was refused over it.
  const [conflict, setConflict] = useState<string | null>(null);
  const closeDialog = () => {
    setEditing(null);
    setConflict(null);
  };
  const list = useLoadMoreList({
    queryKey: consoleKeys.leads(filter),
    fetchPage: async (nextToken) =>
      (await request(GetLeads, { status: status || null, search: search || null, limit: PAGE_SIZE, nextToken })).leads,
    nextTokenOf: (page) => page.nextToken,
    itemsOf: (page) => page.items,
  });
  const editedLead = list.items?.find((lead) => lead.id === editing);

  const columns: ReadonlyArray<PagedTableColumn<Lead>> = [
    {
      key: 'date',
      header: 'Date',
      cell: (lead) => <DateTime value={lead.createdAt} timeZone={PROVIDER_TIME_ZONE} format="dayTime" />,
    },
    { key: 'name', header: 'Name', cell: (lead) => lead.name },
    { key: 'email', header: 'Email', cell: (lead) => lead.email },
    { key: 'salon', header: 'Salon', cell: (lead) => lead.salonName },
    { key: 'phone', header: 'Phone', cell: (lead) => lead.phone },
    { key: 'plan', header: 'Plan', cell: (lead) => lead.plan },
    { key: 'status', header: 'Status', cell: (lead) => LEAD_STATUS_LABELS[lead.status] },
    {
      key: 'notes',
      header: 'Notes',
      cell: (lead) => <Box sx={{ maxWidth: 260, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{lead.notes}</Box>,
    },
    {
      key: 'edit',
      header: <HiddenHeader>Follow-up</HiddenHeader>,
      align: 'right',
      cell: (lead) => (
        <Button size="small" variant="outlined" onClick={() => setEditing(lead.id)} aria-label={`Edit ${lead.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Leads" action={<DownloadCsvButton href={leadsCsvUrl(filter)} />} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, mb: 2 }}>
        <SelectInput
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <SearchField label="Search leads" value={search} onSearch={(text) => setFilter('search', text.trim())} />
      </Box>
      {list.items ? (
        <>
          <PagedTable
            label="Leads"
            columns={columns}
            rows={list.items}
            rowKey={(lead) => lead.id}
            pageSize={Math.max(list.items.length, 1)}
            loading={list.query.isPlaceholderData}
            stackOnPhone
            empty={
              <EmptyState
                title="No leads"
                body={
                  status || search
                    ? 'No lead matches this filter.'
                    : 'When someone asks to hear about a plan that is not open yet, they appear here.'
                }
              />
            }
          />
          <LoadMore query={list.query} what="leads" />
        </>
      ) : (
        <QueryProblem query={list.query} what="the leads" />
      )}
      {editedLead ? (
        <LeadDialog
          key={`${editedLead.id}-${editedLead.version}`}
          lead={editedLead}
          conflict={conflict}
          onConflict={setConflict}
          onClose={closeDialog}
        />
      ) : null}
    </>
  );
}

/** A lead's follow-up: its status and notes, saved over the version read. */
function LeadDialog({
  lead,
  conflict,
  onConflict,
  onClose,
}: {
  lead: Lead;
  conflict: string | null;
  onConflict: (message: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(conflict);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LeadUpdate>({
    resolver: zodResolver(leadUpdateSchema),
    defaultValues: { status: lead.status, notes: lead.notes, version: lead.version },
  });

  const onSubmit = handleSubmit(async (change) => {
    setProblem(null);
    try {
      await request(UpdateLead, { id: lead.id, input: change });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.allLeads }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
      ]);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        // The list reloads with their version, and this dialog opens anew on it, saying why.
        onConflict(error.message);
        setProblem(error.message);
        await queryClient.invalidateQueries({ queryKey: consoleKeys.allLeads });
        return;
      }
      setProblem(showServerErrors(error, ['status', 'notes'], setError));
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{lead.name}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {lead.salonName} · {lead.email} · {lead.phone}
            </Typography>
            {problem ? <FormAlert severity="error">{problem}</FormAlert> : null}
            <SelectInput
              label="Status"
              name="status"
              value={watch('status')}
              options={STATUS_OPTIONS.slice(1)}
              onChange={(event) => {
                if (isLeadStatus(event.target.value)) setValue('status', event.target.value, { shouldDirty: true });
              }}
            />
            <TextInput label="Notes" multiline minRows={4} {...fieldProps(register('notes'), errors.notes)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
            Save
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
