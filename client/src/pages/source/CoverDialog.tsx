import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINE_ROOT, type SourceItem } from '../../../../shared/src/protocol/source-library';
import { TRANS_STATE } from '../../../../shared/src/protocol/source-media';
import { api } from '../../api/client';
import { hashOfPath, mediaKind, TRANSCODE_POLL_MS } from '../../source/rows';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';

type Choice = { frame: number } | { cover: string } | null;
const quiet = { showError: false };

/**
 * A video's cover (issue 20: "a cover must be chosen"): one of the frames the server cut (it skips
 * black ones, so the first is preselected: confirming takes it) or a picture from my materials;
 * saved with source/cover. While the video is still transcoding its frames are asked for again.
 */
export function CoverDialog({ item, onClose, onSaved }: { item: SourceItem; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [frames, setFrames] = useState<string[] | null>(null);
  const [pictures, setPictures] = useState<SourceItem[] | null>(null);
  const [tab, setTab] = useState<'frames' | 'pictures'>('frames');
  const [choice, setChoice] = useState<Choice>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ctl = new AbortController();
    const ask = () =>
      api('source/trans-state', { ids: [Number(item.id)] }, { ...quiet, signal: ctl.signal }).then(
        ([state]) => {
          const list = state?.frames ?? [];
          setFrames(list);
          // the current cover when it is one of the frames, else the first (non-black) frame
          const current = list.findIndex((f) => f === state?.cover);
          setChoice((c) => c ?? (list.length > 0 ? { frame: Math.max(0, current) } : null));
          if (list.length === 0 && state?.trans_state === TRANS_STATE.TRANSCODING) timer = setTimeout(ask, TRANSCODE_POLL_MS);
        },
        () => !ctl.signal.aborted && setFrames([]),
      );
    void ask();
    return () => (ctl.abort(), clearTimeout(timer));
  }, [item.id]);

  useEffect(() => {
    if (tab !== 'pictures' || pictures) return;
    api('source/find', { dir: MINE_ROOT, page: 1, keyword: '' }, quiet).then(
      (page) => setPictures(page.rows.filter((r) => mediaKind(r) === null && hashOfPath(r.path) !== '')),
      () => setPictures([]),
    );
  }, [tab, pictures]);

  const save = () => {
    if (!choice) return;
    setBusy(true);
    api('source/cover', { id: Number(item.id), ...choice }, quiet).then(
      () => (toast('success', t('sourceFlow.coverSaved')), onSaved(), onClose()),
      (err: unknown) => (setBusy(false), toast('error', err instanceof Error ? err.message : String(err))),
    );
  };
  const isChosen = (c: Choice) => JSON.stringify(c) === JSON.stringify(choice);
  return (
    <Dialog
      title={t('sourceFlow.chooseCover')}
      width={720}
      onClose={onClose}
      testId="source-cover-dialog"
      className="source-cover-dialog"
      footer={<DialogButtons onCancel={onClose} onOk={save} okLabel={t('sourceFlow.confirmCover')} disabled={!choice || busy} />}
    >
      <p className="muted small">{t('sourceFlow.coverHint')}</p>
      <div className="source-cover-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'frames'} onClick={() => setTab('frames')}>
          {t('sourceFlow.coverFrames')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'pictures'} onClick={() => setTab('pictures')} data-testid="source-cover-pictures">
          {t('sourceFlow.coverPictures')}
        </button>
      </div>
      {tab === 'frames' && frames === null && <p className="muted">{t('sourceUi.loading')}</p>}
      {tab === 'frames' && frames?.length === 0 && <p className="muted">{t('sourceFlow.framesWaiting')}</p>}
      {tab === 'pictures' && pictures?.length === 0 && <p className="muted">{t('sourceFlow.noPictures')}</p>}
      <ul className="source-cover-grid">
        {tab === 'frames' &&
          frames?.map((src, i) => (
            <li key={src}>
              <button type="button" aria-pressed={isChosen({ frame: i })} onClick={() => setChoice({ frame: i })} data-testid="source-cover-frame" aria-label={t('sourceFlow.coverFrame', { n: i + 1 })}>
                <img src={src} alt="" draggable={false} />
              </button>
            </li>
          ))}
        {tab === 'pictures' &&
          pictures?.map((p) => (
            <li key={p.id}>
              <button type="button" aria-pressed={isChosen({ cover: hashOfPath(p.path) })} onClick={() => setChoice({ cover: hashOfPath(p.path) })} aria-label={p.name} data-testid="source-cover-picture">
                <img src={p.cover || p.path} alt="" draggable={false} />
              </button>
            </li>
          ))}
      </ul>
    </Dialog>
  );
}
