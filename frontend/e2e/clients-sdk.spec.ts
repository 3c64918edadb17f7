// The PocketBase JS SDK, used from Node as a script or another app would:
// no browser. Accounts and uploads go through our API (API.md); reads,
// realtime and moderation through PocketBase's own REST and SSE.
import PocketBase, { ClientResponseError } from 'pocketbase';
import type { RecordModel, RecordSubscription } from 'pocketbase';
import {
  type Account,
  type MediaJSON,
  baseURL,
  call,
  getMedia,
  installEventSource,
  setStatusAsAdmin,
  sharedCreator,
  sharedListener,
  superuserClient,
  uploadMedia,
  userClient,
} from './clients';
import { expect, test } from './fixtures';

installEventSource();

type Event = RecordSubscription<RecordModel>;

/** Realtime events one client received, by collection. */
interface Watch {
  media: Event[];
  episodes: Event[];
  stop: () => Promise<void>;
}

/** Subscribes pb to every media and episode event its rules let it see. */
async function watch(pb: PocketBase): Promise<Watch> {
  const media: Event[] = [];
  const episodes: Event[] = [];
  const offMedia = await pb.collection('media').subscribe('*', (e) => media.push(e));
  const offEpisodes = await pb.collection('episodes').subscribe('*', (e) => episodes.push(e));
  return {
    media,
    episodes,
    stop: async () => {
      await offMedia();
      await offEpisodes();
    },
  };
}

/** The ids of the episodes of one media item an event said became active, sorted. */
function activeEpisodes(w: Watch, mediaId: string): string[] {
  const ids = w.episodes
    .filter((e) => e.record.media === mediaId && e.record.adminStatus === 'active')
    .map((e) => e.record.id);
  return [...new Set(ids)].sort();
}

/** Whether an event said the media item became active. */
function mediaBecameActive(w: Watch, mediaId: string): boolean {
  return w.media.some(
    (e) => e.action === 'update' && e.record.id === mediaId && e.record.adminStatus === 'active',
  );
}

let creator: Account;
let listener: Account;
let listenerPb: PocketBase;
let staff: PocketBase;

test.beforeAll(async () => {
  creator = await sharedCreator();
  listener = await sharedListener();
  // The listener signs in with the SDK's own authWithPassword.
  listenerPb = await userClient(listener);
  staff = await superuserClient();
});

test.afterAll(async () => {
  await listenerPb?.realtime.unsubscribe();
  await staff?.realtime.unsubscribe();
});

test('a listener signs in with the SDK and reads approved media with its creator’s public profile', async () => {
  expect(listenerPb.authStore.isValid).toBe(true);
  expect(listenerPb.authStore.record?.id).toBe(listener.id);
  // Their own record, email included.
  const me = await listenerPb.collection('users').getOne(listener.id);
  expect(me.email).toBe(listener.email);

  const media = await uploadMedia(creator, `Letters to the Churches ${Date.now()}`);
  const byId = listenerPb.filter('id = {:id}', { id: media._id });
  // Pending: not the listener's to see.
  expect((await listenerPb.collection('media').getList(1, 10, { filter: byId })).items).toEqual([]);

  await setStatusAsAdmin(media._id, 'active');

  const list = await listenerPb
    .collection('media')
    .getList(1, 10, { filter: byId, expand: 'artist' });
  expect(list.items.map((m) => m.id)).toEqual([media._id]);
  const artist = list.items[0].expand?.artist as RecordModel | undefined;
  expect(artist, 'expand=artist gives the creator (issue 14.6)').toBeDefined();
  expect(artist?.id).toBe(creator.id);
  expect(artist?.name).toBe(creator.name);
  expect(artist).not.toHaveProperty('email');
  for (const secret of ['emailVisibility', 'verified', 'accountStatus', 'isPremiumUser'])
    expect(artist).not.toHaveProperty(secret);

  // A filter on the creator's name finds their approved items, and only theirs.
  const byName = await listenerPb.collection('media').getFullList({
    filter: `artist.name ~ "${creator.name}"`,
    expand: 'artist',
  });
  expect(byName.map((m) => m.id)).toContain(media._id);
  for (const m of byName) expect(m.artist).toBe(creator.id);

  // The creator's email is no filter either: it matches nothing (or is refused).
  try {
    const byEmail = await listenerPb
      .collection('media')
      .getList(1, 10, { filter: listenerPb.filter('artist.email = {:e}', { e: creator.email }) });
    expect(byEmail.items).toEqual([]);
  } catch (err) {
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(400);
  }
});

