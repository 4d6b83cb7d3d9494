import { AUDIT_ACTION_FAMILIES } from '@piiq/domain/audit';
import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { GetAuditLog, type AuditEvent } from './console-operations.ts';
import { LoadMore, useFilterParams, useLoadMoreList } from './load-more.tsx';

const PAGE_SIZE = 25;
const ACTION_OPTIONS = [{ value: '', label: 'All actions' }, ...AUDIT_ACTION_FAMILIES];
const isFamily = (value: string) => AUDIT_ACTION_FAMILIES.some((family) => family.value === value);

/** The audit log: every console write and sensitive salon action, newest first, by action and actor. */
export function AuditPage() {
  const [searchParams, setFilter] = useFilterParams();
  const actionParam = searchParams.get('action') ?? '';
  const action = isFamily(actionParam) ? actionParam : '';
  const actor = searchParams.get('actor') ?? '';
  const list = useLoadMoreList({
    queryKey: consoleKeys.audit({ action, actor }),
    fetchPage: async (nextToken) =>
      (await request(GetAuditLog, { action: action || null, actor: actor || null, limit: PAGE_SIZE, nextToken }))
        .auditLog,
    nextTokenOf: (page) => page.nextToken,
    itemsOf: (page) => page.items,
  });

  return (
    <>
      <PageTitle title="Audit log" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, mb: 2 }}>
        <SelectInput
          label="Action"
          value={action}
          options={ACTION_OPTIONS}
          onChange={(event) => setFilter('action', event.target.value)}
        />
        <SearchField label="Who (email)" value={actor} onSearch={(text) => setFilter('actor', text.trim())} />
      </Box>
      {list.items ? (
        list.items.length === 0 ? (
          <EmptyState
            title="Nothing recorded"
            body={
              action || actor
                ? 'No entry matches this filter.'
                : 'Every change made in the console, and every salon admin’s sensitive action, is recorded here.'
            }
          />
        ) : (
          <>
            <Box
              component="ol"
              aria-label="Audit log"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
            >
              {list.items.map((event) => (
                <AuditEntry key={event.id} event={event} />
              ))}
            </Box>
            <LoadMore query={list.query} what="entries" />
          </>
        )
      ) : (
        <QueryProblem query={list.query} what="the audit log" />
      )}
    </>
  );
}

function AuditEntry({ event }: { event: AuditEvent }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{event.action}</Typography>
        <Typography variant="body2" color="text.secondary">
          <DateTime value={event.at} timeZone={PROVIDER_TIME_ZONE} format="dayTime" />
        </Typography>
      </Box>
      <Typography variant="body2">
        {event.actorEmail} · {event.subjectKind} {event.subjectId ?? ''}
        {event.salonId ? ` · salon ${event.salonId}` : ''}
      </Typography>
      {event.before !== null || event.after !== null ? (
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            Before and after
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
            {(['before', 'after'] as const).map((side) => (
              <Box key={side}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {side === 'before' ? 'Before' : 'After'}
                </Typography>
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    p: 1,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    overflowX: 'auto',
                    fontSize: '0.8125rem',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {event[side] ?? 'nothing'}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
