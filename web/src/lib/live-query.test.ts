import { Timestamp } from 'firebase/firestore';
import { from, lastValueFrom, toArray } from 'rxjs';
import { expect, it } from 'vitest';
import { keepEqual, keepUnchanged, type Row } from './live-query';

const book = (id: string, price: number): Row<{ productName: string; resalePrice: number; postedAt: Timestamp }> => ({
  _id: id,
  productName: id,
  resalePrice: price,
  postedAt: new Timestamp(1_700_000_000, 0),
});

it('keeps a document the next snapshot brings unchanged, and takes one that changed', () => {
  const before = book('dracula', 150);
  expect(keepEqual(before, book('dracula', 150))).toBe(before);
  const cheaper = book('dracula', 120);
  expect(keepEqual(before, cheaper)).toBe(cheaper);
  expect(keepEqual(before, undefined)).toBeUndefined();
  expect(keepEqual(undefined, before)).toBe(before);
});

it('tells documents apart by a Timestamp field', () => {
  const before = book('dracula', 150);
  const reposted = { ...book('dracula', 150), postedAt: new Timestamp(1_700_000_001, 0) };
  expect(keepEqual(before, reposted)).toBe(reposted);
});

it('keeps the same list when every row is unchanged', () => {
  const before = [book('dracula', 150), book('ivanhoe', 90)];
  expect(keepEqual(before, [book('dracula', 150), book('ivanhoe', 90)])).toBe(before);
});

it('keeps the unchanged rows of a list that changed, by id, wherever they moved', () => {
  const [dracula, ivanhoe, benHur] = [book('dracula', 150), book('ivanhoe', 90), book('ben-hur', 200)];
  const cheaperIvanhoe = book('ivanhoe', 80);
  const after = keepEqual([dracula, ivanhoe, benHur], [cheaperIvanhoe, book('ben-hur', 200), book('dracula', 150)]);
  expect(after[0]).toBe(cheaperIvanhoe);
  expect(after[1]).toBe(benHur);
  expect(after[2]).toBe(dracula);
});

it('gives a new list when a row left or came, with the rows that stayed', () => {
  const [dracula, ivanhoe] = [book('dracula', 150), book('ivanhoe', 90)];
  const before = [dracula, ivanhoe];
  const shorter = keepEqual(before, [book('dracula', 150)]);
  expect(shorter).not.toBe(before);
  expect(shorter).toEqual([dracula]);
  expect(shorter[0]).toBe(dracula);
  const longer = keepEqual(before, [book('dracula', 150), book('ivanhoe', 90), book('ben-hur', 200)]);
  expect(longer).toHaveLength(3);
  expect(longer[1]).toBe(ivanhoe);
});

it('gives a live read the value before when nothing changed, and shares its data when only the source changed', async () => {
  const answers = [
    { data: [book('dracula', 150)], fromCache: true },
    { data: [book('dracula', 150)], fromCache: true },
    { data: [book('dracula', 150)], fromCache: false },
  ];
  const seen = await lastValueFrom(
    from(answers).pipe(
      keepUnchanged('data', (before, after) => after.fromCache === before.fromCache),
      toArray(),
    ),
  );
  expect(seen[1]).toBe(seen[0]);
  expect(seen[2]).not.toBe(seen[0]);
  expect(seen[2]?.fromCache).toBe(false);
  expect(seen[2]?.data).toBe(seen[0]?.data);
});