/**
 * Approves a pending podcast of two episodes with `approve` (as staff) while
 * the listener and a second staff client listen, then checks what each saw
 * and what the listener's GET /api/media/{id} answers.
 */
async function approvalReachesEveryone(
  title: string,
  approve: (media: MediaJSON) => Promise<void>,
): Promise<void> {
  const media = await uploadMedia(creator, title);
  const episodeIds = (media.episodes ?? []).map((e) => e._id).sort();
  expect(episodeIds).toHaveLength(2);

  // A second staff session (the same superuser's token) watches too.
  const staffWatcher = new PocketBase(staff.baseURL);
  staffWatcher.autoCancellation(false);
  staffWatcher.authStore.save(staff.authStore.token, staff.authStore.record);
  const seenByListener = await watch(listenerPb);
  const seenByStaff = await watch(staffWatcher);
  try {
    await approve(media);

    await expect
      .poll(() => mediaBecameActive(seenByListener, media._id), {
        message: 'the listener gets the media update event',
      })
      .toBe(true);
    await expect
      .poll(() => mediaBecameActive(seenByStaff, media._id), {
        message: 'the staff subscriber gets the media update event',
      })
      .toBe(true);
    // Each episode becomes active with its podcast, and subscribers hear of
    // it. Soft: the checks after these still run and report.
    await expect
      .poll(
        () => ({
          listener: activeEpisodes(seenByListener, media._id),
          staff: activeEpisodes(seenByStaff, media._id),
        }),
        {
          message:
            'the listener and the staff subscriber each get an event for each episode becoming active',
          timeout: 5_000,
        },
      )
      .toEqual({ listener: episodeIds, staff: episodeIds });

    const seen = await getMedia(listener.token, media._id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.media.adminStatus).toBe('active');
    expect(
      (seen.body.data.media.episodes ?? []).map((e) => e._id).sort(),
      'GET /api/media/{id} lists both episodes to a listener after approval',
    ).toEqual(episodeIds);
  } finally {
    await seenByListener.stop();
    await seenByStaff.stop();
    await staffWatcher.realtime.unsubscribe();
  }
}

test('a superuser approves a podcast as the dashboard does; listeners and staff hear of it and of each episode', async () => {
  await approvalReachesEveryone(`Songs of Ascent ${Date.now()}`, async (media) => {
    // PocketBase's dashboard saves the record through this REST update.
    const saved = await staff.collection('media').update(media._id, { adminStatus: 'active' });
    expect(saved.adminStatus).toBe('active');
  });
});

test('the same approval sent in a batch gives the same result', async () => {
  // PocketBase ships with batch requests off; staff turn them on in Settings.
  const before = await staff.settings.getAll();
  const wasEnabled = Boolean((before.batch as { enabled?: boolean } | undefined)?.enabled);
  await staff.settings.update({ batch: { enabled: true } });
  try {
    await approvalReachesEveryone(`Lamentations at Dusk ${Date.now()}`, async (media) => {
      const batch = staff.createBatch();
      batch.collection('media').update(media._id, { adminStatus: 'active' });
      const results = await batch.send();
      expect(results.map((r) => r.status)).toEqual([200]);
      expect((results[0].body as RecordModel).adminStatus).toBe('active');
    });
  } finally {
    await staff.settings.update({ batch: { enabled: wasEnabled } });
  }
});

/**
 * Fields a guest never gets through PocketBase's REST, expand or realtime
 * (hooks/guest_fields.go): review state and reasons, the original upload,
 * the rendition pipeline's columns, emails and account fields.
 */
const guestHidden = [
  'adminStatus',
  'statusReason',
  'reviewedAt',
  'ownerEmail',
  'audio',
  'processing',
  'processingError',
  'rendition',
  'bitrate',
  'headerSize',
  'email',
  'emailVisibility',
  'verified',
  'accountStatus',
  'isPremiumUser',
  'sermonFeedOwnerEmail',
];

