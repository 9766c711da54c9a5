import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { lastCode, post, registerUser } from '../../test/auth-helpers.ts';
import { uniquePhone } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createConsoleProvider } from '../modules/sms/console.provider.ts';
import { buildApp } from './app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides credentials and searches in queries and access-link paths, keeps the rest', () => {
    expect(redactUrl('/ws/chat/abc/consultant/?token=eyJ.x.y')).toBe(
      '/ws/chat/abc/consultant/?token=[redacted]',
    );
    expect(redactUrl('/api/payment/v1/verify/?Authority=A0001&Status=OK')).toBe(
      '/api/payment/v1/verify/?Authority=[redacted]&Status=OK',
    );
    expect(redactUrl('/access/s3cr3t-link?x=1')).toBe('/access/[redacted]?x=1');
    expect(redactUrl('/api/lawyer-office/v1/clients/?search=0012345679&page=2')).toBe(
      '/api/lawyer-office/v1/clients/?search=[redacted]&page=2',
    );
    expect(
      redactUrl('/api/lawyer-office/v1/cases/?client_national_code=0012345679&ordering=-created_at&q=x'),
    ).toBe('/api/lawyer-office/v1/cases/?client_national_code=[redacted]&ordering=-created_at&q=[redacted]');
  });
});

describe('request logs', () => {
  it('carry no token, code, password or national code from sockets, searches, access links, callbacks, headers or bodies', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk;
        done();
      },
    });
    // The logger a process would start with, without any redaction of its own.
    const logger = pino({ level: 'trace' }, sink);
    const database = connectDatabase(inject('databaseUrl'));
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' }),
      database,
      logger,
      smsProvider: createConsoleProvider(logger),
      secret: 'test-secret-that-is-long-enough-for-hs256',
    });
    const user = await registerUser(app, 'client');
    const phone = uniquePhone();
    await post(app, '/api/auth/v1/send-register-code/', { username: phone });
    const code = await lastCode(app, phone);
    const secrets = [
      user.access,
      user.refresh,
      code,
      'Secret-Pass-1',
      'link-secret-42',
      'AUTHORITY-777',
      '0012345679',
    ];

    await app.inject({ url: `/ws/chat/none/consultant/?token=${user.access}` });
    await app.inject({ url: '/access/link-secret-42', headers: { accept: 'text/html' } });
    await app.inject({ url: '/api/payment/v1/verify/?Authority=AUTHORITY-777&Status=OK' });
    await app.inject({
      url: '/api/lawyer-office/v1/clients/?search=0012345679',
      headers: { authorization: `Bearer ${user.access}` },
    });
    await app.inject({
      url: '/api/user/v1/profile/get-profile/',
      headers: { authorization: `Bearer ${user.access}`, cookie: `refresh=${user.refresh}` },
    });
    await post(app, '/api/auth/v1/login/', { username: user.phone, password: 'Secret-Pass-1' });
    await post(app, '/api/auth/v1/refresh/', { refresh_token: user.refresh });
    await app.close();
    await database.close();

    expect(logged).toContain('/ws/chat/none/consultant/?token=[redacted]');
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });
});
