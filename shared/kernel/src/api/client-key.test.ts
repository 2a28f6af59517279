import { newClientKey } from './client-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientKey', () => {
  it('makes a different UUID v4 each time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newClientKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('makes a UUID v4 outside a secure context too, where randomUUID is missing', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newClientKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      if (own === undefined) Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
      else Object.defineProperty(globalThis.crypto, 'randomUUID', own);
    }
  });
});
