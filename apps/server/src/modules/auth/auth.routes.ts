import {
  zAuthResponse,
  zCheckUserExistsRequest,
  zCodeSentResponse,
  zExistsResponse,
  zForgotPasswordRequest,
  zLoginRequest,
  zLogoutRequest,
  zMessage,
  zRefreshRequest,
  zRegisterRequest,
  zResult,
  zSendCodeRequest,
  zTokensResponse,
  zVerifyOtpRequest,
} from '@vakilyar/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, deviceOf } from '../../core/auth-guard.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { authTexts } from './auth.messages.ts';
import type { AuthService } from './auth.service.ts';
import type { AuthLimits } from './login-guard.ts';
import type { TokenService } from './tokens.service.ts';

const tags = ['auth'];

export function authRoutes(
  { auth, tokens }: { auth: AuthService; tokens: TokenService },
  limits: AuthLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
    const codeLimit = {
      rateLimit: { max: limits.codesPerHourPerAddress, timeWindow: '1 hour', keyGenerator: byAddress },
    };
    // Counted once the body is read: a sign-in with a password sends no code and spends none of this budget.
    const loginCodeLimit = {
      rateLimit: {
        ...codeLimit.rateLimit,
        hook: 'preHandler' as const,
        allowList: (request: FastifyRequest) =>
          Boolean((request.body as { password?: string } | null)?.password),
      },
    };
    const checkLimit = {
      rateLimit: { max: limits.checksPerHourPerAddress, timeWindow: '1 hour', keyGenerator: byAddress },
    };

    app.post(
      '/api/auth/v1/check-user-exists/',
      {
        config: checkLimit,
        schema: { tags, body: zCheckUserExistsRequest, response: { 200: zExistsResponse } },
      },
      async (request) => ({
        result: await auth.checkUserExists(request.body.username, request.body.country_alpha2),
      }),
    );

    app.post(
      '/api/auth/v1/login/',
      {
        config: loginCodeLimit,
        schema: {
          tags,
          description: 'With a password: tokens (200). Without: a one-time code is texted (202).',
          body: zLoginRequest,
          response: { 200: zAuthResponse, 202: zCodeSentResponse },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        if (password) return { result: await signInWithPassword(username, password, request) };
        return reply.status(202).send({ result: await auth.sendLoginCode(username) });
      },
    );

    async function signInWithPassword(username: string, password: string, request: FastifyRequest) {
      await limits.guard.assertMayTry(username, request.ip);
      try {
        const result = await auth.loginWithPassword(username, password, deviceOf(request));
        await limits.guard.succeeded(username);
        return result;
      } catch (error) {
        if (!isWrongPassword(error)) throw error;
        throw (await limits.guard.failed(username, request.ip)) ?? error;
      }
    }

    app.post(
      '/api/auth/v1/verify-otp/',
      { schema: { tags, body: zVerifyOtpRequest, response: { 200: zAuthResponse } } },
      async (request) => ({
        result: await auth.verifyLoginCode(request.body.username, request.body.code, deviceOf(request)),
      }),
    );

    app.post(
      '/api/auth/v1/send-register-code/',
      { config: codeLimit, schema: { tags, body: zSendCodeRequest, response: { 202: zCodeSentResponse } } },
      async (request, reply) =>
        reply.status(202).send({ result: await auth.sendRegisterCode(request.body.username) }),
    );

    app.post(
      '/api/auth/v1/register/',
      { schema: { tags, body: zRegisterRequest, response: { 201: zAuthResponse } } },
      async (request, reply) =>
        reply.status(201).send({ result: await auth.register(request.body, deviceOf(request)) }),
    );

    app.post(
      '/api/auth/v1/send-forgot-password-code/',
      { config: codeLimit, schema: { tags, body: zSendCodeRequest, response: { 202: zCodeSentResponse } } },
      async (request, reply) =>
        reply.status(202).send({ result: await auth.sendForgotPasswordCode(request.body.username) }),
    );

    app.post(
      '/api/auth/v1/forgot-password/',
      { schema: { tags, body: zForgotPasswordRequest, response: { 200: zResult(zMessage) } } },
      async (request) => {
        const { username, code, new_password } = request.body;
        const result = await auth.resetPassword(username, code, new_password);
        // A new password set with a texted code ends a lockout the old guesses caused.
        await limits.guard.succeeded(username);
        return { result };
      },
    );

    app.post(
      '/api/auth/v1/refresh/',
      {
        schema: {
          tags,
          description: 'Rotates the refresh token (body, or Bearer); a reused one revokes its session.',
          body: zRefreshRequest.nullish(),
          response: { 200: zTokensResponse },
        },
      },
      async (request) => {
        const token = request.body?.refresh_token ?? bearerToken(request);
        if (!token) throw unauthorized(authTexts.refreshInvalid);
        return { result: await tokens.rotate(token) };
      },
    );

    app.post(
      '/api/auth/v1/logout/',
      { schema: { tags, body: zLogoutRequest.nullish(), response: { 200: zResult(zMessage) } } },
      async (request) => {
        const refreshToken = request.body?.refresh_token;
        if (refreshToken) await tokens.revokeByRefreshToken(refreshToken);
        else {
          const access = bearerToken(request);
          if (access) {
            const actor = await tokens.authenticate(access).catch(() => undefined);
            if (actor) await tokens.revokeSession(actor.sessionId, 'logout');
          }
        }
        return { result: { message: authTexts.loggedOut } };
      },
    );

    app.get(
      '/api/common/v1/ensure-cookie/',
      { schema: { tags, response: { 200: zResult(z.object({ message: z.string() })) } } },
      async (request, reply) => {
        if (!request.cookies.csrftoken) {
          reply.setCookie('csrftoken', randomToken(), {
            path: '/',
            sameSite: 'lax',
            secure: request.protocol === 'https',
          });
        }
        return { result: { message: authTexts.cookieSet } };
      },
    );
  };
}

const isWrongPassword = (error: unknown) =>
  error instanceof AppError && error.message === authTexts.badCredentials;

function randomToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
