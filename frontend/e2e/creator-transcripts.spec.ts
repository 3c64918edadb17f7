// Transcripts and chapters (API.md, "Creators' workflow"): a creator uploads an episode's
// transcript (a refused file first, its line named) and types its chapters (a start past the
// end refused first, in the server's words); once approved, a guest opens the item, reads the
// transcript and chapters on the page, plays, sees the current line follow the audio in the
// player's transcript panel and jumps by chapter.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './flows';
import { getMedia, newAccount, setStatusAsAdmin, uploadMedia } from './clients';
import { expectAccessible } from './a11y';
import { wav } from './media-files';

const EPISODE = 'In the Beginning Was the Word';

/** The transcript: four lines, the second starting 3 s in, the fourth at the second chapter. */
const TRANSCRIPT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:03.000',
  '<v Pastor Ade>In the beginning was the Word,</v>',
  '',
  '00:00:03.000 --> 00:00:06.000',
  'and the Word was with <i>God</i>,',
  '',
  '00:00:06.000 --> 00:00:20.000',
  'and the Word was God.',
  '',
  '00:00:20.000 --> 00:00:30.000',
  'The same was in the beginning with God.',
  '',
].join('\n');

/** A file whose third line is not a cue's times. */
const BAD_TRANSCRIPT = 'WEBVTT\n\n00:00:01.000 -> 00:00:04.000\nIn the beginning\n';

/** The player's <audio> element's time, read in the page. */
function audioTime(page: Page): Promise<number> {
  return page.evaluate(
    () => document.querySelector<HTMLAudioElement>('audio[data-player]')?.currentTime ?? -1,
  );
}

test('a creator adds a transcript and chapters; a guest reads along as it plays and jumps by chapter', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const creator = await newAccount('transcripts', 'Esther Transcripts');
  const title = `Sermons on John ${Date.now()}`;
  const item = await uploadMedia(
    creator,
    title,
    [{ title: EPISODE, audio: wav(30), filename: 'john-1.wav' }],
    'podcast',
  );

  await signIn(page, creator.email, creator.password);
  await expect(page).toHaveURL(/\/(app|user)$/);
  await page.goto(`/user/media/${item._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A refused file: the server's reason, which names the line, shown as sent.
  const upload = page.getByRole('button', { name: `Upload transcript of ${EPISODE}` });
  let chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (
    await chooser
  ).setFiles({ name: 'john-1.vtt', mimeType: 'text/vtt', buffer: Buffer.from(BAD_TRANSCRIPT) });
  const refusal = page.getByRole('alert').filter({ hasText: /^Line \d+: / });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('00:00:01.000 -> 00:00:04.000');
  await expectAccessible(page, '/user/media with a refused transcript');

  chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (
    await chooser
  ).setFiles({ name: 'john-1.vtt', mimeType: 'text/vtt', buffer: Buffer.from(TRANSCRIPT) });
  await expect(page.getByText('Transcript saved')).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: `Replace transcript of ${EPISODE}` }),
  ).toBeVisible();

  // Chapters: a start past the end is refused before anything is sent, in the server's words.
  await page.getByRole('button', { name: `Add chapters of ${EPISODE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Chapters' });
  await expect(dialog.getByLabel('Start of chapter 1')).toHaveValue('0:00');
  await dialog.getByLabel('Title of chapter 1').fill('The Word');
  await dialog.getByRole('button', { name: 'Add chapter' }).click();
  await dialog.getByLabel('Start of chapter 2').fill('0:45');
  await dialog.getByLabel('Title of chapter 2').fill('With God');
  await dialog.getByLabel('Link (optional) of chapter 2').fill('ftp://example.org/john');
  await dialog.getByRole('button', { name: 'Save chapters' }).click();
  await expect(
    dialog.getByText(/^Chapter 2 starts at 0:45, after the episode ends \(0:(29|30)\)\.$/),
  ).toBeVisible();
  await expect(
    dialog.getByText("Chapter 2's link must be an http or https address."),
  ).toBeVisible();
  await expect(dialog.getByLabel('Start of chapter 2')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/user/media chapters with errors');
  await dialog.getByLabel('Start of chapter 2').fill('0:20');
  await dialog.getByLabel('Link (optional) of chapter 2').fill('https://example.org/john-1');
  await dialog.getByRole('button', { name: 'Save chapters' }).click();
  await expect(page.getByText('Chapters saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 chapters')).toBeVisible();

  const saved = await getMedia(creator.token, item._id);
  const episode = saved.body.data.media.episodes![0] as unknown as {
    chapters: Array<{ startTime: number; title: string; url?: string }>;
    transcriptUrl: string;
  };
  expect(episode.chapters).toEqual([
    { startTime: 0, title: 'The Word' },
    { startTime: 20, title: 'With God', url: 'https://example.org/john-1' },
  ]);
  expect(episode.transcriptUrl).toMatch(/\/transcript\.vtt$/);

  await setStatusAsAdmin(item._id, 'active');

  // A guest: the page lists the chapters with their times and, opened, the transcript as text.
  const guest = await browser.newPage({ baseURL });
  await guest.goto(`/m/${item._id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const pageChapters = guest.getByRole('list', { name: `Chapters of ${EPISODE}` });
  await expect(pageChapters.getByRole('button')).toHaveText(['0:00The Word', '0:20With God']);
  await guest.getByRole('button', { name: 'Transcript' }).click();
  const pageTranscript = guest.getByRole('list', { name: `Transcript of ${EPISODE}` });
  await expect(pageTranscript.getByRole('button')).toHaveCount(4);
  // Tags are dropped, never drawn: the speaker's name and the italics are text.
  await expect(pageTranscript.getByRole('button').first()).toHaveText(
    '0:00In the beginning was the Word,',
  );
  await expect(pageTranscript.locator('i, v')).toHaveCount(0);
  await expectAccessible(guest, '/m with chapters and a transcript');

  // Play: the panel's current line follows the audio, from the first line to the second.
  await guest.getByRole('button', { name: `Play ${EPISODE}` }).click();
  const bar = guest.getByRole('region', { name: 'Now playing' });
  await bar.getByRole('button', { name: 'Transcript' }).click();
  const panel = guest.getByRole('dialog', { name: 'Transcript' });
  const lines = panel.getByRole('list', { name: `Transcript of ${EPISODE}` });
  const current = lines.locator('[aria-current="true"]');
  await expect(current).toHaveText(/In the beginning was the Word/);
  await expect.poll(() => audioTime(guest), { timeout: 20_000 }).toBeGreaterThan(3);
  await expect(current).toHaveText(/and the Word was with God/);
  const chapters = panel.getByRole('list', { name: `Chapters of ${EPISODE}` });
  await expect(chapters.locator('[aria-current="true"]')).toHaveText(/The Word/);
  await expectAccessible(guest, '/m with the transcript panel open');

  // A chapter: the audio moves to its start and the current line with it.
  await chapters.getByRole('button', { name: /With God/ }).click();
  await expect.poll(() => audioTime(guest)).toBeGreaterThanOrEqual(20);
  await expect(current).toHaveText('0:20The same was in the beginning with God.');
  await expect(chapters.locator('[aria-current="true"]')).toHaveText(/With God/);
  expect(await guest.evaluate(() => document.activeElement?.textContent)).toContain('With God');

  // A line, with the keyboard: Enter on it plays from its start.
  await lines.getByRole('button', { name: /and the Word was God\./ }).focus();
  await guest.keyboard.press('Enter');
  await expect.poll(() => audioTime(guest)).toBeLessThan(20);
  await expect(current).toHaveText(/and the Word was God\./);
  await guest.close();
});
