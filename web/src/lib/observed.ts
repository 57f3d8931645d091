import { useEffect, useState } from 'react';
import { preloadObservable } from 'reactfire';
import type { Observable } from 'rxjs';

type Subject<T> = ReturnType<typeof preloadObservable<T>>;

const latest = <T>(subject: Subject<T>): T | undefined =>
  subject.hasValue && !subject.ourError ? subject.value : undefined;

/**
 * The latest value of reactfire's shared observable `id` (started from `source` by its first
 * reader), undefined until it has one, or suspending until then with `suspense`; its error is
 * thrown to the nearest error boundary. Read into state, not through useSyncExternalStore as
 * reactfire's useObservable reads it: a value that arrives while React draws in slices (the
 * server's answer just after the offline cache's) then waits for a render of its own, instead of
 * making React draw the whole render again at once, in one long task (docs/performance.md, "A
 * page hydrated in parts").
 */
export function useObserved<T>(id: string, source: Observable<T>, { suspense }: { suspense: boolean }) {
  const subject = preloadObservable(source, id, suspense);
  if (suspense && !subject.hasValue) throw subject.firstEmission;
  const [seen, setSeen] = useState(() => ({ subject, value: latest(subject) }));
  useEffect(() => {
    const update = () =>
      setSeen((before) => {
        const value = latest(subject);
        return before.subject === subject && Object.is(before.value, value) ? before : { subject, value };
      });
    // The subject gives its latest value at once: one that came after the render draws now.
    const subscription = subject.subscribe({ next: update, error: () => setSeen({ subject, value: undefined }) });
    return () => subscription.unsubscribe();
  }, [subject]);
  if (subject.ourError) throw subject.ourError;
  return seen.subject === subject ? seen.value : latest(subject);
}
