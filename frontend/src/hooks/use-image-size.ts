import * as React from 'react';
import { readImageSize, type ImageSize } from '@/lib/apple-podcasts';

/**
 * useImageSize is the natural size of a chosen image file, read in the browser; null without a
 * file, while reading, or when the browser cannot read it.
 */
export function useImageSize(file: File | null | undefined): ImageSize | null {
  const [read, setRead] = React.useState<{ file: File; size: ImageSize | null } | null>(null);
  React.useEffect(() => {
    if (!file) return;
    let live = true;
    void readImageSize(file).then((size) => {
      if (live) setRead({ file, size });
    });
    return () => {
      live = false;
    };
  }, [file]);
  return file && read?.file === file ? read.size : null;
}
