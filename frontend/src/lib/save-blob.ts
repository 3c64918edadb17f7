/**
 * saveBlob hands a Blob to the browser as a download: an object URL on a temporary
 * <a download>, clicked, then removed and revoked.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been handled, so the download has its bytes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
