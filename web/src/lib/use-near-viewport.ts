import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind the returned ref has come within `margin` of the viewport (and
 * stays true after). Work a part of the page needs only once seen then waits until it is near.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  // False in the prerender and at hydration alike; a browser without the observer keeps the part
  // as the prerender drew it.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
