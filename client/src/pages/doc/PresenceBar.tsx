import { useTranslation } from 'react-i18next';
import type { Presence } from '../../sync/presence';

/** Avatars of the others editing now, in their colours. */
export function PresenceBar({ others }: { others: [number, Presence][] }) {
  const { t } = useTranslation();
  if (others.length === 0) return null;
  return (
    <div className="presence-bar" aria-label={t('docPage.editing')} data-testid="presence">
      {others.map(([id, p]) => (
        <span key={id} className={`presence-avatar${p.idle ? ' idle' : ''}`} style={{ background: p.user.color }} title={p.user.name}>
          {p.user.name.slice(0, 1)}
        </span>
      ))}
    </div>
  );
}
