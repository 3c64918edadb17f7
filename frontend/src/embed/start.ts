/**
 * startEmbed reads what the page was asked for, applies the theme, loads the item as a guest
 * and shows the player or the reason there is none.
 */
import { loadPublic, reportPlay, savePosition, type LoadResult } from '@/embed/api';
import { EmbedPlayer } from '@/embed/player';
import { parseEmbedRoute, type EmbedRoute } from '@/embed/route';
import { renderLoading, renderPlayer, renderProblem } from '@/embed/view';

export interface EmbedEnv {
  location: { pathname: string; search: string };
  document: Document;
  addEventListener: Window['addEventListener'];
}

/** applyTheme sets ?theme= on the root element; without it the CSS follows the system. */
export function applyTheme(doc: Document, theme: EmbedRoute['theme']) {
  if (theme) doc.documentElement.dataset.theme = theme;
  else delete doc.documentElement.dataset.theme;
}

export async function startEmbed(
  root: HTMLElement,
  env: EmbedEnv,
  load: (route: EmbedRoute) => Promise<LoadResult> = (r) => loadPublic(r.kind, r.id),
): Promise<EmbedPlayer | null> {
  const route = parseEmbedRoute(env.location);
  applyTheme(env.document, route?.theme ?? null);
  if (!route) {
    renderProblem(root, 'not-found', () => {});
    return null;
  }
  renderLoading(root);
  const result = await load(route);
  if (result.state !== 'ready') {
    renderProblem(root, result.state, () => void startEmbed(root, env, load));
    return null;
  }
  const { media, index } = result.loaded;
  const audio = env.document.createElement('audio');
  audio.preload = 'none';
  audio.hidden = true;
  audio.dataset.player = 'embed';
  root.after(audio);
  const player = new EmbedPlayer({
    audio,
    media,
    index,
    start: route.start,
    report: (episodeId, position) => reportPlay(episodeId, position),
    save: (episodeId, position, keepalive) => savePosition(episodeId, position, keepalive),
    refresh: async () => {
      const again = await load(route);
      return again.state === 'ready' ? again.loaded.media : null;
    },
  });
  renderPlayer(root, player, { kind: route.kind, media });
  // The visitor may close the tab or scroll the host page away: keep where they were.
  env.addEventListener('pagehide', () => player.flush(true));
  env.document.addEventListener('visibilitychange', () => {
    if (env.document.visibilityState === 'hidden') player.flush(true);
  });
  return player;
}
