import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isDocId } from '../../../../shared/src/rules/patterns';
import type { PageJSON } from '../../../../shared/src/schema/types';
import { FitPage } from '../../editor/canvas/FitPage';
import { Field } from '../../ui/Field';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useViewer, type Snapshot } from './useViewer';
import '../../styles/view.css';

/** /kit/view/<id>: a shared document, read-only, for people without an account. */
export default function ViewPage() {
  const { id = '' } = useParams();
  return isDocId(id) ? <Viewer id={id} /> : <NotFoundPage />;
}

function Viewer({ id }: { id: string }) {
  const { t } = useTranslation();
  const { state, open } = useViewer(id);
  const [password, setPassword] = useState('');

  if (state.kind === 'loading') return <LoadingOverlay label={t('viewer.loading')} />;
  if (state.kind === 'closed') {
    return (
      <div className="viewer-message" role="alert">
        <h1>{t('viewer.unavailable')}</h1>
        <p className="muted">{state.message}</p>
      </div>
    );
  }
  if (state.kind === 'password') {
    return (
      <div className="viewer-message">
        <form
          className="viewer-password form"
          onSubmit={(e) => {
            e.preventDefault();
            void open(password);
          }}
        >
          <h1>{t('viewer.passwordTitle')}</h1>
          <Field label={t('viewer.password')} type="password" name="share-password" autoFocus value={password} maxLength={16} error={state.error} onChange={setPassword} />
          <button type="submit" className="primary block">
            {t('viewer.open')}
          </button>
        </form>
      </div>
    );
  }
  return <Deck doc={state.doc} />;
}

/** Page navigation, full-screen play, and the sharer's copy and print restrictions. */
function Deck({ doc }: { doc: Snapshot }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pages = doc.pages as PageJSON[];
  const theme = (doc.options.theme ?? {}) as { width?: number; height?: number };
  const width = theme.width ?? 1920;
  const height = theme.height ?? 1080;
  const go = useCallback((delta: number) => setIndex((i) => Math.min(pages.length - 1, Math.max(0, i + delta))), [pages.length]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'PageDown' || (e.key === ' ' && playing)) go(1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(-1);
    };
    const onFullscreen = () => setPlaying(document.fullscreenElement !== null);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [go, playing]);

  // copying is blocked in the page itself, not only by CSS (keyboard and menu copy too)
  useEffect(() => {
    if (!doc.share.no_copy) return;
    const block = (e: Event) => e.preventDefault();
    for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) document.addEventListener(type, block);
    return () => {
      for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) document.removeEventListener(type, block);
    };
  }, [doc.share.no_copy]);

  const play = () => void stage.current?.requestFullscreen().catch(() => setPlaying(true));
  const page = pages[index];

  return (
    <div className={`viewer${doc.share.no_copy ? ' no-copy' : ''}${doc.share.no_print ? ' no-print' : ''}`} data-testid="viewer">
      <header className="viewer-header">
        <h1>{doc.name}</h1>
        <span className="muted small">{t('viewer.sharedBy', { name: doc.owner.nickname })}</span>
        <div className="viewer-nav">
          <button type="button" onClick={() => go(-1)} disabled={index === 0} aria-label={t('viewer.prev')}>
            ‹
          </button>
          <span data-testid="page-of">{t('viewer.pageOf', { n: index + 1, total: pages.length })}</span>
          <button type="button" onClick={() => go(1)} disabled={index >= pages.length - 1} aria-label={t('viewer.next')}>
            ›
          </button>
          <button type="button" className="primary" onClick={play}>
            {t('viewer.play')}
          </button>
        </div>
      </header>
      <div ref={stage} className={`viewer-stage${playing ? ' playing' : ''}`} onClick={() => playing && go(1)}>
        {page && <FitPage page={page} width={width} height={height} fit={playing ? 'contain' : 'width'} />}
      </div>
      <div className="print-blocked">{t('viewer.printBlocked')}</div>
    </div>
  );
}
