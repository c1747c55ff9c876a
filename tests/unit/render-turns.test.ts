import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createTurns } from '../../server/cache/turns.mjs';

/**
 * The render turns on their own, without HTTP: who renders, who waits, what the waiters get, and that a
 * waiter never spins on a turn that is over (the stall a load test once found at 100 % CPU).
 */

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('render turns', () => {
  it('hand the first visitor’s page to everyone who asked meanwhile, and count them', async () => {
    const turns = createTurns<string>();
    const turn = turns.begin('/technology')!;
    const waiting = [turns.waitForShared('/technology'), turns.waitForShared('/technology'), turns.waitForShared('/technology')];
    await tick();
    expect(turn.asks).toBe(3);
    turn.share('the page');
    expect(await Promise.all(waiting)).toEqual(['the page', 'the page', 'the page']);
    // Until it is closed (the page stored), a visitor arriving late still gets it without rendering.
    expect(await turns.waitForShared('/technology')).toBe('the page');
    turn.close();
    expect(turns.isRunning('/technology')).toBe(false);
    expect(await turns.waitForShared('/technology')).toBeNull();
  });

  it('wake waiters with nothing to share only after the turn has left, so each renders for itself', async () => {
    const turns = createTurns<string>();
    const turn = turns.begin('/contact')!;
    const seenRunning: boolean[] = [];
    const waiting = [1, 2].map(async () => {
      const value = await turns.waitForShared('/contact');
      seenRunning.push(turns.isRunning('/contact'));
      return value;
    });
    await tick();
    turn.close();
    expect(await Promise.all(waiting)).toEqual([null, null]);
    expect(seenRunning).toEqual([false, false]);
  });

  it('let the visitors of an address that rendered for one visitor render side by side, until it is shared again', async () => {
    const turns = createTurns<string>();
    turns.rendersPerVisitor('/contact', true);
    expect(turns.begin('/contact')).toBeNull();
    expect(await turns.waitForShared('/contact')).toBeNull();
    turns.rendersPerVisitor('/contact', false);
    expect(turns.begin('/contact')).not.toBeNull();
  });

  it('forget every per-visitor address at once when the set is full, never growing past its bound', () => {
    const turns = createTurns<string>({ maxPerVisitor: 3 });
    for (const key of ['/a', '/b', '/c']) turns.rendersPerVisitor(key, true);
    expect(turns.begin('/a')).toBeNull();
    turns.rendersPerVisitor('/d', true);
    expect(turns.begin('/a')).not.toBeNull();
    expect(turns.begin('/d')).toBeNull();
  });

  it('never await a settled turn twice: a turn woken with nothing while still listed does not make its waiters spin', async () => {
    // In a worker: a waiter that spins on a settled promise never yields, so it would starve this test's
    // own timers; from here, the worker is watched from outside. It answers within a turn of its event loop
    // once started; one that spins never answers, and is stopped after 15 s (a guard against that hang,
    // inside the test's own 20 s so the worker is always ended here).
    const worker = new Worker(
      `
      const { parentPort } = require('node:worker_threads');
      import(${JSON.stringify(new URL('../../server/cache/turns.mjs', import.meta.url).href)}).then(async ({ createTurns }) => {
        const turns = createTurns();
        const turn = turns.begin('/contact');
        const waiters = [turns.waitForShared('/contact'), turns.waitForShared('/contact')];
        await new Promise((resolve) => setImmediate(resolve));
        // The old order: the waiters woken with nothing while the turn is still listed, the turn leaving
        // only after its owner awaited work outside the microtask queue (compressing the page), which
        // spinning waiters never let run.
        turn.share(null);
        await new Promise((resolve) => setImmediate(resolve));
        turn.close();
        parentPort.postMessage(await Promise.all(waiters));
      });
      `,
      { eval: true },
    );
    try {
      const answer = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the waiters spun on a settled turn: no answer within 15 s')), 15_000);
        worker.once('message', (message) => {
          clearTimeout(timer);
          resolve(message);
        });
        worker.once('error', reject);
      });
      expect(answer).toEqual([null, null]);
    } finally {
      await worker.terminate();
    }
  });
});
