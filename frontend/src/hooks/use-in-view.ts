import { useEffect, useState, type RefObject } from 'react';

/**
 * useInView is true while the element is on screen: it intersects the viewport and the tab is
 * visible. A moving illustration uses it to stop ticking where nobody sees it (each tick is a
 * render and a repaint: the landing's demo cost a quarter of a core while it ran). Without
 * IntersectionObserver (old browsers, test DOMs) the element counts as on screen while the tab is visible.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [intersecting, setIntersecting] = useState(true);
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setIntersecting(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return intersecting && visible;
}
