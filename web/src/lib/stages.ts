/** Resolves in a new task, after the browser has had the main thread. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Loads and evaluates `stages` one after another, each in a task of its own. */
export async function runInStages(stages: (() => Promise<unknown>)[]) {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
}
