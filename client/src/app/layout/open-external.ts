import i18next from 'i18next';
import { toast } from '../../state/toasts';

/**
 * Opens an external assistant in a new tab, or says it is not set up for this deployment
 * rather than doing nothing.
 */
export function openExternal(url: string, name: string): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  else toast('info', i18next.t('nav.externalMissing', { name }));
}
