/** Runs the tasks given to it at most `max` at a time, the rest in the order they came. */
export function createLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () =>
    running < max ? (running++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  // A finished task hands its place to the next waiting one, so none can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
