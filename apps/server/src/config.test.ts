import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has a default for everything a first start needs', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SMS_PROVIDER: 'console',
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT \("eighty"\)/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: JWT_SECRET \(missing\) is required in production/],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) },
      /^Invalid configuration: PAYMENT_GATEWAY \(missing\) must be a real gateway in production/,
    ],
    [{ SMS_PROVIDER: 'kavenegar' }, /KAVENEGAR_API_KEY \(missing\)/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET \("\*\*\*"\) must be at least 32 characters/],
  ])('stops on %o with one line naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
