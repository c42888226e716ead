import type { MessageKey } from '../../../shared/src/i18n';
import type { EnvelopeExtra } from '../../../shared/src/protocol/envelope';

/**
 * A refusal the caller should read. It carries a message key, not text: the error middleware
 * translates it into the caller's language. HTTP status stays 200 for business refusals, as
 * the /kapi envelope (status/code) is what clients read.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extra: EnvelopeExtra = {},
    readonly httpStatus = 200,
  ) {
    super(key);
    this.name = 'AppError';
  }
}
