import { z } from 'zod';

export { security, zPidParams } from '../../core/route-kit.ts';

export const tags = ['drafting'];

/** A created object's answer with the success toast beside its fields. */
export const zMessageResult = <T extends z.ZodObject<{ result: z.ZodObject }>>(response: T) =>
  z.object({ result: response.shape.result.extend({ message: z.string() }) });

/** `attachment; filename=…` with the Persian name (RFC 6266/5987) and an ASCII fallback. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
