/** Loads and evaluates `stages` one after another, each in a task of its own. */
export async function runInStages(stages: (() => Promise<unknown>)[]) {
  for (const stage of stages) {
    await stage();
    await new Promise<void>((resolve) => setTimeout(resolve));
  }
}
