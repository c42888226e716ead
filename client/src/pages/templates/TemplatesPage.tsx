import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TEMPLATES, templateCreatable, type TemplateInfo } from '../../../../shared/src/templates/template-list';
import { workspaceChanged } from '../../app/workspace/changes';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { createDocumentLocally } from '../../sync/create-doc';
import { creatorContext, loadDeckBuilder, previewDeck, type DeckBuilder } from './template-decks';
import { TemplateCard } from './TemplateCard';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';

/**
 * The proposal template chooser (spec 002 §2, route plan/template). Every deck is built here,
 * on this device, exactly as creating it builds it: the cards show real covers with the
 * user's own name, and creating works offline (the server learns of the deck later).
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  const [short, setShort] = useState(false);
  const [previewing, setPreviewing] = useState<TemplateInfo | null>(null);
  const [build, setBuild] = useState<DeckBuilder | null>(null);
  useEffect(() => {
    let live = true;
    // the decks' content loads after the list is on screen; the covers appear when it has
    void loadDeckBuilder().then((b) => live && setBuild(() => b));
    return () => {
      live = false;
    };
  }, []);
  const dir = params.get('dir') ?? '';
  const docName = (info: TemplateInfo) => (info.id === 'blank' ? t('doc.untitled') : t(`templates.name.${info.id}`, { defaultValue: info.name }));

  const use = async (info: TemplateInfo) => {
    if (!templateCreatable(info.id)) {
      toast('error', `${t('doc.createFailed')}：${t('doc.wrongTemplate')}`);
      return;
    }
    setBusy(true);
    try {
      const id = await createDocumentLocally({ type: 'plan', template: info.id, name: docName(info), dir, short, ...creatorContext(user) });
      workspaceChanged();
      navigate(`/doc/${id}`, { replace: true });
    } catch {
      toast('error', t('doc.createFailed'));
    } finally {
      setBusy(false);
    }
  };

  const deckOf = (info: TemplateInfo) => (build ? previewDeck(build, info.id, docName(info), short && info.id !== 'blank', user) : null);
  const previewed = previewing ? deckOf(previewing) : null;
  return (
    <div className="desktop">
      <div className="desktop-toolbar">
        <div>
          <h2>{t('templates.title')}</h2>
          <p className="muted small">{t('templates.subtitle')}</p>
        </div>
        <label className="template-short" title={t('templates.shortHint')}>
          <input type="checkbox" checked={short} onChange={(e) => setShort(e.target.checked)} data-testid="template-short" />
          {t('templates.short')}
        </label>
      </div>
      <div className="items items-grid templates-grid" data-testid="templates">
        {TEMPLATES.map((info) => (
          <TemplateCard
            key={info.id}
            info={info}
            deck={deckOf(info)}
            creatable={templateCreatable(info.id)}
            busy={busy}
            onUse={() => void use(info)}
            onPreview={() => setPreviewing(info)}
          />
        ))}
      </div>
      {previewing && previewed && (
        <TemplatePreviewDialog
          info={previewing}
          deck={previewed}
          creatable={templateCreatable(previewing.id)}
          onUse={() => {
            setPreviewing(null);
            void use(previewing);
          }}
          onClose={() => setPreviewing(null)}
        />
      )}
    </div>
  );
}
