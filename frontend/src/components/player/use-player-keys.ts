import * as React from 'react';
import { player, SKIP_BACK_S, SKIP_FORWARD_S } from '@/components/player/player-store';

/** PLAYER_SHORTCUTS: the player's keys, as the queue panel lists them. */
export const PLAYER_SHORTCUTS: ReadonlyArray<readonly [string, string]> = [
  ['Space / K', 'Play or pause'],
  ['J / ←', `Back ${SKIP_BACK_S} seconds`],
  ['L / →', `Forward ${SKIP_FORWARD_S} seconds`],
  ['Shift+N', 'Next episode'],
  ['Shift+P', 'Previous episode'],
];

/**
 * ownsKey: the key belongs to what has focus (a text field, a menu, a slider, a button that
 * Space presses), not to the player.
 */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    // A range moves with the arrows; other inputs take every key.
    return type !== 'range' || key.startsWith('Arrow') || key === ' ';
  }
  if (target.closest('[role="menu"], [role="dialog"], [role="listbox"], [role="slider"]'))
    return true;
  // Space and the arrows act on the focused button or link themselves.
  if ((key === ' ' || key.startsWith('Arrow')) && target.closest('button, a, [tabindex]'))
    return target !== document.body;
  return false;
}

/** playerKeyAction maps a key to what the player does, or null. */
export function playerKeyAction(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): (() => void) | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case ' ':
    case 'k':
    case 'K':
      return e.shiftKey ? null : () => player.toggle();
    case 'j':
    case 'J':
    case 'ArrowLeft':
      return e.shiftKey ? null : () => player.skip(-SKIP_BACK_S);
    case 'l':
    case 'L':
    case 'ArrowRight':
      return e.shiftKey ? null : () => player.skip(SKIP_FORWARD_S);
    case 'N':
      return e.shiftKey ? () => player.next() : null;
    case 'P':
      return e.shiftKey ? () => player.previous() : null;
    default:
      return null;
  }
}

/** usePlayerKeys listens for the shortcuts while something is loaded in the player. */
export function usePlayerKeys(active: boolean) {
  React.useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || ownsKey(e.target, e.key)) return;
      const action = playerKeyAction(e);
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
