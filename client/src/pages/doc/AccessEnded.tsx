import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toJSON } from '../../../../shared/src/schema/doc';
import { toast } from '../../state/toasts';
import { createDocumentLocally } from '../../sync/create-doc';
import type { DocSession } from '../../sync/doc-session';

/**
 * This account lost its access while the document was open (removed as a member, or the
 * document was trashed). Nothing is lost silently: what this device holds stays on screen,
 * read-only, and can be saved as a document of one's own, unsent changes included.
 */
export function AccessEnded({ session }: { session: DocSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const unsent = session.hasUnsent();
  const saveCopy = async () => {
    setBusy(true);
    try {
      const content = toJSON(session.doc);
      const name = t('member.copyName', { name: content.name || t('doc.untitled') }).slice(0, 100);
      const id = await createDocumentLocally({ type: content.type, template: content.template, name, content });
      toast('success', t('member.copied', { name }));
      navigate(`/doc/${id}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="access-ended" role="alert" data-testid="access-ended">
      <strong>{t('member.lostAccess')}</strong>
      {unsent && <span>{t('member.unsaved')}</span>}
      <button type="button" className="primary" disabled={busy} onClick={() => void saveCopy()}>
        {busy ? t('member.copying') : t('member.saveCopy')}
      </button>
      <Link to="/desktop">{t('docPage.back')}</Link>
    </div>
  );
}
