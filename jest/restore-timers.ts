// Every test starts on real timers, whatever the test before it did: a test that switches to fake
// timers and then fails before its own `jest.useRealTimers()` would otherwise leave the next tests of
// its file waiting on timers that never fire. Runs after each test of every project.
afterEach(() => {
  jest.useRealTimers();
});
