import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Random url-safe token: 32 bytes give 43 characters. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const newUuid = (): string => randomUUID();
/** Six digits, leading zeros allowed, from the CSPRNG. */
export const smsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
