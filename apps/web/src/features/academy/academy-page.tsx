import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { ServerHtml } from '../../components/server-html.tsx';
import { VideoEmbed } from '../../components/video-embed.tsx';
import { request } from '../../lib/graphql.ts';
import { academyKeys, GetAcademy, GetAcademyItem, type AcademyCard, type AcademyItem } from './academy-operations.ts';
import { academyItemUrl, academyUrl } from './urls.ts';

const TITLE = 'PIIQ ACADEMY';

/** PIIQ ACADEMY: the grid of videos, or one video's page. */
export function AcademyPage() {
  const { salonId = '', academyId } = useParams();
  return academyId ? <ItemView salonId={salonId} itemId={academyId} /> : <Grid salonId={salonId} />;
}

function Grid({ salonId }: { salonId: string }) {
  const items = useQuery({ queryKey: academyKeys.all, queryFn: async () => (await request(GetAcademy)).academy });
  return (
    <>
      <PageTitle title={TITLE} />
      {!items.data ? (
        <QueryProblem query={items} what="the academy" />
      ) : items.data.length === 0 ? (
        <EmptyState title="No videos yet" body="New academy videos appear here as they are published." />
      ) : (
        <Box
          component="ul"
          aria-label="Academy videos"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {items.data.map((item) => (
            <li key={item.id}>
              <ItemCard salonId={salonId} item={item} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

function ItemCard({ salonId, item }: { salonId: string; item: AcademyCard }) {
  const [cover] = item.images;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={academyItemUrl(salonId, item.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />
        )}
        <CardContent sx={{ flex: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
            {item.name}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ItemView({ salonId, itemId }: { salonId: string; itemId: string }) {
  const item = useQuery({
    queryKey: academyKeys.item(itemId),
    queryFn: async () => (await request(GetAcademyItem, { id: itemId })).academyItem,
  });
  const back = (
    <Button component={RouterLink} to={academyUrl(salonId)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      BACK
    </Button>
  );
  if (item.data === null) {
    return (
      <>
        {back}
        <PageTitle title="Not found" />
        <Typography>This video does not exist, or the link is out of date.</Typography>
      </>
    );
  }
  return (
    <>
      {back}
      {item.data ? <Item item={item.data} /> : <QueryProblem query={item} what="this video" />}
    </>
  );
}

function Item({ item }: { item: AcademyItem }) {
  return (
    <>
      <PageTitle title={item.name} />
      <VideoEmbed title={`Video: ${item.name}`} url={item.videoUrl} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="academy-transcript">
          <Typography variant="h2" id="academy-transcript" sx={{ fontSize: '1rem', letterSpacing: '0.08em', mb: 1.5 }}>
            TRANSCRIPT
          </Typography>
          <ServerHtml html={item.transcriptHtml} />
        </Box>
        <Box component="section" aria-labelledby="academy-images">
          <Typography variant="h2" id="academy-images" sx={{ fontSize: '1rem', letterSpacing: '0.08em', mb: 1.5 }}>
            IMAGES
          </Typography>
          {item.images.length === 0 ? (
            <Typography color="text.secondary">No images for this video.</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {item.images.map((image, index) => (
                <li key={image}>
                  <Box
                    component="img"
                    src={image}
                    alt={`${item.name}, image ${index + 1}`}
                    loading="lazy"
                    sx={{ width: '100%', borderRadius: 1, display: 'block' }}
                  />
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}
