/**
 * The jest setup (`jest/restore-timers.ts`) puts every test back on real timers, so a test that
 * switches to fake timers and fails before switching back cannot stall the tests after it.
 * The two tests run in order: the first leaves fake timers on, the second needs real ones.
 */
describe('fake timers', () => {
  it('may be left on by a test that ends early', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T02:00:00Z') });
    // fake time moves only when told to: proof that the fake clock is really on when this test ends
    jest.advanceTimersByTime(90_000);
    expect(new Date().toISOString()).toBe('2026-11-26T02:01:30.000Z');
  });

  it('are off again in the next test', async () => {
    // on fake timers this timeout never fires and the test fails on its own 1 s limit
    await new Promise((resolve) => setTimeout(resolve, 5));
  }, 1000);
});
