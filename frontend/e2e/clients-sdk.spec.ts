// The PocketBase JS SDK, used from Node as a script or another app would:
// no browser. Accounts and uploads go through our API (API.md); reads,
// realtime and moderation through PocketBase's own REST and SSE.
import PocketBase, { ClientResponseError } from 'pocketbase';
import type { RecordModel, RecordSubscription } from 'pocketbase';
import {
  type Account,
  type MediaJSON,
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
