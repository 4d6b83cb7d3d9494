import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESOURCES_TITLE, START_UP_GUIDE_PATH } from '@piiq/domain/resources';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { CopyButton } from '../../components/copy-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { VideoEmbed } from '../../components/video-embed.tsx';
import { request } from '../../lib/graphql.ts';
import { GetHelpResources, resourcesKeys, type HelpResource, type HelpResourceKind } from './resources-operations.ts';

/** Help and resources, its content from data (the provider keeps it). */
export function ResourcesPage() {
  const resources = useQuery({
    queryKey: resourcesKeys.all,
    queryFn: async () => (await request(GetHelpResources)).helpResources,
  });
  return (
    <>
      <PageTitle title={RESOURCES_TITLE} />
      {resources.data ? (
        <Resources entries={resources.data} />
      ) : (
        <QueryProblem query={resources} what="the help and resources" />
      )}
    </>
  );
}

const sectionHeading = { fontSize: '1.25rem', mb: 1.5 } as const;

function Resources({ entries }: { entries: readonly HelpResource[] }) {
  const of = (kind: HelpResourceKind) => entries.filter((entry) => entry.kind === kind);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section" aria-labelledby="resources-videos">
        <Typography variant="h2" id="resources-videos" sx={sectionHeading}>
          Videos
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {of('VIDEO').map((video) => (
            <Box key={video.id}>
              <VideoEmbed title={`Video: ${video.title}`} url={video.videoUrl} />
              <Typography sx={{ fontWeight: 600, mt: -2 }}>{video.title}</Typography>
              <Typography color="text.secondary">{video.body}</Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Card variant="outlined" component="section" aria-labelledby="resources-support">
          <CardContent>
            <Typography variant="h2" id="resources-support" sx={sectionHeading}>
              Support
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {of('SUPPORT_LINK').map((link) => (
                <li key={link.id}>
                  <Link href={link.url ?? undefined} target="_blank" rel="noopener noreferrer">
                    {link.title}
                  </Link>
                  <Typography color="text.secondary">{link.body}</Typography>
                </li>
              ))}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2, mb: 0.5 }}>
              Call us
            </Typography>
            {of('SUPPORT_PHONE').map((phone) => (
              <Typography key={phone.id}>
                {phone.title}: <Link href={`tel:${phone.body.replace(/\s/g, '')}`}>{phone.body}</Link>
              </Typography>
            ))}
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="resources-app">
          <CardContent>
            <Typography variant="h2" id="resources-app" sx={sectionHeading}>
              The piiq app
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
              {of('APP_BADGE')
                .filter((badge) => badge.url)
                .map((badge) => (
                  <Button
                    key={badge.id}
                    href={badge.url ?? ''}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="contained"
                    color="secondary"
                    title={badge.body}
                  >
                    {badge.title}
                  </Button>
                ))}
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="resources-guide">
          <CardContent>
            <Typography variant="h2" id="resources-guide" sx={sectionHeading}>
              Start-up guide
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Everything your salon needs for its first weeks with the mirror, to print or share with your team.
            </Typography>
            <Button href={START_UP_GUIDE_PATH} download variant="outlined" startIcon={<DownloadIcon />}>
              Download the start-up guide
            </Button>
          </CardContent>
        </Card>
      </Box>

      <Box>
        <ResourceAccordion title="Social images">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            }}
          >
            {of('SOCIAL_IMAGE').map((image) => (
              <li key={image.id}>
                <Box
                  component="img"
                  src={image.url ?? ''}
                  alt={image.body}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
                <Link href={image.url ?? undefined} download sx={{ display: 'inline-block', mt: 0.5 }}>
                  Download {image.title}
                </Link>
              </li>
            ))}
          </Box>
        </ResourceAccordion>
        <ResourceAccordion title="Social videos">
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {of('SOCIAL_VIDEO').map((video) => (
              <Box key={video.id}>
                <VideoEmbed title={`Video: ${video.title}`} url={video.videoUrl} />
                <CopyableText entry={video} />
              </Box>
            ))}
          </Box>
        </ResourceAccordion>
        <ResourceAccordion title="Texting client templates">
          <CopyableList entries={of('TEXT_TEMPLATE')} />
        </ResourceAccordion>
        <ResourceAccordion title="Emailing client templates">
          <CopyableList entries={of('EMAIL_TEMPLATE')} />
        </ResourceAccordion>
        <ResourceAccordion title="Social posting caption ideas and hashtags">
          <CopyableList entries={[...of('CAPTION_IDEA'), ...of('HASHTAGS')]} />
        </ResourceAccordion>
      </Box>
    </Box>
  );
}

function ResourceAccordion({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary id={`${id}-summary`} aria-controls={`${id}-details`} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>{children}</AccordionDetails>
    </Accordion>
  );
}

function CopyableList({ entries }: { entries: readonly HelpResource[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <CopyableText entry={entry} />
        </li>
      ))}
    </Box>
  );
}

/** A template or caption: its title, its text as it will be pasted, and the copy button. */
function CopyableText({ entry }: { entry: HelpResource }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {entry.title}
        </Typography>
        <CopyButton text={entry.body} what={entry.title} />
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.body}</Typography>
    </Box>
  );
}
