import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { usePageList } from '../../editor/usePage';

/** "共 N 页" of the document on screen: the live one, or a version while it is previewed. */
export function PageCount({ doc }: { doc: Y.Doc }) {
  const { t } = useTranslation();
  return <span className="muted small">{t('docPage.pages', { n: usePageList(doc).length })}</span>;
}
