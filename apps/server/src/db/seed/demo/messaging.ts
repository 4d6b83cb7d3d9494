import type { chatMessages } from '../../schema/messaging.ts';
import { CHAT_WELCOME } from '../demo-content.ts';
import type { DemoPeople } from './accounts.ts';
import { DAY, HOUR, MINUTE, type DemoContext, type Insert } from './demo-context.ts';
import type { SalonPlan } from './salons.ts';

/** The salon's support chat with its welcome message; at the showcase salon, a question the owner asked. */
export function seedSupportChat(
  demo: DemoContext,
  plan: SalonPlan,
  salon: { id: string; createdAt: Date },
  people: DemoPeople,
): void {
  const { data, id, at } = demo;
  const { owner, support } = people;
  const { id: salonId, createdAt } = salon;
  const chatId = id();
  const welcomeAt = new Date(createdAt.getTime() + MINUTE);
  const messages: Insert<typeof chatMessages>[] = [
    { id: id(), chatId, authorUserId: null, authorKind: 'SYSTEM', body: CHAT_WELCOME, createdAt: welcomeAt },
  ];
  if (plan.showcase) {
    messages.push(
      {
        id: id(),
        chatId,
        authorUserId: owner.id,
        authorKind: 'SALON',
        body: 'Hi team, could we add a wall mount for our second mirror?',
        createdAt: at(2 * DAY + 5 * HOUR),
      },
      {
        id: id(),
        chatId,
        authorUserId: support.id,
        authorKind: 'SUPPORT',
        body: 'Hi Sophie, of course. We will send one with the next delivery to Campbell Parade, no charge.',
        createdAt: at(2 * DAY + 2 * HOUR),
      },
    );
  }
  const lastMessage = messages[messages.length - 1]?.createdAt ?? welcomeAt;
  data.chats.push({
    id: chatId,
    salonId,
    title: `Support - ${plan.name}`,
    lastMessageAt: lastMessage,
    createdAt,
    updatedAt: lastMessage,
  });
  data.chatMessages.push(...messages);
}
