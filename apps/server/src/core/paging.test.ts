import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { orderingFor, pageWindow, toPage } from './paging.ts';

const request = {
  url: '/api/x/?search=a&page=2',
  protocol: 'http',
  host: 'localhost:3000',
} as FastifyRequest;

describe('paging', () => {
  it('computes the window and the links', () => {
    expect(pageWindow({ page: 3, page_size: 20 })).toEqual({ limit: 20, offset: 40 });
    const page = toPage(request, { page: 2, page_size: 10 }, 35, [1, 2]);
    expect(page.next).toBe('http://localhost:3000/api/x/?search=a&page=3');
    expect(page.previous).toBe('http://localhost:3000/api/x/?search=a&page=1');
    expect(toPage(request, { page: 4, page_size: 10 }, 35, []).next).toBeNull();
  });

  it('refuses an unknown ordering field', () => {
    const allowed = { created_at: sql`created_at` };
    expect(orderingFor(allowed, '-created_at', [])).toHaveLength(1);
    expect(() => orderingFor(allowed, 'password', [])).toThrow(AppError);
  });
});
