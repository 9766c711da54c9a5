import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import type { Role } from '@vakilyar/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';
import type { Logger } from 'pino';
import { unauthorized } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import { assertMaySignIn } from '../admin/user-blocks.ts';
import type { Actor } from './actor.ts';
import { authTexts } from './auth.messages.ts';
import { refreshTokens, sessions, userRoles, users } from './auth.tables.ts';
import { createAccessWatch } from './session-cache/access-watch.ts';
import { createAuthChanges } from './session-cache/auth-changes.ts';
import { createSessionCache } from './session-cache/session-cache.ts';
import { type AccessClaims, createVerifiedTokens } from './session-cache/verified-tokens.ts';

interface TokenOptions {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

export interface DeviceInfo {
  userAgent?: string;
  ip?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Access tokens are 15-minute JWTs naming the user and the device session; refresh tokens are opaque,
 * stored hashed, rotated on every use. Reusing a rotated refresh token revokes its whole session.
 */
export function createTokenService(db: Db, options: TokenOptions) {
  // A KeyObject made once: jose would otherwise import the raw secret again on every verification.
  const key = createSecretKey(Buffer.from(options.secret));
  const findLiveSession = db
    .select({
      userId: users.id,
      pid: users.pid,
      phone: users.phone,
      sessionId: sessions.id,
      sessionPid: sessions.pid,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasPhoto: sql<boolean>`${users.photoDocumentId} is not null`,
      referralCode: users.referralCode,
      createdAt: users.createdAt,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.pid, sql.placeholder('sessionPid')),
        eq(users.pid, sql.placeholder('userPid')),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .prepare('find_live_session');
  // Decision 013: live sessions answered from memory while the database's change feed is live.
  const changes = createAuthChanges((db as Db & { $client: pg.Pool }).$client.options);
  const cache = createSessionCache(changes);
  const verifiedTokens = createVerifiedTokens();
  const readLiveSession = async (sessionPid: string, userPid: string): Promise<Actor | undefined> => {
    const [row] = await findLiveSession.execute({ sessionPid, userPid });
    return row?.phone ? { ...row, phone: row.phone } : undefined;
  };
  const access = createAccessWatch(
    changes,
    (actor) => readLiveSession(actor.sessionPid, actor.pid),
    (error) => changes.log?.error({ err: error }, 're-checking a connection after an auth change failed'),
  );

  const signAccess = (userPid: string, sessionPid: string) =>
    new SignJWT({ sid: sessionPid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userPid)
      .setIssuedAt()
      .setExpirationTime(`${options.accessTtlSeconds}s`)
      .sign(key);

  async function issueRefresh(sessionId: number, tx: Executor = db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      sessionId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + options.refreshTtlDays * 86_400_000),
    });
    return token;
  }

  /** Signs a device in: a new session with its first token pair. */
  async function startSession(user: { id: number; pid: string }, device: DeviceInfo) {
    const sessionPid = newPid();
    return db.transaction(async (tx) => {
      await assertMaySignIn(tx, user.id);
      const [session] = await tx
        .insert(sessions)
        .values({
          pid: sessionPid,
          userId: user.id,
          userAgent: device.userAgent?.slice(0, 300),
          ip: device.ip,
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error('session insert returned nothing');
      const refresh_token = await issueRefresh(session.id, tx);
      return { access_token: await signAccess(user.pid, sessionPid), refresh_token };
    });
  }

  async function rotate(refreshToken: string) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          tokenId: refreshTokens.id,
          rotatedAt: refreshTokens.rotatedAt,
          expiresAt: refreshTokens.expiresAt,
          sessionId: sessions.id,
          sessionPid: sessions.pid,
          revokedAt: sessions.revokedAt,
          userPid: users.pid,
          deletedAt: users.deletedAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
        .for('update', { of: refreshTokens });
      if (!row || row.revokedAt || row.deletedAt || row.expiresAt.getTime() <= Date.now()) {
        return { error: authTexts.refreshInvalid } as const;
      }
      if (row.rotatedAt) {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokeReason: 'refresh_token_reuse' })
          .where(eq(sessions.id, row.sessionId));
        return { error: authTexts.refreshReused } as const;
      }
      await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.tokenId));
      const refresh_token = await issueRefresh(row.sessionId, tx);
      return {
        tokens: { access_token: await signAccess(row.userPid, row.sessionPid), refresh_token },
      } as const;
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    return outcome.tokens;
  }

  /** Ends the session a refresh token belongs to; unknown tokens are ignored so logout always succeeds. */
  async function revokeByRefreshToken(refreshToken: string): Promise<void> {
    await db.execute(sql`
      update ${sessions} set revoked_at = now(), revoke_reason = 'logout'
      where revoked_at is null and id = (
        select session_id from ${refreshTokens} where token_hash = ${sha256(refreshToken)}
      )`);
  }

  async function revokeSession(sessionId: number, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async function revokeAllSessions(userId: number, reason: string, tx: Executor = db): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /** Signs every other device out (a password change): the session that asked stays. */
  async function revokeOtherSessions(
    userId: number,
    keepSessionId: number,
    reason: string,
    tx: Executor = db,
  ) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  }

  async function verifyAccess(accessToken: string): Promise<AccessClaims> {
    const known = verifiedTokens.get(accessToken);
    if (known) return known;
    let claims: { sub?: string; sid?: unknown; exp?: number };
    try {
      ({ payload: claims } = await jwtVerify(accessToken, key, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthorized(authTexts.tokenInvalid);
      throw error;
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
      throw unauthorized(authTexts.tokenInvalid);
    const verified = { sub: claims.sub, sid: claims.sid, exp: claims.exp };
    verifiedTokens.put(accessToken, verified);
    return verified;
  }

  /** Reads the access token; the session must still be live, so a revoked device stops at once. */
  async function authenticate(accessToken: string): Promise<Actor> {
    const claims = await verifyAccess(accessToken);
    const cached = cache.get(claims.sid);
    if (cached?.pid === claims.sub) return cached;
    const ticket = cache.ticket();
    const actor = await readLiveSession(claims.sid, claims.sub);
    if (!actor) throw unauthorized(authTexts.tokenInvalid);
    cache.put(claims.sid, actor, ticket);
    return actor;
  }

  return {
    startSession,
    rotate,
    revokeByRefreshToken,
    revokeSession,
    revokeAllSessions,
    revokeOtherSessions,
    authenticate,
    /** Ends a long-lived connection (a chat socket) once the actor's session or roles end, in any process. */
    watchAccess: access.watch,
    /** Starts and stops the change feed; until started, every request reads the database. */
    start: (log?: Logger) => changes.start(log),
    /** Waits until the auth changes committed so far reached this process (after a write, before answering). */
    settle: () => changes.settle(),
    /** Whether valid tokens are being answered from memory (the change feed is live). */
    get cacheLive() {
      return changes.live;
    },
    stop: () => changes.stop(),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
