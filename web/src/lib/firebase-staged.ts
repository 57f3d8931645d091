import { runInStages } from './stages';

// The Firebase SDK is most of the JavaScript a page loads after its first paint. Evaluated and set
// up with the first part that uses it, it would be one long task; here each service takes a task.
const stages = [
  () => import('./firebase-stages/app'),
  () => import('./firebase-stages/auth'),
  () => import('./firebase-stages/firestore'),
];
let sdk: Promise<void> | undefined;

/** Loads `load`, a module that uses Firebase, once the SDK has been evaluated stage by stage. */
export function withFirebase<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    sdk ??= runInStages(stages);
    await sdk;
    return load();
  };
}
