import { formatDay, PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import { formatMoney } from '@piiq/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import { supportInboxUrl } from '../messaging/urls.ts';
import { consoleKeys } from './console-keys.ts';
import { GetConsoleSalon, SetBrandAvailableToSalon, type DirectorySalonDetail } from './console-operations.ts';
import { SalonSubscription } from './salon-subscription.tsx';
import { salonStatus } from './salons-page.tsx';
import { consolePaths } from './urls.ts';

const day = (value: string | null) => (value ? formatDay(new Date(value), PROVIDER_TIME_ZONE) : 'never');

/** A salon's page in the console: its account, invoices, the brands offered to it, and its support conversation. */
export function SalonPage() {
  const { salonId = '' } = useParams();
  const salon = useQuery({
    queryKey: consoleKeys.salon(salonId),
    queryFn: async () => (await request(GetConsoleSalon, { id: salonId })).consoleSalon,
  });
  const back = (
    <Button component={RouterLink} to={consolePaths.salons}>
      Back to the salons
    </Button>
  );
  if (salon.data === undefined) {
    return (
      <>
        <PageTitle title="Salon" action={back} />
        <QueryProblem query={salon} what="the salon" />
      </>
    );
  }
  if (salon.data === null)
    return <EmptyState title="Not found" body="This salon does not exist, or the link is out of date." action={back} />;
  const detail = salon.data;
  const { summary } = detail;

  return (
    <>
      <PageTitle title={summary.name} action={back} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          mb: 3,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0 },
        }}
      >
        <Fact term="Owner">
          {[summary.ownerName, summary.email, detail.phone].filter(Boolean).join(', ') || 'not given'}
        </Fact>
        <Fact term="Plan">
          {summary.plan
            ? `${summary.plan}${summary.subscriptionType ? `, ${summary.subscriptionType.toLowerCase()}` : ''}`
            : 'none'}
        </Fact>
        <Fact term="Status">{salonStatus(summary)}</Fact>
        <Fact term="Mirrors">{`${summary.mirrorsPaired} paired of ${summary.mirrorsOrdered} ordered`}</Fact>
        <Fact term="Signed up">{day(summary.signedUpAt)}</Fact>
        <Fact term="Last session">{day(summary.lastSessionAt)}</Fact>
        <Fact term="Time zone">{detail.timeZone}</Fact>
        <Fact term="Setup wizard">
          {summary.onboardingComplete ? 'finished' : `not finished (${detail.onboardingState ?? 'not started'})`}
        </Fact>
        <Fact term="Support conversation">
          {detail.conversationId ? (
            <Button component={RouterLink} to={supportInboxUrl(detail.conversationId)} size="small" sx={{ ml: -1 }}>
              Open in the support inbox
            </Button>
          ) : (
            'none yet'
          )}
        </Fact>
      </Box>

      <SalonSubscription salonId={salonId} subscription={detail.subscription} mirrorsPaired={summary.mirrorsPaired} />

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Invoices
      </Typography>
      {detail.invoices.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          No invoices yet.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mb: 3 }}>
          <Table size="small" aria-label="Invoices">
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Paid</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{invoice.number}</TableCell>
                  <TableCell>{day(invoice.issuedAt)}</TableCell>
                  <TableCell align="right">{formatMoney(invoice.totalCents)}</TableCell>
                  <TableCell>{invoice.paid ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <BrandsOffered salonId={salonId} brands={detail.brands} />
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** BrandsAvailableToSalon: each brand of the catalogue, offered to the salon or not. */
function BrandsOffered({ salonId, brands }: { salonId: string; brands: DirectorySalonDetail['brands'] }) {
  const queryClient = useQueryClient();
  // The switch moves in the click's own render (a controlled checkbox whose state changes later
  // snaps back first); the server's answer then confirms it, or the error undoes it.
  const [asked, setAsked] = useState<{ brandId: string; available: boolean } | null>(null);
  const offer = useMutation({
    mutationFn: (change: { brandId: string; available: boolean }) =>
      request(SetBrandAvailableToSalon, { salonId, ...change }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.salon(salonId) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
      ]);
      setAsked(null);
    },
  });
  return (
    <Box component="section" aria-labelledby="brands-offered">
      <Typography id="brands-offered" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Brands offered to the salon
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        An offered brand&apos;s products go on the salon&apos;s shelf; the salon chooses which to show its clients.
        Withdrawing one hides it from the salon.
      </Typography>
      {offer.isError ? <FormAlert severity="error">{errorText(offer.error)}</FormAlert> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {brands.map((brand) => (
          <FormControlLabel
            key={brand.id}
            control={
              <Switch
                checked={asked?.brandId === brand.id ? asked.available : brand.availableToSalon}
                disabled={asked !== null}
                onChange={(event) => {
                  const change = { brandId: brand.id, available: event.target.checked };
                  setAsked(change);
                  offer.mutate(change);
                }}
              />
            }
            label={`${brand.name}${brand.visibleToClients ? ' (shown to its clients)' : ''}`}
          />
        ))}
      </Box>
    </Box>
  );
}
