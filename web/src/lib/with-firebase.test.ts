import { expect, it, vi } from 'vitest';

const fetched = vi.hoisted(() => [] as string[]);
// The real withFirebase (the unit tests' setup stands one in), over a stand-in for the SDK's module.
vi.unmock('./with-firebase');
vi.mock('./firebase', () => (fetched.push('the SDK'), {}));

it("fetches the SDK's module while the part loads, not after it, and answers with the part", async () => {
  const { withFirebase } = await import('./with-firebase');
  // The part finishes loading only once the SDK's module has been fetched: fetched one after the
  // other, they would never finish.
  const part = withFirebase(async () => {
    await vi.waitFor(() => expect(fetched).toContain('the SDK'));
    return 'the page';
  });
  await expect(part).resolves.toBe('the page');
  expect(fetched).toEqual(['the SDK']);
});
