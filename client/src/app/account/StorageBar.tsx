import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type StorageUsage } from '../../../../shared/src/protocol/storage';
import { api } from '../../api/client';

/**
 * How much of the account's storage quota is used (documents, history, uploads); hidden offline.
 * In settings, and under the material library's tree, where uploads spend it: `refresh` changes
 * when something was added or removed there.
 */
export function StorageBar({ refresh = 0 }: { refresh?: number }) {
  const { t } = useTranslation();
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  useEffect(() => {
    void api('auth/storage', {}, { showError: false }).then(setUsage, () => setUsage(null));
  }, [refresh]);
  if (!usage) return null;
  return (
    <div className="storage-bar" style={{ display: 'grid', gap: 6, color: 'var(--ink-2)' }} data-testid="storage-usage">
      <span>{t('storage.usage', { used: formatBytes(usage.used), limit: formatBytes(usage.limit) })}</span>
      <meter min={0} max={usage.limit} value={Math.min(usage.used, usage.limit)} high={usage.limit * 0.9} optimum={0} style={{ width: '100%' }} />
    </div>
  );
}
