import { type ContactMessage, contentPaths, toPersianDigits } from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { adminContentText } from '@/locales/fa/admin-content';
import type { ResourceSpec } from '../kit/resource-types';

const text = adminContentText.contactMessages;

/** Left-to-right text (an address, a number) isolated, so the Persian punctuation around it stays put. */
const ltr = (text: string) => `\u2066${text}\u2069`;

function senderOf(message: ContactMessage): string {
  const reach = [message.email && ltr(message.email), message.mobile && ltr(toPersianDigits(message.mobile))]
    .filter(Boolean)
    .join('، ');
  return reach ? `${text.from(message.name)} — ${reach}` : text.from(message.name);
}

function handledMeta(message: ContactMessage): string {
  const received = formatJalaliDateTime(message.created_at);
  if (!message.handled_by || !message.handled_at) return received;
  const name = `${message.handled_by.first_name} ${message.handled_by.last_name}`;
  return `${received}، ${text.handledBy(name, formatJalaliDateTime(message.handled_at))}`;
}

/** The contact form's inbox: newest first, searchable, marked handled (or opened again) in one click. */
export const contactMessagesSpec: ResourceSpec<ContactMessage> = {
  listEndpoint: contentPaths.admin.contactMessages,
  paged: true,
  searchable: true,
  filters: [
    {
      name: 'is_handled',
      label: text.filter,
      choices: [
        { value: 'false', label: text.open },
        { value: 'true', label: text.handled },
      ],
    },
  ],
  itemKey: (message) => message.pid,
  view: (message) => ({
    title: message.subject,
    subtitle: senderOf(message),
    body: message.message,
    chips: [
      message.is_handled ? { label: text.handled, color: 'success' } : { label: text.open, color: 'warning' },
    ],
    meta: handledMeta(message),
  }),
  commands: [
    {
      label: () => text.markHandled,
      endpoint: (message) => contentPaths.admin.handleContactMessage(message.pid),
      body: () => ({ is_handled: true }),
      visible: (message) => !message.is_handled,
    },
    {
      label: () => text.reopen,
      endpoint: (message) => contentPaths.admin.handleContactMessage(message.pid),
      body: () => ({ is_handled: false }),
      visible: (message) => message.is_handled,
    },
  ],
  empty: { title: text.empty },
};
