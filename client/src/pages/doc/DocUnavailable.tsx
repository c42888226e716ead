import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocAccess } from '../../sync/doc-access';

/** Instead of an empty editor: why this document cannot be opened here, and the way back. */
export function DocUnavailable({ reason }: { reason: Exclude<DocAccess, { kind: 'open' }> }) {
  const { t } = useTranslation();
  const [title, body] =
    reason.kind === 'notFound'
      ? [t('docPage.notFound'), t('docPage.notFoundHint')]
      : reason.kind === 'notOnDevice'
        ? [t('docPage.notOnDevice'), t('docPage.notOnDeviceHint')]
        : [t('docPage.openFailed'), reason.message];
  return (
    <div className="not-found doc-unavailable" data-testid="doc-unavailable" data-reason={reason.kind}>
      <h1>{title}</h1>
      <p className="muted">{body}</p>
      <Link to="/desktop" className="button primary">
        {t('docPage.back')}
      </Link>
    </div>
  );
}