/** Checks that a record (and what it expands) carries none of guestHidden. */
function expectGuestFields(record: RecordModel | undefined, what: string): void {
  expect(record, what).toBeDefined();
  for (const key of guestHidden) expect(record, `${what} carries ${key}`).not.toHaveProperty(key);
  for (const related of Object.values(record?.expand ?? {}))
    for (const r of [related].flat()) expectGuestFields(r as RecordModel, `${what}, expanded`);
}

test('a guest’s SDK lists, views and subscribes to public media only, with a public page’s fields', async () => {
  // No token: a script or another site's page without an account.
  const guestPb = new PocketBase(baseURL());
  guestPb.autoCancellation(false);
  expect(guestPb.authStore.isValid).toBe(false);

  const stamp = Date.now();
  const hidden = await uploadMedia(creator, `Unreviewed Hymns ${stamp}`);
  const shown = await uploadMedia(creator, `Psalms for Travellers ${stamp}`);
  const shownEpisodes = (shown.episodes ?? []).map((e) => e._id).sort();
  const hiddenEpisodes = (hidden.episodes ?? []).map((e) => e._id);
  const seen = await watch(guestPb);
  try {
    // A change to the pending item first, then the approval of the other:
    // the guest hears the approval and its episodes, and never the first.
    await staff.collection('media').update(hidden._id, { description: 'Still waiting for review' });
    await setStatusAsAdmin(shown._id, 'active');
    await expect
      .poll(() => seen.media.some((e) => e.record.id === shown._id), {
        message: 'the guest hears of the approved item',
      })
      .toBe(true);
    await expect
      .poll(
        () =>
          [
            ...new Set(
              seen.episodes.filter((e) => e.record.media === shown._id).map((e) => e.record.id),
            ),
          ].sort(),
        { message: 'the guest hears of each of its episodes' },
      )
      .toEqual(shownEpisodes);
    expect(seen.media.filter((e) => e.record.id === hidden._id)).toEqual([]);
    expect(seen.episodes.filter((e) => hiddenEpisodes.includes(e.record.id))).toEqual([]);
    for (const e of [...seen.media, ...seen.episodes])
      expectGuestFields(e.record, `realtime ${e.action}`);
  } finally {
    await seen.stop();
  }

  // Lists: the public item, not the pending one, with its creator's
  // public profile and its genre.
  const both = guestPb.filter('id = {:a} || id = {:b}', { a: shown._id, b: hidden._id });
  const list = await guestPb
    .collection('media')
    .getList(1, 10, { filter: both, expand: 'artist,genre' });
  expect(list.items.map((m) => m.id)).toEqual([shown._id]);
  const item = list.items[0];
  expectGuestFields(item, 'listed media');
  const artist = item.expand?.artist as RecordModel | undefined;
  expect(artist?.name).toBe(creator.name);
  expect(Object.keys(artist ?? {}).sort()).toEqual(
    ['avatar', 'bio', 'collectionId', 'collectionName', 'id', 'name'].sort(),
  );
  expect((item.expand?.genre as RecordModel | undefined)?.title).toBeTruthy();

  // The same item as its public page's data shows it.
  const page = await call<{ media: MediaJSON }>(`/api/public/media/${shown._id}`);
  expect(page.status).toBe(200);
  const one = await guestPb.collection('media').getOne(shown._id);
  expectGuestFields(one, 'viewed media');
  expect(one.title).toBe(page.body.data.media.title);
  const episodes = await guestPb
    .collection('episodes')
    .getFullList({ filter: guestPb.filter('media = {:m}', { m: shown._id }) });
  expect(episodes.map((e) => e.id).sort()).toEqual(
    (page.body.data.media.episodes ?? []).map((e) => e._id).sort(),
  );
  for (const e of episodes) expectGuestFields(e, 'listed episode');

  // The pending item and its episodes do not exist for a guest.
  for (const [collection, id] of [
    ['media', hidden._id],
    ['episodes', hiddenEpisodes[0]],
  ]) {
    const err = await guestPb
      .collection(collection)
      .getOne(id)
      .catch((e: unknown) => e);
    expect(err, `${collection} ${id}`).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(404);
  }
  // Nor can a filter ask what the answers hide.
  const probe = await guestPb
    .collection('media')
    .getList(1, 10, { filter: 'statusReason != ""' })
    .catch((e: unknown) => e);
  expect(probe).toBeInstanceOf(ClientResponseError);
  expect((probe as ClientResponseError).status).toBe(400);
  await guestPb.realtime.unsubscribe();
});
