import type { WebSocket } from '@fastify/websocket';
import {
  CHAT_KINDS,
  CHAT_RULES,
  findUnacceptableText,
  type ServerFrame,
  zClientFrame,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors.ts';
import { jsonTooDeep } from '../../../core/json-depth.ts';
import type { Actor } from '../../auth/actor.ts';
import { chatTexts } from '../chat.messages.ts';
import type { ChatServices } from '../chat.services.ts';
import { displayName } from '../chat-users.ts';
import { messageFrame } from '../sessions/present.ts';
import { sessionFor } from '../sessions/session-access.ts';
import type { ChatConnection } from './hub.ts';

/** Frames a socket may send in a window before it is told to slow down. */
const FRAME_BUDGET = { frames: 30, windowMs: 10_000 };
/** Frames kept while the token is checked; a client that sends more is not a chat client. */
const EARLY_FRAMES = 16;

/**
 * The chat WebSocket (api-conventions.md): /ws/chat/{session_pid}/{chat_type}/?token=ACCESS. A bad or
 * missing token, or a session the user is not part of, gets one chat.error frame and a 4401/4403 close.
 * Frames that arrive while the connection is being checked are kept and handled in order afterwards.
 */
export function chatSocketRoutes(chat: ChatServices): FastifyPluginAsyncZod {
  return async (app) => {
    // @fastify/websocket's own shutdown closes every socket without a code: ours leave its set and are
    // closed here with 1001 (going away), so clients know to reconnect elsewhere.
    app.addHook('preClose', async () => {
      await chat.hub.closeAll(CHAT_RULES.closeGoingAway, 'server shutting down');
    });

    app.get(
      '/ws/chat/:session/:chatType/',
      { websocket: true, schema: { hide: true } },
      (socket, request) => {
        app.websocketServer.clients.delete(socket);
        const { session: sessionPid, chatType } = request.params as { session: string; chatType: string };
        const token = new URL(request.url, 'http://socket').searchParams.get('token');
        const send = (frame: ServerFrame) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
        };
        const refuse = (code: number, errorCode: string, message: string) => {
          send({ type: 'chat.error', code: errorCode, message });
          socket.close(code, errorCode);
        };

        const early: string[] = [];
        let handle: ((raw: string) => Promise<void>) | null = null;
        let queue = Promise.resolve();
        socket.on('message', (data: { toString(): string }) => {
          const raw = data.toString();
          if (!handle) {
            if (early.length >= EARLY_FRAMES) return void socket.close(1008, 'too many frames');
            return void early.push(raw);
          }
          const current = handle;
          queue = queue.then(() => current(raw));
        });

        const open = async () => {
          if (!token)
            return refuse(CHAT_RULES.closeUnauthorized, 'token_not_valid', chatTexts.socketUnauthorized);
          let actor: Actor;
          try {
            actor = await chat.tokens.authenticate(token);
          } catch {
            return refuse(CHAT_RULES.closeUnauthorized, 'token_not_valid', chatTexts.socketUnauthorized);
          }
          const found = await sessionFor(chat.db, actor.userId, sessionPid).catch(() => null);
          if (
            !found ||
            !(CHAT_KINDS as readonly string[]).includes(chatType) ||
            found.session.kind !== chatType
          ) {
            return refuse(CHAT_RULES.closeForbidden, 'permission_denied', chatTexts.socketForbidden);
          }
          if (socket.readyState !== socket.OPEN) return;

          const connection: ChatConnection = {
            userPid: actor.pid,
            // A text frame of the hub's bytes, as serialized once for every socket of the session.
            send: (frame) => {
              if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
            },
            close: (code, reason) =>
              new Promise<void>((resolve) => {
                // The close handshake, or at most a second of it: shutdown must not wait on a silent client.
                const timer = setTimeout(() => {
                  socket.terminate();
                  resolve();
                }, 1000);
                socket.once('close', () => {
                  clearTimeout(timer);
                  resolve();
                });
                socket.close(code, reason);
              }),
          };
          chat.hub.join(sessionPid, connection);
          // Logout, a password change, a deactivation or a lost role, in any process, ends the socket too.
          const unwatch = chat.tokens.watchAccess(actor, () =>
            refuse(CHAT_RULES.closeUnauthorized, 'token_not_valid', chatTexts.socketUnauthorized),
          );
          socket.on('close', () => {
            unwatch();
            chat.hub.leave(sessionPid, connection);
          });
          handle = frameHandler(chat, socket, actor, sessionPid, send);
          for (const raw of early.splice(0)) {
            const current = handle;
            queue = queue.then(() => current(raw));
          }
        };
        open().catch((error: unknown) => {
          request.log.error({ err: error }, 'chat socket failed to open');
          refuse(1011, 'server_error', 'خطای سرور');
        });
      },
    );
  };
}

/** Handles one participant's frames: ping, chat.message, chat.typing, chat.read. */
function frameHandler(
  chat: ChatServices,
  socket: WebSocket,
  actor: Actor,
  sessionPid: string,
  send: (frame: ServerFrame) => void,
) {
  let windowStart = Date.now();
  let framesInWindow = 0;
  const me = { pid: actor.pid, name: displayName(actor) };

  return async (raw: string) => {
    const now = Date.now();
    if (now - windowStart > FRAME_BUDGET.windowMs) {
      windowStart = now;
      framesInWindow = 0;
    }
    if (++framesInWindow > FRAME_BUDGET.frames) {
      return send({ type: 'chat.error', code: 'throttled', message: chatTexts.tooManyFrames });
    }
    let frame: ReturnType<typeof zClientFrame.parse>;
    try {
      // A 64 KiB frame can nest 32,000 levels: refused before anything walks it.
      if (jsonTooDeep(raw)) throw new Error('frame nested too deep');
      const parsed: unknown = JSON.parse(raw);
      const refused = findUnacceptableText(parsed);
      if (refused) return send({ type: 'chat.error', code: 'validation_error', message: refused.message });
      frame = zClientFrame.parse(parsed);
    } catch {
      return send({ type: 'chat.error', code: 'validation_error', message: chatTexts.badFrame });
    }
    try {
      switch (frame.type) {
        case 'ping':
          return send({ type: 'pong' });
        case 'chat.message': {
          const content = frame.message.trim();
          if (!content)
            return send({ type: 'chat.error', code: 'validation_error', message: chatTexts.emptyMessage });
          const { message, created } = await chat.messages.send(actor, {
            chat_session: sessionPid,
            content,
            message_type: frame.message_type,
            client_id: frame.client_id,
          });
          // A retried client id is not broadcast again: only the retrying socket hears it stored.
          if (!created) send(messageFrame(message));
          return;
        }
        case 'chat.typing':
          return chat.events.typing(sessionPid, me, frame.is_typing);
        case 'chat.read':
          await chat.sessions.markRead(actor, sessionPid);
          return;
      }
    } catch (error) {
      if (error instanceof AppError)
        return send({ type: 'chat.error', code: error.code, message: error.message });
      socket.emit('error', error);
      return send({ type: 'chat.error', code: 'server_error', message: 'خطای سرور' });
    }
  };
}
