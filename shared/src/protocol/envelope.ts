import { z } from 'zod';

/** Every /kapi answer: status 0 is success (spec 000 §7). */
export interface Envelope<T = unknown> {
  status: 0 | 1;
  code: number;
  message: string;
  extra: EnvelopeExtra;
  data: T;
}
export interface EnvelopeExtra {
  /** false: the client must not toast this failure */
  toast?: boolean;
  /** which request field a validation failure is about */
  field?: string;
  [key: string]: unknown;
}

export const EnvelopeSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  code: z.number().int(),
  message: z.string(),
  extra: z.record(z.string(), z.unknown()),
  data: z.unknown(),
});

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { status: 0, code: 0, message, extra: {}, data };
}

export function failure(code: number, message: string, extra: EnvelopeExtra = {}, data: unknown = null): Envelope<unknown> {
  return { status: 1, code, message, extra, data };
}
