import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TEMPLATES, templateCreatable } from '../../../../shared/src/templates/registry';
import { workspaceChanged } from '../../app/workspace/changes';
import { createDocumentLocally } from '../../sync/create-doc';

/** The proposal template chooser (spec 002 §2 registry); disabled and unbuilt decks are greyed. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const dir = params.get('dir') ?? '';
  const use = async (template: string) => {
    setBusy(true);
    try {
      const id = await createDocumentLocally({ type: 'plan', template, name: t('doc.untitled'), dir });
      workspaceChanged();
      navigate(`/doc/${id}`, { replace: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="desktop">
      <div className="desktop-toolbar">
        <div>
          <h2>{t('templates.title')}</h2>
          <p className="muted small">{t('templates.subtitle')}</p>
        </div>
      </div>
      <div className="items items-grid" data-testid="templates">
        {TEMPLATES.map((tpl) => {
          const ok = templateCreatable(tpl.id);
          return (
            <button key={tpl.id} type="button" className={`template-card${ok ? '' : ' unavailable'}`} disabled={!ok || busy} data-template={tpl.id} onClick={() => void use(tpl.id)}>
              <span className="template-cover" style={{ aspectRatio: `${tpl.width} / ${tpl.height}` }} />
              <span className="item-name">{tpl.name}</span>
              <span className="muted small">
                {t('templates.size', { w: tpl.width, h: tpl.height })}
                {!ok && ` · ${tpl.disabled ? t('templates.disabled') : t('templates.comingSoon')}`}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
