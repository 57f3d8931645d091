// Who may do what in Firestore, straight from the client: every collection x operation x caller.
// Reads follow the role in users/{uid}, not a token's claims: a demoted admin's older token and a
// deleted or suspended account's token get nothing more than their document allows. Every write is denied (the
// API writes with the Admin SDK), and every list needs a limit of at most 50.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@reshelf/domain';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRESTORE } from '../support/emulators';
import { BASE_OPERATIONS, CALLERS, contextOf, firestoreOf, OPERATIONS, seedData, type CallerName } from './world';

// "get" and "update"/"delete" target the buyer's users document, the buyer's order of the verified
// seller's book, that book, its advertisement and its private contact document. "list intended" is the app's query from domain QUERIES:
// users by account (admin tables), the caller's own orders, a category's books, Home's lists, each
// with the app's page size; "list unlimited" is the same query without a limit. Reports: "get" is
// the buyer's report, "get own" the caller's own, "list open" the admin's Reports page. Photos:
// "get" is the verified seller's book's cover, "get size" its bytes (served by GET /api/photos only).
// Users' "note" rows are the bell's users/{uid}/notifications: "own" the caller's, "every" a
// collection group query.
// Conversations: the buyer's order's (its book is reported, so an admin reads it) and buyer2's
// (nothing reported, "unreported"); an order's messages are its "message" rows.
// Reviews: "get" is the second buyer's pending review of the new seller (only its author reads it),
// "list intended" the seller page's published and hidden reviews; profiles are read one at a time.
const EXPECTED = `
collection      operation            anon  buyer buyer2 newSeller seller seller2 admin noDoc demoted deleted suspended
categories      get                  allow allow allow  allow     allow  allow   allow allow allow   allow   allow
categories      list intended        allow allow allow  allow     allow  allow   allow allow allow   allow   allow
categories      list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
categories      list page of 50      allow allow allow  allow     allow  allow   allow allow allow   allow   allow
categories      list page of 51      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
categories      list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
categories      create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
categories      update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
categories      delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
advertisements  get                  allow allow allow  allow     allow  allow   allow allow allow   allow   allow
advertisements  list intended        allow allow allow  allow     allow  allow   allow allow allow   allow   allow
advertisements  list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
advertisements  list page of 51      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
advertisements  list seller page     allow allow allow  allow     allow  allow   allow allow allow   allow   allow
advertisements  list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
advertisements  create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
advertisements  update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
advertisements  delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
products        get                  deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
products        list intended        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
products        list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
products        list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
products        list search          deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
products        list by price        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
products        list page of 50      deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
products        list page of 51      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
products        get contact          deny  deny  deny   deny      allow  deny    allow deny  deny    deny    deny
products        list contacts        deny  deny  deny   deny      deny   deny    allow deny  deny    deny    deny
products        write contact        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
products        create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
products        update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
products        delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           get                  deny  allow deny   deny      deny   deny    allow deny  deny    deny    deny
users           get own              deny  allow allow  allow     allow  allow   allow allow allow   deny    deny
users           list intended        deny  deny  deny   deny      deny   deny    allow deny  deny    deny    deny
users           list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           set own admin        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           get own note         deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
users           get buyer's note     deny  allow deny   deny      deny   deny    deny  deny  deny    deny    deny
users           list own notes       deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
users           list own unread      deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
users           list notes no limit  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           list notes of 51     deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           list buyer's notes   deny  allow deny   deny      deny   deny    deny  deny  deny    deny    deny
users           list every note      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           create own note      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           mark own note read   deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
users           delete own note      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          get                  deny  allow deny   deny      allow  deny    allow deny  deny    deny    deny
orders          list intended        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
orders          list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          list own page of 51  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          list buyer's         deny  allow deny   deny      deny   deny    allow deny  deny    deny    deny
orders          list own sales       deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
orders          list own open        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
orders          list seller's        deny  deny  deny   deny      allow  deny    allow deny  deny    deny    deny
orders          list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          get message          deny  allow deny   deny      allow  deny    allow deny  deny    deny    deny
orders          list messages        deny  allow deny   deny      allow  deny    allow deny  deny    deny    deny
orders          list messages unlimited  deny deny deny  deny      deny   deny    deny  deny  deny    deny    deny
orders          list messages of 51  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          get unreported message  deny deny allow  allow     deny   deny    deny  deny  deny    deny    deny
orders          list unreported messages  deny deny allow allow    deny   deny    deny  deny  deny    deny    deny
orders          write message        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
orders          update message       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
newsletter      get                  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
newsletter      list intended        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
newsletter      list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
newsletter      list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
newsletter      create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
newsletter      update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
newsletter      delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
buyerBookings   get                  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
buyerBookings   list intended        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
buyerBookings   list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
buyerBookings   list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
buyerBookings   create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
buyerBookings   update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
buyerBookings   delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          get                  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          get size             deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          list intended        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          list sizes           deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          write size           deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
photos          delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
rateLimits      get                  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
rateLimits      list intended        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
rateLimits      list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
rateLimits      list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
rateLimits      create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
rateLimits      update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
rateLimits      delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         get                  deny  allow deny   deny      deny   deny    allow deny  deny    deny    deny
reports         get own              deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
reports         list intended        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
reports         list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         list own page of 51  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         list buyer's         deny  allow deny   deny      deny   deny    allow deny  deny    deny    deny
reports         list open            deny  deny  deny   deny      deny   deny    allow deny  deny    deny    deny
reports         list open unlimited  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         list open of 51      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reports         delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reportTargets   get                  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reportTargets   list intended        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reportTargets   list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reportTargets   list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reportTargets   create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reportTargets   update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reportTargets   delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   get                  deny  allow deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   get own              deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
savedSearches   list intended        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
savedSearches   list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   list own page of 51  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   list buyer's         deny  allow deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   get buyer's book     deny  allow deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   get own book         deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
savedSearches   list own books       deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
savedSearches   list books of 51     deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   list buyer's books   deny  allow deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   write own book       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   delete buyer's book  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
savedSearches   delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
searchMatches   get                  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
searchMatches   list intended        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
searchMatches   list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
searchMatches   list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
searchMatches   create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
searchMatches   update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
searchMatches   delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
conversations   get                  deny  allow deny   deny      allow  deny    allow deny  deny    deny    deny
conversations   get unreported       deny  deny  allow  allow     deny   deny    deny  deny  deny    deny    deny
conversations   list intended        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
conversations   list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
conversations   list own page of 51  deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
conversations   list buyer's         deny  allow deny   deny      deny   deny    deny  deny  deny    deny    deny
conversations   list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
conversations   create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
conversations   update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
conversations   delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         get                  deny  deny  allow  deny      deny   deny    deny  deny  deny    deny    deny
reviews         get published        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
reviews         get hidden           deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
reviews         list intended        deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
reviews         list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         list any status      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         list pending         deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         list own             deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
reviews         publish own          deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
reviews         delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
sellerProfiles  get                  deny  allow allow  allow     allow  allow   allow deny  allow   deny    deny
sellerProfiles  list intended        deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
sellerProfiles  list unlimited       deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
sellerProfiles  list unfiltered      deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
sellerProfiles  create               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
sellerProfiles  update               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
sellerProfiles  delete               deny  deny  deny   deny      deny   deny    deny  deny  deny    deny    deny
`;

