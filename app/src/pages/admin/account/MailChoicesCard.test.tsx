import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query';
import { fakeAdminApi, sessionOf } from '../fakeAdminApi';
import { MailChoicesCard } from './MailChoicesCard';

let api: ReturnType<typeof fakeAdminApi> | undefined;
afterEach(() => api?.restore());

function showCard(role: 'owner' | 'editor' | 'support', mail: boolean) {
  api = fakeAdminApi({
    'GET /api/admin/session': sessionOf(role),
    'GET /api/admin/mail-choices': {
      body: { support: role !== 'editor', survey: false, digest: false, lang: 'de', mail },
    },
    'PUT /api/admin/mail-choices': (body) => ({ body: { ...(body as object), mail } }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MailChoicesCard />
    </QueryClientProvider>,
  );
}

describe('the e-mail choices', () => {
  it('shows what the admin is e-mailed about and saves a change with the language', async () => {
    const user = userEvent.setup();
    showCard('support', true);
    const support = await screen.findByRole('switch', { name: 'New support messages' });
    expect(support).toBeChecked();
    expect(screen.getByRole('switch', { name: 'New survey answers' })).not.toBeChecked();
    expect(screen.queryByText(/E-mail is not set up/)).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'A daily digest' }));
    await user.click(support);
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() =>
      expect(api!.sent.find((request) => request.method === 'PUT')?.body).toEqual({
        support: false,
        survey: false,
        digest: true,
        lang: 'de',
      }),
    );
  });

  it('says when this server sends no e-mail at all', async () => {
    showCard('owner', false);
    expect(
      await screen.findByText(/E-mail is not set up on this server \(SMTP_URL\): no e-mail is sent/),
    ).toBeVisible();
  });

  it('offers an editor no e-mails about submissions, which their role does not see', async () => {
    showCard('editor', true);
    expect(await screen.findByText(/Your role \(editor\) sees no submissions/)).toBeVisible();
    expect(screen.queryAllByRole('switch')).toEqual([]);
  });
});
