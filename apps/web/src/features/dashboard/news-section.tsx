import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NewsCard } from './dashboard-operations.ts';
import { DashboardSection } from './dashboard-section.tsx';

const isExternal = (url: string) => /^https?:\/\//.test(url);

/** The news heading (News - April 2022) and its announcement cards, newest first as the server sends them. */
export function NewsSection({ heading, cards }: { heading: string; cards: readonly NewsCard[] }) {
  return (
    <DashboardSection title={heading}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {cards.map((card) => (
          <Paper
            key={card.id}
            component="article"
            sx={{ p: 2.5, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Typography component="h3" variant="h3">
              {card.title}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {card.body}
            </Typography>
            {card.linkUrl && card.linkLabel ? (
              <Link
                href={card.linkUrl}
                sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
                {...(isExternal(card.linkUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {card.linkLabel}
              </Link>
            ) : null}
          </Paper>
        ))}
      </Box>
    </DashboardSection>
  );
}
