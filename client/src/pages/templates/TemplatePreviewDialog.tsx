import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import type { TemplateInfo } from '../../../../shared/src/templates/template-list';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import { samplePages } from './template-decks';
import { useWidth } from './useWidth';

const TemplatePagePreview = lazy(() => import('./TemplatePagePreview'));

interface Props {
  info: TemplateInfo;
  deck: DocumentJSON;
  creatable: boolean;
  onUse: () => void;
  onClose: () => void;
}

/** A few pages of a template side by side, before creating a document from it. */
export function TemplatePreviewDialog({ info, deck, creatable, onUse, onClose }: Props) {
  const { t } = useTranslation();
  const [gridRef, width] = useWidth<HTMLDivElement>();
  const pages = samplePages(deck.pages, 6);
  // two columns on a wide dialog, one on a phone
  const columns = width > 560 ? 2 : 1;
  const cssWidth = Math.floor((width - (columns - 1) * 12) / columns);
  return (
    <Dialog
      title={t('templates.previewTitle', { name: t(`templates.name.${info.id}`, { defaultValue: info.name }), count: deck.pages.length })}
      width={880}
      onClose={onClose}
      testId="template-preview"
      footer={<DialogButtons onCancel={onClose} onOk={onUse} okLabel={creatable ? t('templates.use') : t('templates.disabled')} disabled={!creatable} />}
    >
      <div ref={gridRef} className="template-preview-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {width > 0 && (
          <Suspense fallback={<p className="muted">{t('list.loading')}</p>}>
            {pages.map((page) => (
              <figure key={page.id} className="template-preview-page">
                <TemplatePagePreview page={page} width={info.width} height={info.height} cssWidth={cssWidth} />
                <figcaption className="muted small">{page.name}</figcaption>
              </figure>
            ))}
          </Suspense>
        )}
      </div>
    </Dialog>
  );
}
