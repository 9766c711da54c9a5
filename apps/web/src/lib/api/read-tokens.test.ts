import { describe, expect, it } from 'vitest';
import { readTokens } from './read-tokens';

describe('readTokens', () => {
  it.each([
    [
      'result',
      { result: { access_token: 'a', refresh_token: 'r' } },
      { accessToken: 'a', refreshToken: 'r' },
    ],
    ['data', { data: { access: 'a', refresh: 'r' } }, { accessToken: 'a', refreshToken: 'r' }],
    ['the top level', { access_token: 'a' }, { accessToken: 'a', refreshToken: undefined }],
    [
      'the top level, short names',
      { access: 'a', refresh_token: 'r' },
      { accessToken: 'a', refreshToken: 'r' },
    ],
  ])('finds the tokens in %s', (_place, body, tokens) => {
    expect(readTokens(body)).toEqual(tokens);
  });

  it.each([null, 'text', {}, { result: { refresh_token: 'r' } }, { result: { access_token: '' } }])(
    'finds none in %j',
    (body) => {
      expect(readTokens(body)).toBeNull();
    },
  );
});
