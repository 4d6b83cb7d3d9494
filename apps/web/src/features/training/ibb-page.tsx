import { useParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { IbbLessonView } from './ibb-lesson.tsx';
import { IbbList } from './ibb-list.tsx';

/**
 * Instant Business Booster: the module list, or a lesson when the address names one. Under
 * /{salonId}/ibb it sits in the admin layout; /ibb is open to guests,
 * outside any layout, so it brings its own page frame there.
 */
export function IbbPage() {
  const { salonId, ibbId } = useParams();
  const content = ibbId ? <IbbLessonView salonId={salonId} lessonId={ibbId} /> : <IbbList salonId={salonId} />;
  return salonId ? content : <StandalonePage maxWidth="lg">{content}</StandalonePage>;
}
