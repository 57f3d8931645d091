import { expect, it, vi } from 'vitest';

const fetched = vi.hoisted(() => [] as string[]);
// The real withFirebase (the unit tests' setup stands one in), over a stand-in for the SDK's module.
vi.unmock('./with-firebase');
vi.mock('./firebase', () => (fetched.push('the SDK'), {}));

it("fetches the SDK's module beside the part, and answers with the part", async () => {
  const { withFirebase } = await import('./with-firebase');
  const part = withFirebase(async () => (fetched.push('the part'), 'the page'));
  await expect(part).resolves.toBe('the page');
  expect([...fetched].sort()).toEqual(['the SDK', 'the part']);
});
