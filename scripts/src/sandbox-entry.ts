/** Starts the sandbox broker API on :8090 (filled in when the sandbox lands). */
export async function startSandbox(): Promise<void> {}
