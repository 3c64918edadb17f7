// Issue 16's follow journey: a listener follows a creator from the creator's public page, the
// creator's next item is approved, the email arrives (read from the server's log mailer) with
// RFC 8058 one-click unsubscribe headers, both the one-click POST and the email's link stop
// the emails without signing in, and the creator's next item sends that listener nothing.
import {
  call,
  newAccount,
  setStatusAsAdmin,
  sharedListener,
  uploadMedia,
  type Account,
  type MediaJSON,
} from './clients';
import { expect, mailsTo, test } from './fixtures';
import { signIn } from './flows';
import { wav } from './media-files';

/** One logged mail, split into its header fields and its text. */
interface Mail {
  headers: Map<string, string>;
  text: string;
}

function parseMail(block: string): Mail {
  const [head, ...rest] = block.split('\n\n');
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const at = line.indexOf(': ');
    if (at > 0) headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 2));
  }
  return { headers, text: rest.join('\n\n').split('──── end of mail')[0] };
}

/** The mails to email whose subject names title (the new-item email says the item's title). */
function newItemMails(email: string, title: string): Mail[] {
  return mailsTo(email)
    .map(parseMail)
    .filter((m) => m.headers.get('subject')?.includes(title));
}

/** Waits (polling the log) for the new-item email about title to reach email. */
async function newItemMail(email: string, title: string): Promise<Mail> {
  await expect
    .poll(() => newItemMails(email, title).length, {
      message: `the new-item email about “${title}” to ${email}`,
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return newItemMails(email, title)[0];
}

/** Uploads one sermon as the creator and approves it as the admin: it goes live. */
async function publish(creator: Account, title: string): Promise<MediaJSON> {
  const media = await uploadMedia(
    creator,
    title,
    [{ title: `${title}, part 1`, audio: wav(2), filename: 'part1.wav' }],
    'sermon',
  );
  await setStatusAsAdmin(media._id, 'active');
  return media;
}

test('a listener follows a creator, gets one email per new item, and unsubscribes in one click', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const creator = await newAccount('follows-creator', `Hannah Follows ${stamp}`);
  const listener = await newAccount('follows-listener', 'Lois Follower');
  // A second follower, emails on, whose email about the last item says the mail job has run.
  const control = await sharedListener();

  // One approved item, so the creator's public page exists.
  const first = await publish(creator, `First Light ${stamp}`);

  await signIn(page, listener.email, listener.password);
  await expect(page).toHaveURL(/\/app$/);
  await page.goto(`/c/${creator.id}`);
  await expect(page.getByRole('heading', { level: 1, name: creator.name })).toBeVisible();
  await page.getByRole('button', { name: /^Follow/ }).click();
  await expect(page.getByRole('button', { name: /^Following/ })).toBeVisible();

  const controlFollow = await call<{ following: boolean }>(`/api/users/follows/${creator.id}`, {
    method: 'POST',
    token: control.token,
  });
  expect(controlFollow.status, JSON.stringify(controlFollow.body)).toBe(200);
  expect(controlFollow.body.data.following).toBe(true);

  // Nothing was mailed for the item approved before the follow.
  expect(newItemMails(listener.email, first.title)).toEqual([]);

  // The creator's next item goes live: the follower is emailed.
  const second = await publish(creator, `Second Wind ${stamp}`);
  const mail = await newItemMail(listener.email, second.title);
  expect(mail.headers.get('to')).toContain(`<${listener.email}>`);
  expect(mail.headers.get('subject')).toContain(creator.name);
  expect(mail.text).toContain(`/m/${second._id}`);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const header = mail.headers.get('list-unsubscribe') ?? '';
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  expect(oneClick, `List-Unsubscribe: ${header}`).toBeTruthy();
  expect(new URL(oneClick!).pathname).toBe('/api/users/unsubscribe');
  expect(new URL(oneClick!).searchParams.get('token')).toBeTruthy();
  const link = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  expect(new URL(link!).pathname).toBe('/unsubscribe');
  // Exactly one email for this item.
  expect(newItemMails(listener.email, second.title)).toHaveLength(1);

  // /app lists the followed creator's items under "From creators you follow".
  await page.goto('/app');
  const section = page.getByRole('region', { name: 'From creators you follow' });
  await expect(section.getByRole('link', { name: new RegExp(second.title) })).toBeVisible();
  await expect(section.getByRole('link', { name: new RegExp(first.title) })).toBeVisible();

  // The mail client's one-click: a POST to the header's URL, form-encoded, with no cookies
  // and no sign-in (a request context of its own, sharing nothing with the page).
  const mailClient = await playwright.request.newContext();
  const posted = await mailClient.post(oneClick!, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const answer = (await posted.json()) as {
    data: { creator: { _id: string; name: string }; unsubscribed: boolean };
  };
  expect(answer.data).toEqual({
    creator: { _id: creator.id, name: creator.name },
    unsubscribed: true,
  });
  await mailClient.dispose();

  // The email's link, opened in a browser that is not signed in, confirms it.
  const guest = await page.context().browser()!.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto(link!);
  await expect(
    guestPage.getByRole('heading', { level: 1, name: 'You’re unsubscribed' }),
  ).toBeVisible();
  await expect(
    guestPage.getByText(
      `You will no longer get emails when ${creator.name} publishes something new.`,
    ),
  ).toBeVisible();
  await expect(guestPage.getByRole('link', { name: /Visit .*’s page/ })).toHaveAttribute(
    'href',
    `/c/${creator.id}`,
  );
  await guest.close();

  // The next item goes live: the control follower is emailed, the listener is not.
  const third = await publish(creator, `Third Day ${stamp}`);
  await newItemMail(control.email, third.title);
  expect(newItemMails(listener.email, third.title)).toEqual([]);

  // Unsubscribing stopped the emails, not the follow: the item is still in /app.
  await page.goto('/app');
  await expect(section.getByRole('link', { name: new RegExp(third.title) })).toBeVisible();
  await page.goto(`/c/${creator.id}`);
  await expect(page.getByRole('button', { name: /^Following/ })).toBeVisible();
});
