// Screenshots of transcripts and chapters at 1280 and 390 px wide, written to
// test-results/screens/ (git-ignored): the player's transcript panel, the public page's
// transcript and chapters, and the creator's editors with an error. Runs only when asked:
// SELAH_SCREENS=1.
import type { Page } from '@playwright/test';
import { call, newAccount, setStatusAsAdmin, uploadMedia, type Account } from './clients';
import { expect, test } from './fixtures';
import { signIn } from './flows';
import { wav } from './media-files';

test.skip(!process.env.SELAH_SCREENS, 'screenshots only when SELAH_SCREENS is set');

const WIDTHS = [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const;

const EPISODE = 'The Good Shepherd';
const LINES = [
  'Good morning, church. Turn with me to John chapter ten.',
  'I am the good shepherd. The good shepherd lays down his life for the sheep.',
  'Notice what he does not say: he does not say a good shepherd, but the good shepherd.',
  'The sheep hear his voice, and he calls his own sheep by name.',
  'Let us pray.',
];

let creator: Account;
let mediaId: string;
let episodeId: string;

test.beforeAll(async () => {
  creator = await newAccount('screens-transcripts', 'Esther Screens');
  const media = await uploadMedia(
    creator,
    `Sermons on John ${Date.now()}`,
    [
      { title: EPISODE, audio: wav(30), filename: 'shepherd.wav' },
      { title: 'The Vine and the Branches', audio: wav(4), filename: 'vine.wav' },
    ],
    'podcast',
  );
  mediaId = media._id;
  episodeId = media.episodes![0]._id;
  const vtt = [
    'WEBVTT',
    '',
    ...LINES.flatMap((line, i) => [
      `00:00:${String(i * 6).padStart(2, '0')}.000 --> 00:00:${String(i * 6 + 6).padStart(2, '0')}.000`,
      line,
      '',
    ]),
  ].join('\n');
  const form = new FormData();
  form.append('file', new Blob([vtt], { type: 'text/vtt' }), 'shepherd.vtt');
  const put = await call(`/api/media/episodes/${episodeId}/transcript`, {
    method: 'PUT',
    token: creator.token,
    form,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const chapters = await call(`/api/media/episodes/${episodeId}/chapters`, {
    method: 'PUT',
    token: creator.token,
    json: {
      chapters: [
        { startTime: 0, title: 'Welcome' },
        {
          startTime: 6,
          title: 'John 10:11',
          url: 'https://www.biblegateway.com/passage/?search=John+10',
        },
        { startTime: 18, title: 'His voice' },
        { startTime: 24, title: 'Prayer' },
      ],
    },
  });
  expect(chapters.status, JSON.stringify(chapters.body)).toBe(200);
  await setStatusAsAdmin(mediaId, 'active');
});

async function shoot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

for (const [label, width, height] of WIDTHS) {
  test(`transcripts and chapters at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/m/${mediaId}`);
    await page.getByRole('button', { name: 'Transcript', exact: true }).click();
    await expect(page.getByRole('list', { name: `Transcript of ${EPISODE}` })).toBeVisible();
    await shoot(page, `transcripts-public-${label}`);

    await page.getByRole('button', { name: `Play ${EPISODE}` }).click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar.getByTestId('chapter-marks')).toBeAttached();
    await page
      .getByRole('list', { name: `Chapters of ${EPISODE}` })
      .getByRole('button', { name: /His voice/ })
      .click();
    await expect(
      page.getByRole('list', { name: `Transcript of ${EPISODE}` }).locator('[aria-current="true"]'),
    ).toContainText('calls his own sheep');
    await shoot(page, `transcripts-public-playing-${label}`);
    await bar.screenshot({ path: `test-results/screens/transcripts-bar-${label}.png` });
    await bar.getByRole('button', { name: 'Transcript' }).click();
    const panel = page.getByRole('dialog', { name: 'Transcript' });
    await expect(panel.locator('[aria-current="true"]').first()).toBeVisible();
    await shoot(page, `transcripts-panel-${label}`, false);
  });

  test(`creator's transcript and chapter editors at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/(app|user)$/);
    await page.goto(`/user/media/${mediaId}`);
    await expect(page.getByText('4 chapters')).toBeVisible();
    await shoot(page, `transcripts-creator-${label}`);

    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('button', { name: 'Upload transcript of The Vine and the Branches' })
      .click();
    await (
      await chooser
    ).setFiles({
      name: 'vine.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from('1\n00:00:01,000 to 00:00:04,000\nI am the vine\n'),
    });
    await expect(page.getByRole('alert').filter({ hasText: /Line/ })).toBeVisible();
    await shoot(page, `transcripts-creator-error-${label}`);

    await page.getByRole('button', { name: `Edit chapters of ${EPISODE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Chapters' });
    await expect(dialog.getByLabel('Start of chapter 1')).toHaveValue('0:00');
    await shoot(page, `transcripts-chapters-${label}`, false);
    await dialog.getByLabel('Start of chapter 3').fill('0:45');
    await dialog.getByLabel('Title of chapter 4').fill('');
    await dialog.getByLabel('Link (optional) of chapter 2').fill('www.example.org');
    await dialog.getByRole('button', { name: 'Save chapters' }).click();
    await expect(dialog.getByText('Chapter 4 needs a title.')).toBeVisible();
    await shoot(page, `transcripts-chapters-errors-${label}`, false);
  });
}
