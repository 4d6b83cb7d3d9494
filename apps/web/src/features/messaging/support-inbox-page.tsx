import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import { listen } from '../../lib/live-events.ts';
import { uploadPhoto } from '../../lib/photo-upload.ts';
import { ConversationThread } from './conversation-thread.tsx';
import { messagingKeys } from './messaging-keys.ts';
import {
  GetSupportConversation,
  GetSupportInbox,
  MarkSupportConversationRead,
  SendSupportMessage,
  SupportInboxUpdated,
  type InboxConversation,
} from './messaging-operations.ts';
import { supportInboxUrl } from './urls.ts';

/**
 * The support team's inbox, a section of the console: every salon's conversation, unread first, and the one
 * chosen beside it. On a phone there is room for one at a time: the list, or the chosen conversation.
 */
export function SupportInboxPage() {
  const { conversationId } = useParams();
  const queryClient = useQueryClient();
  const inbox = useQuery({
    queryKey: messagingKeys.inbox,
    queryFn: async () => (await request(GetSupportInbox)).supportInbox,
  });
  useEffect(
    () =>
      listen(SupportInboxUpdated, {}, ({ supportInboxUpdated }) => {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.support(supportInboxUpdated.id) });
      }),
    [queryClient],
  );
  const open = inbox.data?.find((conversation) => conversation.id === conversationId);

  return (
    <>
      <PageTitle title="Support inbox" />
      {!inbox.data ? (
        <QueryProblem query={inbox} what="the inbox" />
      ) : inbox.data.length === 0 ? (
        <EmptyState title="No conversations yet" body="Each salon's conversation appears here once it signs up." />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            // minmax(0, …): a long last message is cut to the column, never widening the page past a phone.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 1fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <List
            aria-label="Conversations"
            sx={{
              display: { xs: conversationId ? 'none' : 'block', md: 'block' },
              bgcolor: 'background.paper',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              py: 0,
            }}
          >
            {inbox.data.map((conversation) => (
              <InboxRow
                key={conversation.id}
                conversation={conversation}
                current={conversation.id === conversationId}
              />
            ))}
          </List>
          <Box
            component="section"
            aria-label={open?.title ?? 'Conversation'}
            sx={{ display: { xs: conversationId ? 'block' : 'none', md: 'block' }, minWidth: 0 }}
          >
            {conversationId ? (
              <>
                <Button
                  component={RouterLink}
                  to={supportInboxUrl()}
                  startIcon={<ArrowBackIcon />}
                  sx={{ display: { md: 'none' }, mb: 1 }}
                >
                  Conversations
                </Button>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                  {open?.title ?? 'Conversation'}
                </Typography>
                <ConversationThread
                  key={conversationId}
                  side="SUPPORT"
                  missing={{
                    title: 'Not found',
                    body: 'This conversation does not exist, or the link is out of date.',
                  }}
                  otherName={open?.title.replace(/^Support - /, '') ?? 'The salon'}
                  timeZone={PROVIDER_TIME_ZONE}
                  queryKey={messagingKeys.support(conversationId)}
                  fetchPage={async (nextToken) =>
                    (await request(GetSupportConversation, { id: conversationId, nextToken })).supportConversation
                  }
                  send={(body) => request(SendSupportMessage, { conversationId, body })}
                  sendImage={(file) =>
                    uploadPhoto(`/uploads/conversations/${encodeURIComponent(conversationId)}/messages`, file)
                  }
                  markRead={async () => {
                    await request(MarkSupportConversationRead, { conversationId });
                    await queryClient.invalidateQueries({ queryKey: messagingKeys.inbox });
                  }}
                />
              </>
            ) : (
              <Typography color="text.secondary">Choose a conversation to read and answer it.</Typography>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}

function InboxRow({ conversation, current }: { conversation: InboxConversation; current: boolean }) {
  const unread = conversation.unreadCount;
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={supportInboxUrl(conversation.id)}
        selected={current}
        aria-current={current ? 'page' : undefined}
        divider
      >
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Box component="span" sx={{ fontWeight: unread > 0 ? 700 : 500, minWidth: 0, overflowWrap: 'anywhere' }}>
                {conversation.title}
              </Box>
              {unread > 0 && (
                <Badge
                  badgeContent={unread}
                  color="primary"
                  aria-label={`${unread} unread`}
                  sx={{ mr: 1.5, mt: 1.25, flexShrink: 0 }}
                />
              )}
            </Box>
          }
          secondary={conversation.lastMessage?.body ?? ''}
          slotProps={{ secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </li>
  );
}
