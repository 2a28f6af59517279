// The sandbox behind `fetch` for remote-bond's component tests: the common one, kept with the sandbox.
export * from 'sandbox/test-fetch';
