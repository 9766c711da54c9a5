import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { aiSession } from '../test/chat-fixtures';
import { createAiChat } from './create-ai-chat';

describe('creating an AI chat', () => {
  it('defaults the title and the type, and a missing time limit to 360 seconds', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/chat/v1/ai/create-chat/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { result: { ...aiSession, time_limit_seconds: 0, message: 'گفتگو آغاز شد.' } },
          { status: 201 },
        );
      }),
    );
    const session = await createAiChat({ title: '  ' });
    expect(bodies).toEqual([{ title: 'مشاوره با هوش مصنوعی', ai_type: 'v' }]);
    expect(session.time_limit_seconds).toBe(360);
    expect(session).not.toHaveProperty('message');
  });

  it('logs a failure and rethrows it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('/api/chat/v1/ai/create-chat/', () =>
        HttpResponse.json(
          {
            code: 'payment_required',
            error_messages: { error: 'سقف گفتگوی هوش مصنوعی این ماه پر شده است.' },
          },
          { status: 402 },
        ),
      ),
    );
    await expect(createAiChat({ title: 'مهریه', ai_type: 'v' })).rejects.toMatchObject({
      type: 'payment_required',
      message: 'سقف گفتگوی هوش مصنوعی این ماه پر شده است.',
    });
    expect(log).toHaveBeenCalledOnce();
  });
});
