import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { testUser } from '@/test/user-fixtures';

const THANKS = 'Thank you. Your report was received and will be reviewed.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

const created = () => ({
  status: 201,
  body: { success: true, status: 201, message: THANKS, data: { reportId: 'r1' } },
});

async function openForm(path: string) {
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Copyright notice' });
  return { ...result, form: screen.getByRole('form', { name: 'Copyright notice' }) };
}

async function fillNotice(form: HTMLElement, email = 'rights@psalmody.example') {
  const f = within(form);
  await userEvent.type(f.getByLabelText('The copyrighted work'), 'Psalm 23 (recording), 2019');
  await userEvent.type(f.getByLabelText('The rights holder'), 'Psalmody Records Ltd');
  await userEvent.type(
    f.getByLabelText('Your name and postal address or phone'),
    'Jane Doe, 12 Church Lane, Springfield',
  );
  if (email) await userEvent.type(f.getByLabelText('Your email'), email);
  await userEvent.click(f.getByRole('checkbox', { name: /good faith belief/ }));
  await userEvent.click(
    f.getByRole('checkbox', { name: /information in this notice is accurate/ }),
  );
}

describe('/report-copyright, signed out', () => {
  it("prefills the item's link from ?item=, checks the notice, sends it and thanks", async () => {
    const { calls } = mockFetch({ 'POST /api/media/m1/report': created });
    const { form } = await openForm('/report-copyright?item=m1');
    const f = within(form);
    expect(f.getByLabelText('Link to the item')).toHaveValue(`${location.origin}/m/m1`);
    expect(document.title).toBe('Copyright notice | Selah');

    // Everything missing is said under its field, nothing is sent.
    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));
    expect(await f.findAllByText('Please fill in this field')).toHaveLength(3);
    expect(f.getAllByText('Please confirm this statement')).toHaveLength(2);
    expect(
      f.getByText('Please enter your email so we can tell you what happens'),
    ).toBeInTheDocument();
    expect(f.getByRole('checkbox', { name: /good faith belief/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);

    await fillNotice(form);
    await userEvent.type(f.getByLabelText('Details (optional)'), 'The whole track, from 0:00.');
    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));

    const sent = await screen.findByRole('heading', { name: 'Notice received' });
    expect(sent).toHaveFocus();
    expect(screen.getAllByText(THANKS).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Copyright notice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the item' })).toHaveAttribute('href', '/m/m1');
    const call = calls.find((c) => c.method === 'POST')!;
    expect(call.headers.Authorization).toBeUndefined();
    expect(call.body).toEqual({
      reason: 'copyright',
      work: 'Psalm 23 (recording), 2019',
      rightsHolder: 'Psalmody Records Ltd',
      contact: 'Jane Doe, 12 Church Lane, Springfield',
      goodFaith: true,
      accurate: true,
      details: 'The whole track, from 0:00.',
      email: 'rights@psalmody.example',
    });

    // Another notice starts a fresh form.
    await userEvent.click(screen.getByRole('button', { name: 'Send another notice' }));
    const again = await screen.findByRole('form', { name: 'Copyright notice' });
    expect(within(again).getByLabelText('The rights holder')).toHaveValue('');
  });

  it('refuses a link that is not to an item on this site, and reads the id of one that is', async () => {
    const { calls } = mockFetch({ 'POST /api/media/abc123/report': created });
    const { form } = await openForm('/report-copyright');
    const f = within(form);
    const link = f.getByLabelText('Link to the item');
    expect(link).toHaveValue('');

    await userEvent.type(link, 'https://example.com/m/abc123');
    await fillNotice(form);
    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));
    expect(
      await f.findByText(
        `This link is not to Selah. Open the item on ${location.host} and copy the link from the address bar.`,
      ),
    ).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(link);
    await userEvent.type(link, `${location.origin}/c/abc123`);
    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));
    expect(
      await f.findByText(
        `This is not a link to an item on Selah. It looks like ${location.origin}/m/abc123`,
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(link);
    await userEvent.type(link, `${location.origin}/m/abc123?episode=e1&t=30`);
    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByRole('heading', { name: 'Notice received' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/media/abc123/report']);
  });

  it("says under the link that an item is not public (404), and the server's field errors under theirs", async () => {
    let answer = 0;
    mockFetch({
      'POST /api/media/gone1/report': () =>
        ++answer === 1
          ? fail(404, 'This item does not exist or is not public.')
          : fail(400, 'Please check the form.', {
              rightsHolder: { code: 'validation_max', message: 'Please shorten this' },
            }),
    });
    const { form } = await openForm('/report-copyright?item=gone1');
    const f = within(form);
    await fillNotice(form);
    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));
    expect(
      await f.findByText('There is no public item at this link. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(f.getByLabelText('Link to the item')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));
    expect(await f.findByText('Please shorten this')).toBeInTheDocument();
    expect(f.getByLabelText('The rights holder')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a 409 in the box', async () => {
    mockFetch({
      'POST /api/media/m1/report': () =>
        fail(409, 'You have already reported this item. We will let you know what happens.'),
    });
    const { form } = await openForm('/report-copyright?item=m1');
    await fillNotice(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Send notice' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have already reported this item. We will let you know what happens.',
    );
  });
});

describe('/report-copyright, signed in', () => {
  it("asks no email, names the account's, and sends the notice with the account", async () => {
    const user = testUser({ email: 'lydia@example.com' });
    saveUserSession(fakeJwt(), user);
    const { calls } = mockFetch({ 'POST /api/media/m1/report': created });
    const { form } = await openForm('/report-copyright?item=m1');
    const f = within(form);
    expect(f.queryByLabelText('Your email')).toBeNull();
    expect(f.getByText('lydia@example.com')).toBeInTheDocument();
    await fillNotice(form, '');
    await userEvent.click(f.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByRole('heading', { name: 'Notice received' })).toBeInTheDocument();
    const call = calls.find((c) => c.method === 'POST')!;
    expect(call.headers.Authorization).toBeTruthy();
    expect(call.body).not.toHaveProperty('email');
  });
});
