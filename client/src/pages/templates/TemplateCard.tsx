import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import type { TemplateInfo } from '../../../../shared/src/templates/template-list';
import { samplePages } from './template-decks';
import { useWidth } from './useWidth';

const TemplatePagePreview = lazy(() => import('./TemplatePagePreview'));

interface Props {
  info: TemplateInfo;
  deck: DocumentJSON | null;
  creatable: boolean;
  busy: boolean;
  onUse: () => void;
  onPreview: () => void;
}

// how long each page shows while the pointer rests on a card
const CYCLE_MS = 1400;

/**
 * A template in the chooser: its real cover (the page renderer draws it with the user's name),
 * name, summary, size and page count. Resting the pointer on it steps through a few of its
 * pages; 预览 opens them side by side (the way on a touch screen).
 */
export function TemplateCard({ info, deck, creatable, busy, onUse, onPreview }: Props) {
  const { t } = useTranslation();
  const [coverRef, width] = useWidth<HTMLSpanElement>();
  const [hover, setHover] = useState(false);
  const [step, setStep] = useState(0);
  const pages = deck ? samplePages(deck.pages) : [];
  useEffect(() => {
    if (!hover || pages.length < 2) return;
    const timer = setInterval(() => setStep((s) => s + 1), CYCLE_MS);
    return () => clearInterval(timer);
  }, [hover, pages.length]);
  const page = pages.length > 0 ? pages[hover ? step % pages.length : 0] : undefined;
  const summary = t(`templates.summary.${info.id}`, { defaultValue: '' });
  return (
    <div
      className={`template-card${creatable ? '' : ' unavailable'}`}
      data-template={info.id}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(true)}
      onPointerLeave={() => {
        setHover(false);
        setStep(0);
      }}
    >
      <button type="button" className="template-cover-button" disabled={!creatable || busy} onClick={onUse} aria-label={t('templates.useNamed', { name: info.name })}>
        <span ref={coverRef} className="template-cover" style={{ aspectRatio: `${info.width} / ${info.height}` }}>
          {page && width > 0 && (
            <Suspense fallback={null}>
              <TemplatePagePreview page={page} width={info.width} height={info.height} cssWidth={width} />
            </Suspense>
          )}
          {!creatable && <span className="template-badge">{t('templates.disabled')}</span>}
        </span>
      </button>
      <span className="item-name">{t(`templates.name.${info.id}`, { defaultValue: info.name })}</span>
      {summary && <span className="template-summary small">{summary}</span>}
      <span className="muted small" data-testid="template-meta">
        {t('templates.size', { w: info.width, h: info.height })}
        {deck && ` · ${t('templates.pages', { count: deck.pages.length })}`}
      </span>
      <span className="template-actions">
        <button type="button" className="small" disabled={!deck} onClick={onPreview}>
          {t('templates.preview')}
        </button>
        <button type="button" className="primary small" disabled={!creatable || busy} onClick={onUse}>
          {t('templates.use')}
        </button>
      </span>
    </div>
  );
}
