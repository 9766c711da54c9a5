// Prepares the purchase load test: N signed-in users with funded wallets and an SMS package of 1 coin.
// Run against the server's database, with the server's signing secret:
//   DATABASE_URL=postgres://... JWT_SECRET=<the server's> npx tsx bench/seeders/prepare-wallets.ts [users] [coins]
// Defaults: 1,000 users, 1,000,000 coins each. Prints one JSON line: { "package": pid, "tokens": [access tokens] }.
// Then each purchase is: POST /api/messaging/v1/purchases/  {"package": "<pid>"}
//   headers: authorization: Bearer <token>, content-type: application/json  (optionally Idempotency-Key)
// answering 201; one wallet: every connection uses tokens[0]; many wallets: rotate through tokens.
import { connectDatabase, migrateDatabase } from '../../apps/server/src/db/client.ts';
import { createTokenService } from '../../apps/server/src/modules/auth/tokens.service.ts';
import { createUsersRepository } from '../../apps/server/src/modules/auth/users.repository.ts';
import { createSmsPackage } from '../../apps/server/src/modules/messaging/messaging-admin.ts';
import { moneyTransaction, postMovement } from '../../apps/server/src/modules/wallet/ledger.ts';

const count = Number(process.argv[2] ?? 1_000);
const coins = Number(process.argv[3] ?? 1_000_000);
const { DATABASE_URL: url, JWT_SECRET: secret } = process.env;
if (!url || !secret) {
  console.error('Set DATABASE_URL and JWT_SECRET (the running server’s).');
  process.exit(2);
}

const database = connectDatabase(url, 4);
try {
  await migrateDatabase(database);
  const { db } = database;
  const users = createUsersRepository(db);
  const tokens = createTokenService(db, { secret, accessTtlSeconds: 3 * 3600, refreshTtlDays: 1 });
  const pkg = await createSmsPackage(db, {
    name: 'بسته آزمون بار',
    messages: 1,
    price: 1,
    is_active: true,
    sort_order: 999,
  });
  const run = Date.now().toString(36);
  const access: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await users.insert({
      phone: `bench-${run}-${i}`,
      firstName: 'کاربر',
      lastName: 'آزمون',
      passwordHash: null,
      roles: ['client'],
    });
    await moneyTransaction(db, (tx) =>
      postMovement(tx, {
        kind: 'adjustment',
        idempotencyKey: `bench-fund:${user.id}`,
        description: 'شارژ آزمون بار',
        postings: [
          { account: { system: 'rewards' }, amount: -coins },
          { account: { userId: user.id }, amount: coins },
        ],
      }),
    );
    access.push((await tokens.startSession(user, {})).access_token);
  }
  console.log(JSON.stringify({ package: pkg.pid, tokens: access }));
} finally {
  await database.close();
}
