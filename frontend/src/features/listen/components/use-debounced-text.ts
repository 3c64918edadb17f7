import * as React from 'react';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';

/**
 * useDebouncedText keeps a text field responsive while its value lives in the URL: typing
 * updates the field at once and commits after `delay` ms of quiet; a change of the URL from
 * elsewhere (back button, a link) replaces what the field shows.
 */
export function useDebouncedText(value: string, commit: (value: string) => void, delay = 350) {
  const [text, setText] = React.useState(value);
  const [committed, setCommitted] = React.useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const debounced = useDebouncedCallback((next: string) => {
    setCommitted(next);
    commit(next);
  }, delay);
  const change = (next: string) => {
    setText(next);
    debounced(next);
  };
  const commitNow = (next: string) => {
    setText(next);
    setCommitted(next);
    commit(next);
  };
  return { text, change, commitNow };
}
