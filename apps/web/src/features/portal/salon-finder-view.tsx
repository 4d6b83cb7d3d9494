import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readFinderSearch, salonFinderMessages } from '@piiq/domain/salon-finder';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useViewer } from '../../lib/session.ts';
import { PortalLayout } from './portal-frame.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { PortalBackLink } from './portal-screen-links.tsx';
import { FINDER_SEARCH_PARAM, portalSalonsUrl, portalUrl } from './urls.ts';
import { useSalonFinder, type FoundSalon } from './use-salon-finder.ts';

export const noSalonsFound = (search: string) => `No salons found near ${search}`;

/** A map search for the salon's address, which a phone opens in its maps app. */
export function directionsUrl(salon: FoundSalon): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: `${salon.name}, ${salon.address}` }).toString()}`;
}

/** The history entry an empty search leaves, so its message stays with it through back and reload. */
const EMPTY_SEARCH_STATE = { emptySearch: true } as const;

function isEmptySearchState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'emptySearch' in state && state.emptySearch === true;
}

/**
 * salons: the salon finder, open to anyone. The search lives in the address (`?q=`), so the back
 * button and a reload show the same salons; a search is checked by the API's own rule before it is
 * sent, and one typed into the address by hand is checked the same way. A refused search hides the
 * salons of the one before, so they never look like its answer; an empty one also leaves the address.
 */
export function SalonFinderView() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { session } = usePortalFlow();
  const navigate = useNavigate();
  const viewer = useViewer();
  const inUrl = params.get(FINDER_SEARCH_PARAM) ?? '';
  const reading = inUrl === '' ? null : readFinderSearch(inUrl);
  const [typed, setTyped] = useState(inUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Back and forward change the address, not the field: the field follows the search shown.
  useEffect(() => {
    setTyped(inUrl);
    setProblem(null);
  }, [inUrl]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typedReading = readFinderSearch(typed);
    if (!typedReading.ok) {
      if (typedReading.message === salonFinderMessages.required && inUrl !== '') {
        void navigate(portalSalonsUrl(null, session), { state: EMPTY_SEARCH_STATE });
      } else {
        setProblem(typedReading.message);
      }
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    void navigate(portalSalonsUrl(typedReading.text, session));
  };

  const emptied = inUrl === '' && isEmptySearchState(location.state) ? salonFinderMessages.required : null;
  const shownProblem = problem ?? emptied ?? (reading && !reading.ok ? reading.message : null);
  return (
    <PortalLayout title="Find a salon">
      <Typography sx={{ mb: 3 }}>Find a piiq salon near you by its suburb, city, street or postcode.</Typography>
      <Box component="form" role="search" noValidate onSubmit={onSubmit}>
        <TextInput
          name={FINDER_SEARCH_PARAM}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputRef={inputRef}
          error={Boolean(shownProblem)}
          helperText={shownProblem ?? ' '}
          label="Suburb, city, street or postcode"
          autoComplete="off"
          autoFocus={inUrl === ''}
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 1, ...focusRing }}>
          Search
        </Button>
      </Box>
      {reading?.ok && problem === null ? <FinderResults search={reading.text} /> : null}
      {viewer.data ? (
        <PortalBackLink to={portalUrl('appointments', session)}>Back to your appointments</PortalBackLink>
      ) : null}
    </PortalLayout>
  );
}

function FinderResults({ search }: { search: string }) {
  const query = useSalonFinder(search);
  const headingId = useId();
  if (!query.data) return <QueryProblem query={query} what="salons" />;
  const salons = query.data.pages.flatMap((page) => page.items);
  if (salons.length === 0) {
    return (
      <EmptyState
        title={noSalonsFound(search)}
        body="Check the spelling, or try a nearby suburb, street or postcode."
      />
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h3">
        Salons near {search}
      </Typography>
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {query.hasNextPage
          ? `Showing the first ${salons.length} salons`
          : `${salons.length} ${salons.length === 1 ? 'salon' : 'salons'}`}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {salons.map((salon) => (
          <li key={salon.id}>
            <SalonCard salon={salon} />
          </li>
        ))}
      </Stack>
      {query.isFetchNextPageError ? (
        <Box sx={{ mt: 2 }}>
          <QueryProblem query={{ ...query, refetch: () => query.fetchNextPage() }} what="more salons" />
        </Box>
      ) : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <Button
          variant="outlined"
          fullWidth
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          sx={{ mt: 3, ...focusRing }}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      ) : null}
    </Box>
  );
}

function SalonCard({ salon }: { salon: FoundSalon }) {
  const tags = [...salon.specialities, ...salon.styles];
  const linkSx = { fontWeight: 500, ...focusRing };
  return (
    <Card component="article" sx={{ overflow: 'hidden' }}>
      {salon.photoUrl ? (
        <Box
          component="img"
          src={salon.photoUrl}
          alt=""
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 10', objectFit: 'cover' }}
        />
      ) : null}
      <Box sx={{ p: 2 }}>
        <Typography component="h3" variant="h3">
          {salon.name}
        </Typography>
        {salon.address ? <Typography color="text.secondary">{salon.address}</Typography> : null}
        {tags.length > 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {tags.join(' · ')}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 1.5 }}>
          <Link href={directionsUrl(salon)} target="_blank" rel="noopener noreferrer" sx={linkSx}>
            Directions{' '}
            <Box component="span" sx={visuallyHidden}>
              to {salon.name}
            </Box>
          </Link>
          {salon.bookingUrl ? (
            <Link href={salon.bookingUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
              Book online{' '}
              <Box component="span" sx={visuallyHidden}>
                at {salon.name}
              </Box>
            </Link>
          ) : null}
        </Box>
      </Box>
    </Card>
  );
}
