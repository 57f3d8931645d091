import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FIRESTORE } from '../support/emulators';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-reshelf-rules-smoke',
    firestore: { ...FIRESTORE, rules: readFileSync('firestore.rules', 'utf8') },
  });
  await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('categories/horror').set({ name: 'Horror' }));
});
afterAll(() => env?.cleanup());

describe('rules smoke', () => {
  it('lets a visitor read a category and write nothing', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertSucceeds(db.doc('categories/horror').get());
    await assertFails(db.doc('categories/horror').set({ name: 'Changed' }));
  });
});
