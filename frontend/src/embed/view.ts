/**
 * The embed's screens, drawn into one root element: loading, a problem (not available, no
 * network, another failure) and the player (cover, title, creator, play/pause, a seek slider,
 * times, the track list of an item with several episodes, and a link back to its public page).
 */
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import type { MediaWithEpisodes } from '@/types/media';
import { h, icon, ICONS } from '@/embed/dom';
import { byLine, kicker, PROBLEMS, typeCopy, type ProblemKind } from '@/embed/copy';
import type { EmbedPlayer, PlayerState } from '@/embed/player';
import type { EmbedKind } from '@/embed/route';

const NEW_TAB = ' (opens in a new tab)';

/** KEY_SEEK: seconds the seek slider's keys move (as most players: 5 s, and 30 s by page). */
const KEY_SEEK: Record<string, number> = {
  ArrowLeft: -5,
  ArrowDown: -5,
  ArrowRight: 5,
  ArrowUp: 5,
  PageDown: -30,
  PageUp: 30,
};

function show(root: HTMLElement, main: HTMLElement) {
  root.replaceChildren(main);
}

/** renderLoading draws the player's outline while the item loads (no jump when it arrives). */
export function renderLoading(root: HTMLElement) {
  show(
    root,
    h(
      'main',
      { class: 'embed loading', 'aria-busy': 'true' },
      h(
        'div',
        { class: 'head' },
        h('div', { class: 'cover skeleton' }),
        h(
          'div',
          { class: 'meta' },
          h('div', { class: 'skeleton line short' }),
          h('div', { class: 'skeleton line title-line' }),
          h('div', { class: 'skeleton line medium' }),
        ),
        h(
          'div',
          { class: 'controls' },
          h('div', { class: 'skeleton round' }),
          h('div', { class: 'skeleton line bar' }),
        ),
      ),
      h('p', { class: 'sr-only', role: 'status' }, 'Loading the player…'),
    ),
  );
}

/** renderProblem says why there is nothing to play, with "Try again" where trying helps. */
export function renderProblem(root: HTMLElement, kind: ProblemKind, retry: () => void) {
  const copy = PROBLEMS[kind];
  const button = copy.retry
    ? h('button', { type: 'button', class: 'retry' }, icon('retry', ICONS.retry), 'Try again')
    : null;
  button?.addEventListener('click', retry);
  show(
    root,
    h(
      'main',
      { class: 'embed problem' },
      h(
        'div',
        { class: 'problem-body', role: 'alert' },
        logo(),
        h('h1', {}, copy.title),
        h('p', {}, copy.detail),
        button,
      ),
    ),
  );
}

function logo(): SVGSVGElement {
  const svg = icon(
    'logo',
    'M20.5 9.5c-1.2-1-2.8-1.5-4.6-1.5-3.2 0-5.4 1.8-5.4 4.3 0 2.6 2.2 3.5 4.6 4.1 2 .5 2.9.9 2.9 1.9 0 1-1 1.7-2.6 1.7-1.6 0-3-.6-4.1-1.7L9.5 20.6c1.5 1.5 3.6 2.4 5.9 2.4 3.5 0 5.7-1.8 5.7-4.5 0-2.7-2.2-3.6-4.7-4.2-1.9-.5-2.8-.8-2.8-1.7 0-.8.9-1.4 2.2-1.4 1.2 0 2.3.4 3.3 1.1z',
  );
  svg.setAttribute('viewBox', '0 0 32 32');
  return svg;
}

/**
 * newTab is a link that opens on Selah in a new tab (an embed must not navigate its frame);
 * its name, `label`, holds the words it shows and says where it opens.
 */
function newTab(href: string, label: string, className: string, ...children: Array<Node | string>) {
  return h(
    'a',
    { href, target: '_blank', rel: 'noopener', class: className, 'aria-label': label + NEW_TAB },
    ...children,
  );
}

export interface PlayerViewOptions {
  kind: EmbedKind;
  media: MediaWithEpisodes;
}

