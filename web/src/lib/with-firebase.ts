/**
 * Loads a part whose first content is Firebase's data together with the SDK: the part's own
 * imports would reach the SDK's chunk a round of requests later (docs/performance.md).
 */
export async function withFirebase<T>(load: () => Promise<T>): Promise<T> {
  const [part] = await Promise.all([load(), import('./firebase')]);
  return part;
}
