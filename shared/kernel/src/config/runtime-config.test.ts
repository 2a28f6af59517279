import { ApiError } from '../api/errors';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  apiBase: 'https://api.example.test/',
  loginUrl: 'https://login.example.test/bond',
  appDeepLink: 'kgiapp://overseas',
  remotes: { remote_bond: 'https://bond.example.test/mf-manifest.json' },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete config and drops trailing slashes', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, apiBase: 'https://api.example.test' });
  });

  it.each([null, 'text', [], {}, { ...valid, apiBase: 3 }, { ...valid, remotes: [] }, { ...valid, remotes: { a: '' } }, { ...valid, loginUrl: undefined }])(
    'turns %p into a malformed ApiError with a zh-TW message',
    (input) => {
      expect(() => parseRuntimeConfig(input)).toThrow(ApiError);
      try {
        parseRuntimeConfig(input);
      } catch (error) {
        expect((error as ApiError).kind).toBe('malformed');
        expect((error as ApiError).message).toMatch(/系統設定/);
      }
    },
  );
});
