import { defineAdminMessages, useAdminMessages } from '../adminMessages';

const en = {
  'inbox.title': 'Submissions',
  'inbox.lead': 'Survey answers and support messages, newest first.',
  'inbox.list': 'Submissions',
  'inbox.kind': 'Kind',
  'inbox.from': 'From',
  'inbox.received': 'Received',
  'inbox.status': 'Status',
  'inbox.empty': 'Nothing has arrived yet.',
  'inbox.more': 'Show older submissions',
  'kind.survey': 'Survey',
  'kind.support': 'Support',
  'status.new': 'New',
  'status.read': 'Read',
  'status.archived': 'Archived',
};

const de: Record<keyof typeof en, string> = {
  'inbox.title': 'Eingänge',
  'inbox.lead': 'Umfrageantworten und Support-Nachrichten, die neuesten zuerst.',
  'inbox.list': 'Eingänge',
  'inbox.kind': 'Art',
  'inbox.from': 'Von',
  'inbox.received': 'Eingegangen',
  'inbox.status': 'Status',
  'inbox.empty': 'Noch ist nichts eingegangen.',
  'inbox.more': 'Ältere Eingänge zeigen',
  'kind.survey': 'Umfrage',
  'kind.support': 'Support',
  'status.new': 'Neu',
  'status.read': 'Gelesen',
  'status.archived': 'Archiviert',
};

const inboxText = defineAdminMessages({ en, de });

/** The inbox's text in the admin's language. */
export function useInboxT() {
  return useAdminMessages(inboxText);
}
