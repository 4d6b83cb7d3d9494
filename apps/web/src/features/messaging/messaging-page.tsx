import { PageTitle } from '../../components/page-title.tsx';

/** Messaging: the salon's support conversation, once the messaging API exists. */
export function MessagingPage() {
  return <PageTitle title="Messaging" />;
}
