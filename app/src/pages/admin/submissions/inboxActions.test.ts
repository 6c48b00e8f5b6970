import { describe, expect, it } from 'vitest';
import { actionsFor, submissionAfter } from './inboxActions';
import type { InboxSubmission } from './inboxQueries';

const item: InboxSubmission = {
  id: '01890a5d-ac96-774b-bcce-b302099a8057',
  kind: 'support',
  receivedAt: '2025-03-01T10:00:00.000Z',
  lang: 'de',
  name: 'Jürgen',
  email: 'j@example.de',
  company: null,
  solutionUsed: null,
  rating: null,
  message: 'Hallo',
  spam: false,
  spamReason: null,
  status: 'new',
  idempotencyKey: null,
};

describe('submissionAfter', () => {
  it('changes the status and keeps the row in a view without a status filter', () => {
    expect(submissionAfter(item, 'read', {})).toEqual({ ...item, status: 'read' });
    expect(submissionAfter({ ...item, status: 'read' }, 'unread', {})).toEqual(item);
    expect(submissionAfter(item, 'archive', {})?.status).toBe('archived');
  });

  it('drops a row whose new status the view does not show', () => {
    expect(submissionAfter(item, 'read', { status: 'new' })).toBeNull();
    expect(submissionAfter(item, 'read', { status: 'read' })?.status).toBe('read');
  });

  it('moves rows between the inbox and the spam folder', () => {
    expect(submissionAfter(item, 'spam', {})).toBeNull();
    expect(submissionAfter(item, 'spam', { spam: 'only' })).toEqual({
      ...item,
      spam: true,
      spamReason: 'marked',
    });
    const flagged = { ...item, spam: true, spamReason: 'honeypot' as const };
    expect(submissionAfter(flagged, 'not_spam', { spam: 'only' })).toBeNull();
    expect(submissionAfter(flagged, 'not_spam', { spam: 'include' })).toEqual(item);
  });

  it('drops a deleted row from every view', () => {
    expect(submissionAfter(item, 'delete', { spam: 'include' })).toBeNull();
  });
});

describe('actionsFor', () => {
  it('offers only what changes something, and delete always', () => {
    expect(actionsFor([item])).toEqual(['read', 'archive', 'spam', 'delete']);
    // Support may triage but not delete: the button is not offered.
    expect(actionsFor([item], { mayDelete: false })).toEqual(['read', 'archive', 'spam']);
    expect(actionsFor([{ status: 'read', spam: true }])).toEqual(['unread', 'archive', 'not_spam', 'delete']);
    expect(actionsFor([item, { status: 'archived', spam: true }])).toEqual([
      'read',
      'unread',
      'archive',
      'spam',
      'not_spam',
      'delete',
    ]);
  });
});
