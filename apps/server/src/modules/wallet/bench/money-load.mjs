// The purchase load scenarios for the lead's bench runner (autocannon, like bench/lib.mjs).
// Usage: const tokens = ...prepare-wallets.ts output; await benchPurchases({ baseUrl, packagePid, tokens })
import autocannon from 'autocannon';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const figures = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/**
 * SMS package purchases from the wallet (POST /api/messaging/v1/purchases/): 50 connections on one
 * wallet (every request on the same wallet row), then on many wallets (each request a different one).
 */
export async function benchPurchases({ baseUrl, packagePid, tokens, connections = 50, duration = 10 }) {
  const url = `${baseUrl}/api/messaging/v1/purchases/`;
  const body = JSON.stringify({ package: packagePid });
  const request = (token) => ({
    method: 'POST',
    path: '/api/messaging/v1/purchases/',
    body,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const oneWallet = await run({ url, connections, duration, requests: [request(tokens[0])] });
  let next = 0;
  const manyWallets = await run({
    url,
    connections,
    duration,
    requests: [
      {
        ...request(tokens[0]),
        setupRequest: (req) => ({ ...req, ...request(tokens[next++ % tokens.length]) }),
      },
    ],
  });
  return { oneWallet: figures(oneWallet), manyWallets: figures(manyWallets) };
}