interface Case {
  collection: string;
  operation: string;
  caller: CallerName;
  outcome: 'allow' | 'deny';
}

/** Reads the table into one case per cell; a malformed table fails the suite before it runs. */
function parseTable(table: string): Case[] {
  const [header, ...rows] = table.trim().split('\n');
  const callers = header!.trim().split(/\s+/).slice(2) as CallerName[];
  expect(callers).toEqual(Object.keys(CALLERS));
  return rows.flatMap((row) => {
    // Operation names have single spaces; columns are separated by two or more.
    const [collection, operation, ...cells] = row.trim().split(/\s{2,}/);
    const outcomes = cells.flatMap((c) => c.split(/\s+/));
    if (!collection || !operation || !OPERATIONS[collection]?.[operation] || outcomes.length !== callers.length) {
      throw new Error(`Malformed row: ${row}`);
    }
    return outcomes.map((outcome, i) => {
      if (outcome !== 'allow' && outcome !== 'deny') throw new Error(`Unknown outcome ${outcome} in: ${row}`);
      return { collection, operation, caller: callers[i]!, outcome };
    });
  });
}

const CASES = parseTable(EXPECTED);
let env: RulesTestEnvironment;
const contexts = new Map<CallerName, RulesTestContext>();
let ran = 0;
let passed = 0;

beforeAll(async () => {
  // The SDK logs every refused write as a warning; the matrix refuses hundreds on purpose.
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-reshelf-rules',
    firestore: { ...FIRESTORE, rules: readFileSync('firestore.rules', 'utf8') },
  });
  await seedData(env);
  for (const name of Object.keys(CALLERS) as CallerName[]) contexts.set(name, contextOf(env, CALLERS[name]));
});

afterAll(async () => {
  console.log(`Firestore rules matrix: ${ran} of ${CASES.length} cases ran, ${passed} passed`);
  await env?.cleanup();
});

describe('the rules matrix', () => {
  it('covers every collection with every operation', () => {
    const rows = new Set(CASES.map((c) => `${c.collection}/${c.operation}`));
    const expected = Object.values(COLLECTIONS).flatMap((name) =>
      [...BASE_OPERATIONS, ...Object.keys(OPERATIONS[name] ?? {})].map((op) => `${name}/${op}`),
    );
    expect([...rows].sort()).toEqual([...new Set(expected)].sort());
    expect(CASES.length).toBeGreaterThanOrEqual(150);
  });

  const rows = CASES.map((c) => [c.collection, c.operation, c.caller, c.outcome, c] as const);
  it.each(rows)('%s: %s by %s is %s', async (_collection, _operation, _caller, _outcome, c) => {
    ran += 1;
    const db = firestoreOf(contexts.get(c.caller)!);
    const attempt = OPERATIONS[c.collection]![c.operation]!(db, CALLERS[c.caller]);
    await (c.outcome === 'allow' ? assertSucceeds(attempt) : assertFails(attempt));
    passed += 1;
  });
});
