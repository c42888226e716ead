import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOOKUPS, TOOLS, useOpenTool } from '../../app/layout/useOpenTool';

/** The design tools page (spec 000 §2 route `tool`): the five tools with what each does. */
export function ToolsPage() {
  const { t } = useTranslation();
  const openTool = useOpenTool();
  return (
    <div className="desktop">
      <div className="desktop-toolbar">
        <h2>{t('tools.menu')}</h2>
      </div>
      <div className="items items-grid" data-testid="tools">
        {TOOLS.map((code) => (
          <button key={code} type="button" className="template-card" onClick={() => void openTool(code)}>
            <span className="item-name">{t(`tools.items.${code}.name`)}</span>
            <span className="muted small">{t(`tools.items.${code}.desc`)}</span>
          </button>
        ))}
      </div>
      <h3 className="tools-subhead">{t('tools.lookups')}</h3>
      <div className="items items-grid" data-testid="lookups">
        {LOOKUPS.map((code) => (
          <Link key={code} to={`/tool/${code}`} className="template-card">
            <span className="item-name">{t(`tools.items.${code}.name`)}</span>
            <span className="muted small">{t(`tools.items.${code}.desc`)}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
