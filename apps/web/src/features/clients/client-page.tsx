import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { clientsUrl } from './urls.ts';

/**
 * One client's page. Its heading becomes the client's name once the clients API exists; until then
 * the page says what it is and leads back to the list.
 */
export function ClientPage() {
  const { salonId = '' } = useParams();
  return (
    <>
      <Button component={RouterLink} to={clientsUrl(salonId)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', mb: 2 }}>
        Back to Client Records
      </Button>
      <PageTitle title="Client" />
    </>
  );
}
