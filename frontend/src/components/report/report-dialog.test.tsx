import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { player } from '@/components/player/player-store';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { creatorPage, publicMedia } from '@/test/public-fixtures';
import { testUser } from '@/test/user-fixtures';

const THANKS = 'Thank you. Your report was received and will be reviewed.';
const ALREADY = 'You have already reported this item. We will let you know what happens.';

beforeEach(() => {
  // The test DOM plays no audio: the element just has to accept the calls.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  act(() => player.stop());
  vi.unstubAllGlobals();
  userPb.authStore.clear();
  document.documentElement.classList.remove('dark');
});

type Routes = Parameters<typeof mockFetch>[0];

function publicRoutes(report: Routes[string]) {
  return mockFetch({
    'GET /api/public/media/m1': () => ok({ media: publicMedia() }),
    'GET /api/public/creators/c1': () => ok(creatorPage()),
    'POST /api/media/m1/report': report,
  });
}

async function openReport() {
  await screen.findByRole('heading', { level: 1, name: 'On the Mount' });
  await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report “On the Mount”' });
}

describe('Report on the public item page, signed out', () => {
  it('checks the form, sends the reason, details and email as a guest, then thanks', async () => {
    const { calls } = publicRoutes(() => ({
      status: 201,
      body: { success: true, status: 201, message: THANKS, data: { reportId: 'r1' } },
    }));
    renderApp('/m/m1');
    const dialog = await openReport();

    // Nothing chosen, no email: both said under their fields, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter your email so we can tell you what happens'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // "Something else" needs details.
    await userEvent.click(within(dialog).getByRole('radio', { name: /Something else/ }));
    await userEvent.type(within(dialog).getByLabelText('Your email'), 'ruth@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please tell us what is wrong')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    await userEvent.type(
      within(dialog).getByLabelText('Details'),
      'An advert for a casino at 2:10',
    );
    expect(within(dialog).getByText('30 / 2,000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('heading', { name: 'Report sent' })).toBeInTheDocument();
    expect(within(dialog).getByText(THANKS)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(THANKS)).toHaveLength(2));
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toBe('/api/media/m1/report');
    expect(sent.headers.Authorization).toBeUndefined();
    expect(sent.body).toEqual({
      reason: 'spam',
      details: 'An advert for a casino at 2:10',
      email: 'ruth@example.com',
    });

    // Done closes it; opening it again starts a fresh form.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openReport();
    expect(within(again).getByRole('radio', { name: /Spam/ })).not.toBeChecked();
    expect(within(again).getByLabelText('Details')).toHaveValue('');
  });

  it("shows a second report's 409 message, and the server's field errors under their fields", async () => {
    let answer = 0;
    publicRoutes(() =>
      ++answer === 1
        ? fail(400, 'Please check the form.', {
            email: { code: 'validation_required', message: 'Please use another address' },
          })
        : fail(409, ALREADY),
    );
    renderApp('/m/m1');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Misleading/ }));
    await userEvent.type(within(dialog).getByLabelText('Your email'), 'ruth@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please use another address')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALREADY);
    // Still the form: nothing was sent.
    expect(within(dialog).queryByRole('heading', { name: 'Report sent' })).toBeNull();
  });

  it('says an item no longer public (404) cannot be reported', async () => {
    publicRoutes(() => fail(404, "The requested resource wasn't found."));
    renderApp('/m/m1');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    await userEvent.type(within(dialog).getByLabelText('Your email'), 'ruth@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This item is no longer available, so it cannot be reported.',
    );
  });

  it('shows a 429 in the box', async () => {
    publicRoutes(() => fail(429, 'Too many reports. Please try again later.'));
    renderApp('/m/m1');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Hateful or abusive/ }));
    await userEvent.type(within(dialog).getByLabelText('Your email'), 'ruth@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many reports. Please try again later.',
    );
  });

  it('sends a copyright claim to the full notice form instead', async () => {
    const { calls } = publicRoutes(() => ok({}));
    const { router } = renderApp('/m/m1');
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Copyright \/ rights/ }));
    expect(within(dialog).getByText('I own the rights and did not allow this')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Details')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).toBeNull();
    const link = within(dialog).getByRole('link', { name: 'Open the copyright form' });
    expect(link).toHaveAttribute('href', '/report-copyright?item=m1');
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copyright notice' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?item=m1');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Report, signed in', () => {
  const user = testUser();

  it('asks no email on the app item page and sends the report with the account', async () => {
    saveUserSession(fakeJwt(), user);
    const { calls } = mockFetch({
      'GET /api/users/me': () => ok({ user }),
      'GET /api/media/m1': () => ok({ media: publicMedia() }),
      'GET /api/public/creators/c1': () => ok(creatorPage()),
      'POST /api/media/m1/report': () => ({
        status: 201,
        body: { success: true, status: 201, message: THANKS, data: { reportId: 'r1' } },
      }),
    });
    renderApp('/app/media/m1');
    const dialog = await openReport();
    expect(within(dialog).queryByLabelText('Your email')).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Sexual content/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(THANKS)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.headers.Authorization).toBeTruthy();
    expect(sent.body).toEqual({ reason: 'sexual' });
  });
});

describe('Report in the player', () => {
  it('reports the episode playing, with its id', async () => {
    const { calls } = publicRoutes(() => ({
      status: 201,
      body: { success: true, status: 201, message: THANKS, data: { reportId: 'r1' } },
    }));
    renderApp('/m/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Salt and Light' }));
    const bar = await screen.findByRole('region', { name: 'Now playing' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Report “Salt and Light”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report “Salt and Light”' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    await userEvent.type(within(dialog).getByLabelText('Your email'), 'ruth@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('heading', { name: 'Report sent' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'spam',
      episodeId: 'e2',
      email: 'ruth@example.com',
    });
  });
});
