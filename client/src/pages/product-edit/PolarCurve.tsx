import { useTranslation } from 'react-i18next';
import type { Photometry } from '../../../../shared/src/lighting/photometry';
import { polarCurve } from '../../../../shared/src/lighting/polar-curve';

const SPOKES = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330];
const LABELS = [0, 30, 60, 90, 120, 150, 180];

/** The polar intensity curve of a parsed file, drawn inline (C0-C180 solid, C90-C270 dashed), the same geometry the stored picture has. */
export function PolarCurve({ photometry, size = 320 }: { photometry: Photometry; size?: number }) {
  const { t } = useTranslation();
  const c = polarCurve(photometry, { size });
  const at = (deg: number, r: number) => ({ x: c.cx + r * Math.sin((deg * Math.PI) / 180), y: c.cy + r * Math.cos((deg * Math.PI) / 180) });
  return (
    <figure className="pe-polar" data-testid="polar-curve">
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="img" aria-label={t('productEditor.photometry.curve')}>
        <rect width={size} height={size} fill="#fff" />
        {SPOKES.map((g) => {
          const end = at(g, c.radius);
          return <line key={g} x1={c.cx} y1={c.cy} x2={end.x} y2={end.y} className="pe-polar-grid" />;
        })}
        {c.grid.map((g) => {
          // cd labels along γ 165°, clear of the 180° label at the top and of the curve below
          const p = at(165, g.r);
          return (
            <g key={g.value}>
              <circle cx={c.cx} cy={c.cy} r={g.r} className="pe-polar-grid" fill="none" />
              <text x={p.x + 3} y={p.y - 3} className="pe-polar-label">
                {g.label}
              </text>
            </g>
          );
        })}
        {LABELS.map((g) => {
          const p = at(g, c.radius + 11);
          return (
            <text key={g} x={p.x} y={p.y + 4} textAnchor="middle" className="pe-polar-label">
              {g}°
            </text>
          );
        })}
        <path d={c.c0c180} className="pe-polar-c0" fill="none" data-plane="c0" />
        <path d={c.c90c270} className="pe-polar-c90" fill="none" data-plane="c90" />
      </svg>
      <figcaption>
        <span className="pe-legend pe-legend-c0">{t('productEditor.photometry.legendC0')}</span>
        <span className="pe-legend pe-legend-c90">{t('productEditor.photometry.legendC90')}</span>
        <span className="muted">cd</span>
      </figcaption>
    </figure>
  );
}
