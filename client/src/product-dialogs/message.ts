import type { TFunction } from 'i18next';
import { isMessageKey } from '../../../shared/src/i18n';

/** A schema issue's message is a message key (product.nameRequired…); anything else is shown as it is. */
export function messageText(t: TFunction, message: string): string {
  return isMessageKey(message) ? t(message) : message;
}
