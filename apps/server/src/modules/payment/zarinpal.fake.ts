// A local stand-in for ZarinPal's v4 API (request.json, verify.json), answering as the real one does.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'normal' | 'error' | 'http500' | 'slow' | 'garbage';

interface FakeAuthority {
  amount: number;
  paid: boolean;
  verified: boolean;
}

export interface ZarinpalFake {
  baseUrl: string;
  mode: FakeMode;
  /** How long `slow` waits before answering. */
  delayMs: number;
  authorities: Map<string, FakeAuthority>;
  received: { path: string; body: Record<string, unknown> }[];
  /** The customer pays on ZarinPal's page (optionally a different amount, as a tampered session would). */
  pay(authority: string, amount?: number): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

const failure = (code: number, message: string) => ({ data: [], errors: { code, message, validations: [] } });

export async function startZarinpalFake(merchantId: string): Promise<ZarinpalFake> {
  const fake = {
    mode: 'normal' as FakeMode,
    delayMs: 1_000,
    authorities: new Map<string, FakeAuthority>(),
    received: [] as { path: string; body: Record<string, unknown> }[],
  };
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    fake.received.push({ path: request.url ?? '', body });
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (fake.mode === 'slow') await new Promise((r) => setTimeout(r, fake.delayMs));
    if (fake.mode === 'http500') return answer(500, { message: 'Internal Server Error' });
    if (fake.mode === 'garbage') {
      response.writeHead(502, { 'content-type': 'text/html' });
      return response.end('<html>Bad Gateway</html>');
    }
    if (fake.mode === 'error') return answer(400, failure(-9, 'The input params invalid, validation error.'));
    if (body.merchant_id !== merchantId) return answer(401, failure(-10, 'Terminal is not valid.'));
    if (request.url === '/pg/v4/payment/request.json') {
      const authority = `A${String(randomInt(10 ** 9)).padStart(35, '0')}`;
      fake.authorities.set(authority, { amount: Number(body.amount), paid: false, verified: false });
      return answer(200, {
        data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 100 },
        errors: [],
      });
    }
    if (request.url === '/pg/v4/payment/verify.json') {
      const session = fake.authorities.get(String(body.authority));
      if (!session) return answer(404, failure(-54, 'Invalid authority.'));
      if (session.amount !== Number(body.amount)) {
        return answer(400, failure(-50, 'Session is not valid, amounts values is not the same.'));
      }
      if (!session.paid) return answer(400, failure(-51, 'Session is not active, paid try is unsuccessful.'));
      const code = session.verified ? 101 : 100;
      session.verified = true;
      return answer(200, {
        data: {
          code,
          message: code === 100 ? 'Verified' : 'Verified before',
          card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69',
          card_pan: '502229******5995',
          ref_id: 201,
          fee_type: 'Merchant',
          fee: 100,
        },
        errors: [],
      });
    }
    return answer(404, failure(-9, 'Not found.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pay(authority: string, amount?: number) {
      const session = fake.authorities.get(authority);
      if (!session) throw new Error(`the fake does not know ${authority}`);
      session.paid = true;
      if (amount !== undefined) session.amount = amount;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
