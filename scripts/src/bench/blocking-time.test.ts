import { blockingBetween, quietState } from './blocking-time';

describe('total blocking time', () => {
  it('sums each long task beyond 50 ms between first paint and quiet, clipping a task under way at first paint', () => {
    const tasks = [
      { start: 100, duration: 400 }, // before first paint: not counted
      { start: 900, duration: 200 }, // under way at first paint (1000): its 100 ms after it count, 50 beyond the threshold
      { start: 1500, duration: 120 }, // 70
      { start: 2000, duration: 51 }, // 1
      { start: 9000, duration: 300 }, // after quiet: not counted
    ];
    expect(blockingBetween(tasks, 1000, 5000)).toEqual({ totalBlockingMs: 121, longestTaskMs: 200, longTasks: 3 });
  });

  it('is zero with no long task', () => {
    expect(blockingBetween([], 500, 3000)).toEqual({ totalBlockingMs: 0, longestTaskMs: 0, longTasks: 0 });
  });
});

describe('quiet', () => {
  it('is the quiet window after the last long task, request or the ready paint', () => {
    const tasks = [{ start: 1000, duration: 300 }];
    const requests = [{ start: 900, end: 1800 }];
    expect(quietState(tasks, requests, 1200, 3000)).toEqual({ busyUntil: 1800, quiet: false });
    expect(quietState(tasks, requests, 1200, 3800)).toEqual({ busyUntil: 1800, quiet: true });
    expect(quietState([], [], 2500, 4000)).toEqual({ busyUntil: 2500, quiet: false });
  });

  it('is not reached while a request is in flight', () => {
    expect(quietState([], [{ start: 100, end: undefined }], 1000, 9000)).toEqual({ busyUntil: 9000, quiet: false });
  });
});
