import * as React from 'react';

/** useWarnBeforeUnload asks the browser to confirm leaving the page while `active` (an upload runs). */
export function useWarnBeforeUnload(active: boolean): void {
  React.useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
