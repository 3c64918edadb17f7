import type { Page } from '@playwright/test';

/**
 * blockSoundBeforeAClick makes the page's audio refuse to start until the visitor has clicked
 * or typed, as browsers do on a first visit to a site. Headless Chromium lets any page start
 * sound (and reports a user activation from the start), so the refusal is played here.
 */
export async function blockSoundBeforeAClick(page: Page) {
  await page.addInitScript(() => {
    let interacted = false;
    const mark = (event: Event) => {
      if (event.isTrusted) interacted = true;
    };
    window.addEventListener('pointerdown', mark, true);
    window.addEventListener('keydown', mark, true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!interacted)
        return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      return play.call(this);
    };
  });
}
