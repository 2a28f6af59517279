/**
 * The jest setup (`jest/restore-timers.ts`) puts every test back on real timers, so a test that
 * switches to fake timers and fails before switching back cannot stall the tests after it.
 * The two tests run in order: the first leaves fake timers on, the second needs real ones.
 */
describe('fake timers', () => {
  it('may be left on by a test that ends early', () => {
    jest.useFakeTimers();
    expect(Date.now()).toBe(Date.now()); // fake time stands still
  });

  it('are off again in the next test', async () => {
    // on fake timers this timeout never fires and the test fails on its own 1 s limit
    await new Promise((resolve) => setTimeout(resolve, 5));
  }, 1000);
});
