// Screenshots of reports and appeals at 1280 and 390 px wide, written to test-results/screens/
// (git-ignored): the public item page's Report and its dialog (errors, copyright, sent, dark), the
// player's flag, the copyright notice form (empty, errors, sent) and the creator's appeal (the
// button, the dialog, waiting, denied), each checked with axe. Runs only when asked: SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import {
  adminToken,
  call,
  getMedia,
  newAccount,
  setStatusAsAdmin,
  uploadMedia,
  type Account,
  type MediaJSON,
} from './clients';
import { expectAccessible, settled } from './a11y';
import { expect, test, uniqueEmail } from './fixtures';
import { signIn } from './flows';
import { wav } from './media-files';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');

const WIDTHS = [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const;

let creator: Account;
let sermon: MediaJSON;
const rejected: Record<string, MediaJSON> = {};
const denied: Record<string, MediaJSON> = {};

test.beforeAll(async () => {
  const stamp = Date.now();
  creator = await newAccount('screens-reports', 'Miriam Screens');
  sermon = await uploadMedia(
    creator,
    `The Prodigal Son and the Father Who Ran ${stamp}`,
    [
      { title: 'A Far Country', audio: wav(30), filename: 'far.wav' },
      { title: 'While He Was Still a Long Way Off', audio: wav(30), filename: 'run.wav' },
    ],
    'sermon',
    { preacher: 'Pastor Miriam', theme: 'Parables of Grace' },
  );
  await setStatusAsAdmin(sermon._id, 'active');
  for (const [label] of WIDTHS) {
    const one = await uploadMedia(
      creator,
      `Songs of Ascent ${label} ${stamp}`,
      [{ title: 'Psalm 121', audio: wav(2), filename: 'psalm.wav' }],
      'album',
    );
    await setStatusAsAdmin(
      one._id,
      'rejected',
      'The cover art appears to be a stock photo. Please upload artwork you own or have licensed.',
    );
    rejected[label] = one;

    const two = await uploadMedia(
      creator,
      `Evening Hymns ${label} ${stamp}`,
      [{ title: 'Abide with Me', audio: wav(2), filename: 'abide.wav' }],
      'album',
    );
    await setStatusAsAdmin(two._id, 'active');
    await setStatusAsAdmin(two._id, 'suspended', 'Taken down after a copyright notice.');
    const appealed = await call(`/api/media/${two._id}/appeal`, {
      method: 'POST',
      token: creator.token,
      json: { message: 'These hymns are in the public domain; the recording is my own choir.' },
    });
    expect(appealed.status, JSON.stringify(appealed.body)).toBe(201);
    const item = await getMedia(creator.token, two._id);
    const appealId = (item.body.data.media as MediaJSON & { appeal: { _id: string } }).appeal._id;
    const decided = await call(`/api/admin/appeals/${appealId}`, {
      method: 'PUT',
      token: await adminToken(),
      json: {
        action: 'deny',
        reason: 'The arrangement is a commercial recording by another choir.',
      },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    denied[label] = two;
  }
});

async function shoot(page: Page, name: string, fullPage = true) {
  await settled(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

for (const [label, width, height] of WIDTHS) {
  test(`report dialog and player flag at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/m/${sermon._id}`);
    await expect(page.getByRole('heading', { level: 1, name: sermon.title })).toBeVisible();
    await page.getByRole('button', { name: 'Play A Far Country' }).click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar.getByRole('button', { name: 'Report “A Far Country”' })).toBeVisible();
    await bar.getByRole('button', { name: 'Pause' }).click();
    await shoot(page, `reporting-item-${label}`, false);
    await bar.screenshot({ path: `test-results/screens/reporting-player-${label}.png` });

    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, `reporting-dialog-${label}`, false);
    await expectAccessible(page, `report dialog at ${width}`);

    await dialog.getByRole('radio', { name: /Something else/ }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please tell us what is wrong')).toBeVisible();
    await shoot(page, `reporting-dialog-errors-${label}`, false);
    await expectAccessible(page, `report dialog with errors at ${width}`);

    await dialog.getByRole('radio', { name: /Copyright/ }).check();
    await expect(dialog.getByRole('link', { name: 'Open the copyright form' })).toBeVisible();
    await shoot(page, `reporting-dialog-copyright-${label}`, false);
    await expectAccessible(page, `report dialog, copyright, at ${width}`);

    await dialog.getByRole('radio', { name: /Spam/ }).check();
    await dialog
      .getByLabel('Details', { exact: true })
      .fill('An advert for a loan company plays at 0:12.');
    await dialog
      .getByLabel('Your email', { exact: true })
      .fill(uniqueEmail(`screens-report-${label}`));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('heading', { name: 'Report sent' })).toBeVisible();
    await shoot(page, `reporting-dialog-sent-${label}`, false);
    await expectAccessible(page, `report dialog sent at ${width}`);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The public pages follow a dark system setting.
    await page.emulateMedia({ colorScheme: 'dark' });
    await bar.getByRole('button', { name: 'Report “A Far Country”' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: /Misleading/ }).check();
    await shoot(page, `reporting-dialog-dark-${label}`, false);
    await expectAccessible(page, `report dialog (dark) at ${width}`);
  });

  test(`copyright notice form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/report-copyright?item=${sermon._id}`);
    const form = page.getByRole('form', { name: 'Copyright notice' });
    await expect(form).toBeVisible();
    await shoot(page, `reporting-copyright-${label}`);
    await expectAccessible(page, `copyright form at ${width}`);

    await form.getByRole('button', { name: 'Send notice' }).click();
    await expect(form.getByText('Please confirm this statement').first()).toBeVisible();
    await shoot(page, `reporting-copyright-errors-${label}`);
    await expectAccessible(page, `copyright form with errors at ${width}`);

    await form
      .getByLabel('The copyrighted work', { exact: true })
      .fill('“A Far Country”, sermon recording, 2022');
    await form.getByLabel('The rights holder', { exact: true }).fill('Grace Fellowship Media');
    await form
      .getByLabel('Your name and postal address or phone', { exact: true })
      .fill('Miriam Holt\n7 Olive Row, Nazareth');
    await form
      .getByLabel('Your email', { exact: true })
      .fill(uniqueEmail(`screens-copyright-${label}`));
    await form.getByRole('checkbox', { name: /good faith belief/ }).check();
    await form.getByRole('checkbox', { name: /information in this notice is accurate/ }).check();
    await form.getByRole('button', { name: 'Send notice' }).click();
    await expect(page.getByRole('heading', { name: 'Notice received' })).toBeVisible();
    await shoot(page, `reporting-copyright-sent-${label}`);
    await expectAccessible(page, `copyright form sent at ${width}`);
  });

  test(`appeal at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/user$/);

    await page.goto(`/user/media/${rejected[label]._id}`);
    await expect(page.getByRole('button', { name: 'Appeal this decision' })).toBeVisible();
    await shoot(page, `reporting-appeal-button-${label}`, false);
    await page.getByRole('button', { name: 'Appeal this decision' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appeal this decision' });
    await dialog
      .getByLabel('Your message', { exact: true })
      .fill('I took the cover photo myself at the Sea of Galilee; I can send the original file.');
    await shoot(page, `reporting-appeal-dialog-${label}`, false);
    await expectAccessible(page, `appeal dialog at ${width}`);
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await expect(page.getByRole('status', { name: /waiting for review/ })).toBeVisible();
    await shoot(page, `reporting-appeal-waiting-${label}`, false);
    await expectAccessible(page, `appeal waiting at ${width}`);

    await page.goto(`/user/media/${denied[label]._id}`);
    await expect(page.getByRole('status', { name: /Your appeal was denied/ })).toBeVisible();
    await shoot(page, `reporting-appeal-denied-${label}`, false);
    await expectAccessible(page, `appeal denied at ${width}`);
  });
}
