import * as React from 'react';

/**
 * useObjectUrl is a blob: URL to preview a chosen file; the previous URL is revoked when the
 * file changes. Null without a file or where the browser cannot make one (tests).
 */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [entry, setEntry] = React.useState<{ file: File; url: string } | null>(null);
  const canCreate = typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

  // Adjusting state while rendering (not in an effect) keeps the preview in step with the file.
  if (canCreate && (entry?.file ?? null) !== (file ?? null)) {
    if (entry) URL.revokeObjectURL(entry.url);
    setEntry(file ? { file, url: URL.createObjectURL(file) } : null);
  }
  return entry?.url ?? null;
}
