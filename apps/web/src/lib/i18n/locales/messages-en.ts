import type { MessagesResources } from './messages-pt';

/** English strings of the member centre's platform messages (messageV2). */
export const messagesEn: MessagesResources = {
  list: 'Messages',
  unread: 'Unread',
  unreadOnly: 'Unread only',
  unreadCount_one: '{{count}} unread',
  unreadCount_other: '{{count}} unread',
  readAll: 'Mark all as read',
  empty: 'No messages.',
  back: 'Back to messages',
  delete: 'Delete',
  deleteOne: 'Delete: {{title}}',
  pages: 'Pages of the messages',
  failed: 'That did not work. Please try again.',
};
