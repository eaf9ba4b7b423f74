// Calls made while one runs go together in the next; each caller learns how its own call went.
import { Coalescer } from '../../src/crawl/coalesce.ts';

test('items added while a call runs are sent together in one next call, in order', async () => {
  const calls: number[][] = [];
  let finish!: () => void;
  const coalescer = new Coalescer<number>(async (items) => {
    calls.push(items);
    if (calls.length === 1) await new Promise<void>((resolve) => { finish = resolve; });
  });
  const first = coalescer.add([1]);
  const rest = [coalescer.add([2]), coalescer.add([3, 4])];
  expect(calls).toEqual([[1]]);
  finish();
  await Promise.all([first, ...rest]);
  expect(calls).toEqual([[1], [2, 3, 4]]);
});

test('a failed call rejects its own callers only; the next call is still made', async () => {
  let fail = true;
  const coalescer = new Coalescer<string>(async () => {
    await Promise.resolve();
    if (fail) { fail = false; throw new Error('database gone'); }
  });
  const first = coalescer.add(['a']);
  const second = coalescer.add(['b']);
  await expect(first).rejects.toThrow('database gone');
  await expect(second).resolves.toBeUndefined();
});
