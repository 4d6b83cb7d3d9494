import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { checkMessageBody, MESSAGE_MAX_CHARACTERS } from '@piiq/domain/messaging';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { CountedTextInput } from '../../components/counted-text-input.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { photoProblem } from '../../lib/photo-upload.ts';
import type { ChatMessage, ConversationPage } from './messaging-operations.ts';

export type ChatSide = 'SALON' | 'SUPPORT';

export interface ConversationThreadProps {
  side: ChatSide;
  queryKey: QueryKey;
  /** A page of the conversation, newest first; null when there is no such conversation. */
  fetchPage: (nextToken: string | null) => Promise<ConversationPage | null>;
  send: (body: string) => Promise<unknown>;
  /** Sends a JPEG, PNG or WebP image as a message of its own. */
  sendImage: (file: File) => Promise<unknown>;
  markRead: () => Promise<unknown>;
  /** Who the other side is, as this side reads it: "piiq support", or the salon's conversation title. */
  otherName: string;
  /** What shows when there is no such conversation. */
  missing: { title: string; body: string };
  /** The zone this side reads the messages' times in: the salon's own, or piiq's office in the console. */
  timeZone: string;
}

function authorName(message: ChatMessage, side: ChatSide, otherName: string): string {
  if (message.author === 'SYSTEM') return 'piiq';
  return message.author === side ? 'You' : otherName;
}

/**
 * One support conversation, oldest message first: earlier pages on demand, the other side's Read
 * under this side's latest message, and the box to write in. Reading it marks it read.
 */
export function ConversationThread({
  side,
  queryKey,
  fetchPage,
  send,
  sendImage,
  markRead,
  otherName,
  missing,
  timeZone,
}: ConversationThreadProps) {
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page?.messages.nextToken ?? null,
  });
  const latest = thread.data?.pages[0];
  const messages = [...(thread.data?.pages ?? [])]
    .reverse()
    .flatMap((page) => [...(page?.messages.items ?? [])].reverse());
  const newestId = messages.at(-1)?.id;
  const unread = latest?.unreadCount ?? 0;

  const read = useMutation({
    mutationFn: markRead,
    // Read now: the count drops here at once, so the page does not ask again before the live event comes.
    onSuccess: () =>
      queryClient.setQueryData<InfiniteData<ConversationPage | null, string | null>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page, index) => (index === 0 && page ? { ...page, unreadCount: 0 } : page)),
            }
          : data,
      ),
  });
  // Once per newest message: a failed attempt is not repeated at every render, the next message tries again.
  const markedUpTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (unread === 0 || read.isPending || markedUpTo.current === newestId) return;
    markedUpTo.current = newestId;
    read.mutate();
  }, [unread, newestId, read]);

  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  if (thread.data && latest === null) return <EmptyState title={missing.title} body={missing.body} />;
  if (!thread.data) return <QueryProblem query={thread} what="the conversation" />;

  const readUpTo = latest?.readByOtherSideAt ? new Date(latest.readByOtherSideAt).getTime() : null;
  const lastOwn = [...messages].reverse().find((message) => message.author === side);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {thread.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
            Load earlier messages
          </Button>
        </Box>
      )}
      <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {messages.map((message) => {
          const own = message.author === side;
          return (
            <Box
              component="li"
              key={message.id}
              sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
            >
              <Box
                sx={{
                  maxWidth: { xs: '90%', sm: '70%' },
                  px: 2,
                  py: 1.25,
                  borderRadius: 2,
                  bgcolor: own ? 'primary.main' : 'background.paper',
                  color: own ? 'primary.contrastText' : 'text.primary',
                  border: own ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600, opacity: 0.85 }}>
                  {authorName(message, side, otherName)} ·{' '}
                  <DateTime value={message.createdAt} timeZone={timeZone} format="dayTime" />
                </Typography>
                {message.image && (
                  <Box
                    component="a"
                    href={message.image}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'block', mt: 0.5 }}
                  >
                    <Box
                      component="img"
                      src={message.image}
                      alt={`Image from ${authorName(message, side, otherName)}`}
                      loading="lazy"
                      sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1, display: 'block' }}
                    />
                  </Box>
                )}
                {message.body && (
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
                )}
                {message.id === lastOwn?.id &&
                  readUpTo !== null &&
                  readUpTo >= new Date(message.createdAt).getTime() && (
                    <Typography variant="body2" sx={{ textAlign: 'right', opacity: 0.85 }}>
                      Read
                    </Typography>
                  )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <div ref={end} />
      <Composer
        send={send}
        sendImage={sendImage}
        onSent={async () => {
          await queryClient.invalidateQueries({ queryKey });
        }}
      />
    </Box>
  );
}

interface ComposerProps {
  send: (body: string) => Promise<unknown>;
  sendImage: (file: File) => Promise<unknown>;
  onSent: () => Promise<void>;
}

function Composer({ send, sendImage, onSent }: ComposerProps) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendingImage = useMutation({ mutationFn: sendImage, onSuccess: onSent });
  const chooseImage = (file: File | undefined) => {
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (!found) sendingImage.mutate(file);
  };
  const sending = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      setBody('');
      await onSent();
    },
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkMessageBody(body);
    setProblem(checked.ok ? null : checked.message);
    if (checked.ok && !sending.isPending) sending.mutate(checked.body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter sends, as in every chat; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <FormMessages
        error={sending.isError ? errorText(sending.error) : sendingImage.isError ? errorText(sendingImage.error) : null}
      />
      <CountedTextInput
        label="Message"
        limit={MESSAGE_MAX_CHARACTERS}
        length={body.length}
        multiline
        minRows={2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        error={problem !== null}
        helperText={
          problem ??
          `Enter sends; Shift+Enter starts a new line. Up to ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-AU')} characters.`
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <BusyButton type="submit" variant="contained" busy={sending.isPending} busyLabel="Sending...">
          Send
        </BusyButton>
        <BusyButton
          variant="outlined"
          busy={sendingImage.isPending}
          busyLabel="Sending image..."
          onClick={() => fileInput.current?.click()}
        >
          Send an image
        </BusyButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="Image to send"
          hidden
          onChange={(event) => {
            chooseImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
    </Box>
  );
}
