/**
 * copyText puts text on the clipboard; false when the browser refuses (no permission, an
 * insecure page, an old browser), so the caller can say so instead of claiming it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** canShare: whether this browser has the Web Share API (phones, Safari, Edge). */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
