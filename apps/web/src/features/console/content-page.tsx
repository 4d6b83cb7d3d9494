import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { AcademySection } from './content-academy.tsx';
import { LessonsSection } from './content-lessons.tsx';
import { NewsSection } from './content-news.tsx';
import { ResourcesSection } from './content-resources.tsx';
import { TermsSection } from './content-terms.tsx';
import { CONTENT_SECTIONS, consoleContentUrl, type ContentSection } from './urls.ts';

const SECTIONS: Readonly<Record<ContentSection, { label: string; view: () => React.JSX.Element }>> = {
  terms: { label: 'Terms of service', view: TermsSection },
  lessons: { label: 'IBB lessons', view: LessonsSection },
  academy: { label: 'Academy', view: AcademySection },
  news: { label: 'News cards', view: NewsSection },
  resources: { label: 'Help and resources', view: ResourcesSection },
};

/** The content salons read: each kind a section of its own, at an address of its own. */
export function ContentPage() {
  const { section: requested } = useParams();
  const section = CONTENT_SECTIONS.find((candidate) => candidate === requested);
  if (!section) return <Navigate to={consoleContentUrl('terms')} replace />;
  const View = SECTIONS[section].view;
  return (
    <>
      <PageTitle title="Content" />
      <Box component="nav" aria-label="Content" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {CONTENT_SECTIONS.map((candidate) => (
          <Button
            key={candidate}
            component={RouterLink}
            to={consoleContentUrl(candidate)}
            size="small"
            variant={candidate === section ? 'outlined' : 'text'}
            aria-current={candidate === section ? 'page' : undefined}
          >
            {SECTIONS[candidate].label}
          </Button>
        ))}
      </Box>
      <View />
    </>
  );
}
