import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query';
import { fakeAdminApi, sessionOf } from '../fakeAdminApi';
import { InvitationsCard } from './InvitationsCard';
import { ReauthenticationProvider } from './Reauthentication';

let api: ReturnType<typeof fakeAdminApi> | undefined;
afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

const pending = {
  handle: 'AAAAAAAAAAAAAAAA',
  email: 'sam@example.com',
  role: 'support',
  lang: 'en',
  createdAt: '2026-11-28T08:00:00.000Z',
  expiresAt: '2026-12-01T08:00:00.000Z',
};

function showCard({ mail, emailed, link }: { mail: boolean; emailed: boolean; link: string }) {
  let invitations = [pending];
  api = fakeAdminApi({
    'GET /api/admin/session': sessionOf('owner'),
    'GET /api/admin/invitations': () => ({ body: { invitations, mail } }),
    'POST /api/admin/invitations': () => ({
      status: 201,
      body: { handle: 'BBBBBBBBBBBBBBBB', link, emailed, expiresInHours: 72 },
    }),
    'DELETE /api/admin/invitations/AAAAAAAAAAAAAAAA': () => {
      invitations = [];
      return { body: { revoked: pending.handle } };
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReauthenticationProvider>
        <InvitationsCard />
      </ReauthenticationProvider>
    </QueryClientProvider>,
  );
}

async function invite(user: ReturnType<typeof userEvent.setup>, email: string, role?: string) {
  const form = screen.getByRole('form', { name: 'Invitations' });
  await user.type(within(form).getByRole('textbox', { name: 'Email address' }), email);
  if (role) {
    await user.click(within(form).getByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: role }));
  }
  await user.click(within(form).getByRole('button', { name: 'Invite' }));
}

describe('the invitations card', () => {
  it('shows the one-time link once to copy, and says it was e-mailed', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    showCard({ mail: true, emailed: true, link: 'https://shop.example/admin/invitation?token=secret-token' });
    await invite(user, 'eddie@example.com', 'Editor');
    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect(link).toHaveValue('https://shop.example/admin/invitation?token=secret-token');
    expect(screen.getByText('The link was also e-mailed to eddie@example.com.')).toBeInTheDocument();
    expect(api!.sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'eddie@example.com',
      role: 'editor',
      lang: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://shop.example/admin/invitation?token=secret-token');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('says when this server sends no e-mail, and completes a bare path with this address', async () => {
    const user = userEvent.setup();
    showCard({ mail: false, emailed: false, link: '/admin/invitation?token=secret-token' });
    expect(await screen.findByText(/E-mail is not set up on this server/)).toBeInTheDocument();
    await invite(user, 'eddie@example.com', 'Support');
    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      `${location.origin}/admin/invitation?token=secret-token`,
    );
    expect(screen.getByText(/The link was not e-mailed/)).toBeInTheDocument();
  });

  it('asks for a role before inviting anyone', async () => {
    const user = userEvent.setup();
    showCard({ mail: true, emailed: true, link: '/x' });
    await invite(user, 'eddie@example.com');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api!.sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('lists open invitations with their role and expiry, and revokes one after asking', async () => {
    const user = userEvent.setup();
    showCard({ mail: true, emailed: true, link: '/x' });
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(list).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(list).getByText(/^Support, valid until /)).toHaveTextContent(/2026/);
    await user.click(within(list).getByRole('button', { name: 'Revoke the invitation for sam@example.com' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('The link stops working');
    await user.click(
      within(question).getByRole('button', { name: 'Revoke the invitation for sam@example.com' }),
    );
    await screen.findByText('No open invitations.');
    expect(api!.sent.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
