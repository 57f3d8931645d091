import { expect, it } from 'vitest';
import { runInStages } from './stages';

it('runs the stages in order, each in a task after the one before', async () => {
  const log: string[] = [];
  await runInStages([
    async () => {
      log.push('first');
      setTimeout(() => log.push('a task queued by the first'));
    },
    async () => log.push('second'),
  ]);
  expect(log).toEqual(['first', 'a task queued by the first', 'second']);
});
