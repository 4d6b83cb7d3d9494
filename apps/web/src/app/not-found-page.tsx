import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../components/page-title.tsx';
import { StandalonePage } from '../components/standalone-page.tsx';
import { salonListUrl } from '../features/salons/urls.ts';

/** Any path the app does not know, shown as the not-found screen. */
export function NotFoundPage() {
  return (
    <StandalonePage maxWidth="sm">
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <PageTitle title="Not found" />
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            There is no page at this address. It may have moved, or the link may be mistyped.
          </Typography>
          <Button variant="contained" component={RouterLink} to={salonListUrl}>
            Go to the home page
          </Button>
        </CardContent>
      </Card>
    </StandalonePage>
  );
}
