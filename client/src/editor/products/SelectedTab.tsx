import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveAllowed, type Move } from '../../../../shared/src/products/doc-rules';
import type { DocLine } from '../../../../shared/src/documents/doc-lines';
import { useDocData } from '../../documents/doc-data';
import { ProductCover } from '../../pages/product/ProductCard';
import { toast } from '../../state/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Editor } from '../editor';
import { clearLines, moveLine, refreshLine, removeLines } from './product-actions';

const MOVES: { move: Move; face: string }[] = [
  { move: 'top', face: '⤒' },
  { move: 'up', face: '↑' },
  { move: 'down', face: '↓' },
  { move: 'bottom', face: '⤓' },
];

/** 已选产品: the document's products in list order, to reorder, refresh from the library or delete. */
export function SelectedTab({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { lines } = useDocData(editor.doc);
  const [removing, setRemoving] = useState<DocLine | null>(null);
  const [clearing, setClearing] = useState(false);
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const blank = t('docPanels.blankPage');

  const refresh = async (line: DocLine) => {
    setRefreshing(line.uuid);
    const r = await refreshLine(editor, line.uuid);
    setRefreshing(null);
    toast(r.ok ? 'success' : 'error', r.ok ? t('docPanels.selected.refreshed', { name: r.name }) : t(r.key));
  };

  if (lines.length === 0) return <p className="muted small">{t('docPanels.selected.empty')}</p>;
  return (
    <div className="selected-tab">
      <ol className="panel-products">
        {lines.map((line, i) => (
          <li key={line.uuid} className="panel-product selected-line" data-testid="selected-line">
            <span className="line-no">{line.no}</span>
            <ProductCover src={line.cover} className="panel-thumb" />
            <div className="panel-product-text">
              <span className="code">{line.code}</span>
              <span className="name">{line.name}</span>
            </div>
            <div className="line-actions">
              {MOVES.map(({ move, face }) => (
                <button
                  key={move}
                  type="button"
                  className="tool"
                  title={t(`docPanels.selected.${move}`)}
                  aria-label={`${t(`docPanels.selected.${move}`)} ${line.name}`}
                  disabled={!moveAllowed(lines.length, i, move)}
                  onClick={() => moveLine(editor, line.uuid, move)}
                >
                  {face}
                </button>
              ))}
              <button type="button" className="tool" title={t('docPanels.selected.refresh')} aria-label={`${t('docPanels.selected.refresh')} ${line.name}`} disabled={!line.product || refreshing !== null} onClick={() => void refresh(line)}>
                ⟳
              </button>
              <button type="button" className="tool danger" title={t('docPanels.selected.remove')} aria-label={`${t('docPanels.selected.remove')} ${line.name}`} onClick={() => setRemoving(line)}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="danger" onClick={() => setClearing(true)}>
        {t('docPanels.selected.clear')}
      </button>
      {removing && (
        <ConfirmDialog
          title={t('docPanels.selected.removeTitle')}
          message={t('docPanels.selected.confirmRemove', { name: removing.name })}
          danger
          onConfirm={() => removeLines(editor, [removing.uuid], blank)}
          onClose={() => setRemoving(null)}
        />
      )}
      {clearing && (
        <ConfirmDialog
          title={t('docPanels.selected.clear')}
          message={t('docPanels.selected.confirmClear', { count: lines.length })}
          danger
          onConfirm={() => clearLines(editor, blank)}
          onClose={() => setClearing(false)}
        />
      )}
    </div>
  );
}
