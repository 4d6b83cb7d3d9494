import type { MessagingRepository } from './messaging.repository.ts';

/** What another module may read of the support chats; every write goes through the messaging service. */
export type MessagingReads = Pick<MessagingRepository, 'chatOfSalon'>;
