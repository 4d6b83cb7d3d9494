import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { planSchema, planSummaryLabel, subscriptionTypeSchema } from '@piiq/domain/pricing';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { useAppConfig } from '../../lib/app-config.ts';
import type { InvoiceData, SalonAccountData } from './account-operations.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

/** 'Plus - Annual Saver', or what the API sent when it is a plan this app does not know yet. */
function planText(plan: string | null, subscriptionType: string | null): string {
  if (!plan) return 'No plan yet';
  const knownPlan = planSchema.safeParse(plan);
  const knownType = subscriptionTypeSchema.safeParse(subscriptionType);
  if (knownPlan.success && knownType.success) return planSummaryLabel(knownPlan.data, knownType.data);
  return [plan, subscriptionType].filter(Boolean).join(' - ');
}

function supportMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The plan, mirrors, total and invoices; plan changes go through support by email. */
export function BillingSection({ salon }: { salon: SalonAccountData }) {
  const { data: config } = useAppConfig();
  const { account } = salon;
  const columns: ReadonlyArray<PagedTableColumn<InvoiceData>> = [
    {
      key: 'number',
      header: 'Number',
      cell: (invoice) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {invoice.number}
        </Box>
      ),
    },
    {
      key: 'periodStart',
      header: 'Period start',
      cell: (invoice) => <DateTime value={invoice.periodStart} timeZone={salon.timeZone} format="day" />,
    },
    {
      key: 'link',
      header: <HiddenHeader>Hosted invoice</HiddenHeader>,
      align: 'right',
      cell: (invoice) =>
        invoice.hostedInvoiceUrl ? (
          <Link
            href={invoice.hostedInvoiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View invoice ${invoice.number} (opens in a new tab)`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
          >
            View invoice
            <OpenInNew aria-hidden fontSize="inherit" />
          </Link>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            Not available yet
          </Typography>
        ),
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 3,
          rowGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 500 },
        }}
      >
        <dt>Plan</dt>
        <dd>{planText(account.plan, account.subscriptionType)}</dd>
        <dt>Mirrors</dt>
        <dd>{account.mirrors}</dd>
        <dt>Total</dt>
        <dd>
          <Money cents={account.total} />
        </dd>
      </Box>
      {config ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" href={supportMailto(config.supportEmail, `Change plan: ${salon.name}`)}>
            Change plan
          </Button>
          <Button color="secondary" href={supportMailto(config.supportEmail, `Cancel subscription: ${salon.name}`)}>
            Cancel subscription
          </Button>
        </Box>
      ) : null}
      <Box>
        <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
          Invoices
        </Typography>
        <PagedTable
          label="Invoices"
          columns={columns}
          rows={salon.invoices}
          rowKey={(invoice) => invoice.id}
          stackOnPhone
          empty={
            <EmptyState title="No invoices yet" body="Each invoice shows here once your subscription is billed." />
          }
        />
      </Box>
    </Box>
  );
}
