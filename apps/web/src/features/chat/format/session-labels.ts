import type { ChatSession } from '@vakilyar/contract';
import { chatText } from '@/locales/fa/chat';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** Who is on the other side: the assistant, the consultant (for the client), or the client. */
export function counterpartName(session: ChatSession): string {
  if (session.kind === 'ai' || !session.consultant) return chatText.room.aiAssistant;
  return fullName(session.my_role === 'client' ? session.consultant : session.client);
}

/** A session's name in the list and the room: its title for an AI chat, else the person on the other side. */
export function sessionHeading(session: ChatSession): string {
  return session.kind === 'ai' ? session.title : counterpartName(session);
}

/**
 * The line under it: «دستیار هوشمند وکیل‌یار», or the other side's role, with the title when the client
 * gave one of their own (the default one only repeats the consultant's name).
 */
export function sessionSubheading(session: ChatSession): string {
  if (session.kind === 'ai' || !session.consultant) return chatText.room.aiAssistant;
  const role = session.my_role === 'client' ? chatText.room.consultantRole : chatText.room.clientRole;
  const ownTitle = !session.title.includes(fullName(session.consultant));
  return ownTitle ? `${role}، ${session.title}` : role;
}
