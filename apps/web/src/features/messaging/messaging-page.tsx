import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useAppConfig } from '../../lib/app-config.ts';
import { request } from '../../lib/graphql.ts';
import { useViewer } from '../../lib/session.ts';
import { uploadPhoto } from '../../lib/photo-upload.ts';
import { ConversationThread } from './conversation-thread.tsx';
import { messagingKeys } from './messaging-keys.ts';
import { GetSalonConversation, MarkSalonConversationRead, SendSalonMessage } from './messaging-operations.ts';

/** Messaging: the salon's conversation with the piiq support team, live both ways. */
export function MessagingPage() {
  const { salonId = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: config } = useAppConfig();
  const { data: viewer } = useViewer();
  // The admin layout shows this page only to the salon's admins, whose access to it carries its zone.
  const timeZone = viewer?.salonAccess.find((access) => access.salon.id === salonId)?.salon.timeZone;
  if (!timeZone) return null;
  return (
    <>
      <PageTitle title="Messaging" />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Write to the piiq support team here; answers arrive on this page and count in the menu until you read them.
      </Typography>
      <ConversationThread
        side="SALON"
        otherName="piiq support"
        timeZone={timeZone}
        missing={{
          title: 'No conversation yet',
          body: `This salon has no conversation with the piiq support team yet. Meanwhile, write to ${config?.supportEmail ?? 'our support team'}.`,
        }}
        queryKey={messagingKeys.salon(salonId)}
        fetchPage={async (nextToken) =>
          (await request(GetSalonConversation, { salonId, nextToken })).salon.conversation ?? null
        }
        send={(body) => request(SendSalonMessage, { salonId, body })}
        sendImage={(file) => uploadPhoto(`/uploads/salons/${encodeURIComponent(salonId)}/messages`, file)}
        markRead={async () => {
          const { markSalonConversationRead } = await request(MarkSalonConversationRead, { salonId });
          queryClient.setQueryData(messagingKeys.salonUnread(salonId), markSalonConversationRead.unreadCount);
        }}
      />
    </>
  );
}
