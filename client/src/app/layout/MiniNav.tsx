import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { lineIcon } from '../../ui/line-icon';

const icon = lineIcon(22);
/** Line icons drawn in currentColor, one per place. */
const ICONS = {
  home: <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" />,
  plan: <path d="M5 4h10l4 4v12H5zM14 4v5h5M8 13h8M8 17h6" />,
  product: <path d="M9 3h6v4a5 5 0 0 1 3 4.6V13H6v-1.4A5 5 0 0 1 9 7zM9 17h6M10 20h4" />,
  source: <path d="M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6M15.5 8.5h.01" />,
  tools: <path d="M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 1-2-2z" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
} as const;
const PLACES = [
  ['/desktop?dir=latest', 'home'],
  ['/plan/template', 'plan'],
  ['/product', 'product'],
  ['/source', 'source'],
  ['/tool', 'tools'],
  ['/trash', 'trash'],
] as const;

/**
 * The mini side navigation of the material library (spec 000 §2: "source — mini side nav,
 * shadowed header"): icons with short labels in a narrow column, so the tree and the cards get
 * the width. Every place stays one tap away and each target is at least 44 px.
 */
export function MiniNav() {
  const { t } = useTranslation();
  return (
    <nav className="mini-nav" aria-label={t('sourceFlow.nav.label')} data-testid="mini-nav">
      <ul>
        {PLACES.map(([to, key]) => (
          <li key={key}>
            <NavLink to={to} end={key === 'product'} title={t(`sourceFlow.nav.${key}`)}>
              <svg {...icon}>{ICONS[key]}</svg>
              <span>{t(`sourceFlow.nav.${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