/** renderPlayer draws the player and keeps it in step with the player's state. */
export function renderPlayer(
  root: HTMLElement,
  player: EmbedPlayer,
  { kind, media }: PlayerViewOptions,
) {
  const episodes = player.episodes;
  const many = episodes.length > 1;
  const copy = typeCopy(media.type);
  const { preacher, creator } = byLine(media);
  const cover = media.thumbnail || media.coverArt || media.image || '';
  const firstId = episodes[player.getState().index]?._id;
  const [typeLabel, count] = kicker(media.type, episodes.length);
  const pageUrl = paths.public.media(
    media._id,
    kind === 'episodes' && firstId ? { episode: firstId } : undefined,
  );

  const playButton = h('button', { type: 'button', class: 'play', 'aria-label': 'Play' });
  const playIcon = icon('play', ICONS.play);
  const pauseIcon = icon('pause', ICONS.pause);
  playButton.append(playIcon, pauseIcon, h('span', { class: 'spinner', 'aria-hidden': 'true' }));
  playButton.addEventListener('click', () => player.toggle());

  // step "any": the thumb follows the audio smoothly (a whole-second step would make it jump
  // on a short track); the arrow keys move by KEY_SEEK seconds instead of the browser's 1%.
  const seek = h('input', {
    type: 'range',
    class: 'seek',
    min: '0',
    step: 'any',
    'aria-label': 'Seek',
  });
  seek.addEventListener('keydown', (event) => {
    const by = KEY_SEEK[event.key];
    if (by === undefined) return;
    event.preventDefault();
    player.seek(player.getState().currentTime + by);
  });
  const elapsed = h('span', { class: 'elapsed' });
  const total = h('span', { class: 'total' });
  // While a finger or the keyboard moves the slider, it shows where it is, not the audio.
  let scrubbing = false;
  seek.addEventListener('input', () => {
    scrubbing = true;
    paintSeek(Number(seek.value), player.getState().duration);
  });
  seek.addEventListener('change', () => {
    scrubbing = false;
    player.seek(Number(seek.value));
  });

  const now = h('p', { class: 'now' });
  const error = h('p', { class: 'error', role: 'alert' });

  // A row's name is its own words ("Play track 2: Psalm 23 3:07"): the action is there for
  // screen readers only, the title and time are what shows.
  const rows = episodes.map((episode, index) => {
    const action = h('span', { class: 'sr-only' });
    const button = h(
      'button',
      { type: 'button', class: 'track' },
      h('span', { class: 'num', 'aria-hidden': 'true' }, String(index + 1)),
      h('span', { class: 'track-title' }, action, episode.title),
      h('span', { class: 'track-time' }, formatDuration(episode.duration)),
    );
    button.addEventListener('click', () => {
      if (player.getState().index === index && player.getState().playing) player.pause();
      else player.select(index);
    });
    return { li: h('li', {}, button), button, action };
  });
  const list = many
    ? h(
        'section',
        { class: 'list', 'aria-labelledby': 'embed-list-title' },
        h('h2', { id: 'embed-list-title', class: 'sr-only' }, copy.many),
        h('ol', {}, ...rows.map((r) => r.li)),
      )
    : null;

  const main = h(
    'main',
    { class: `embed player ${many ? 'has-list' : 'single'}` },
    h(
      'div',
      { class: 'head' },
      cover
        ? h('img', {
            class: 'cover',
            src: cover,
            alt: '',
            width: '148',
            height: '148',
            decoding: 'async',
          })
        : h('div', { class: 'cover cover-empty', 'aria-hidden': 'true' }, logo()),
      h(
        'div',
        { class: 'meta' },
        h(
          'div',
          { class: 'top' },
          h('span', { class: 'kicker' }, typeLabel, h('span', { class: 'kicker-count' }, count)),
          newTab(
            pageUrl,
            'Listen on Selah',
            'brand',
            logo(),
            h('span', {}, h('span', { class: 'brand-long' }, 'Listen on '), 'Selah'),
          ),
        ),
        h('h1', { class: 'title' }, media.title),
        h(
          'p',
          { class: 'by' },
          preacher ? `${preacher} · ` : '',
          creator
            ? newTab(paths.public.creator(media.artist._id), creator, 'creator', creator)
            : '',
        ),
        now,
      ),
      h(
        'div',
        { class: 'controls' },
        playButton,
        h('div', { class: 'seek-wrap' }, seek, h('div', { class: 'times' }, elapsed, total)),
      ),
      error,
    ),
    list,
  );
  show(root, main);

  function paintSeek(value: number, duration: number) {
    const max = duration > 0 ? duration : 1;
    const v = Math.min(Math.max(0, value), max);
    seek.max = String(max);
    seek.value = String(v);
    seek.style.setProperty('--progress', String(v / max));
    const text = `${formatDuration(v)} of ${formatDuration(duration)}`;
    seek.setAttribute('aria-valuetext', text);
    elapsed.textContent = formatDuration(v);
    total.textContent = formatDuration(duration);
  }

  let last: PlayerState | null = null;
  function paint(state: PlayerState) {
    const episode = episodes[state.index];
    playButton.setAttribute('aria-label', state.playing ? 'Pause' : 'Play');
    main.classList.toggle('is-playing', state.playing);
    main.classList.toggle('is-buffering', state.playing && state.buffering);
    if (!scrubbing) paintSeek(state.currentTime, state.duration);
    error.textContent = state.error ?? '';
    error.hidden = !state.error;
    if (!last || last.index !== state.index) {
      // A single episode named like its item needs no second line; otherwise say which one.
      const named = many || (episode && episode.title !== media.title);
      now.textContent = named && episode ? episode.title : '';
      now.hidden = !named;
      main.classList.toggle('named', Boolean(named));
      if (episode) seek.setAttribute('aria-label', `Seek in ${episode.title}`);
      mediaSession(media, episode?.title ?? media.title, creator, cover);
    }
    rows.forEach((row, i) => {
      const current = i === state.index;
      if (current) row.button.setAttribute('aria-current', 'true');
      else row.button.removeAttribute('aria-current');
      row.action.textContent = `${current && state.playing ? 'Pause' : 'Play'} ${copy.one} ${i + 1}: `;
    });
    last = state;
  }
  paint(player.getState());
  player.subscribe(() => paint(player.getState()));

  // The asked-for episode is in view in the list (scrolling the list only: scrollIntoView
  // would also scroll the page the embed sits in).
  const selected = rows[player.getState().index]?.li;
  if (list && selected) {
    const ol = list;
    requestAnimationFrame(() => {
      ol.scrollTop = Math.max(0, selected.offsetTop - ol.offsetTop - ol.clientHeight / 3);
    });
  }
  return main;
}

/** mediaSession names what plays on the lock screen and in the browser's media controls. */
function mediaSession(media: MediaWithEpisodes, title: string, artist: string, cover: string) {
  if (
    typeof navigator === 'undefined' ||
    !('mediaSession' in navigator) ||
    typeof MediaMetadata === 'undefined'
  )
    return;
  try {
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist,
      album: media.title,
      artwork: cover ? [{ src: new URL(cover, location.origin).href }] : [],
    });
  } catch {
    // a browser without artwork support
  }
}
