/**
 * A new client key for one change the customer confirmed (an order, a cancel, a transfer): a random
 * UUID v4, made once when the customer confirms and sent with every try of that change as
 * `Data.ClientKey`, so that the back end answers a repeated key with its first result (rule ORD-1).
 * Keep it with the pending change (not per click), so a double click or a retry reuses it.
 */
export function newClientKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts; getRandomValues everywhere
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
