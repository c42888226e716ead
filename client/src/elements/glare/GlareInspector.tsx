import { useTranslation } from 'react-i18next';
import { clampGlareLevel, GLARE_LIMITS, GLARE_SPACES, UGR_LEVELS, type GlareSpace } from '../../../../shared/src/planning/glare';
import { GLARE_BOX, GLARE_SIZES, GLARE_THEMES, type GlareFields, type GlareSize, type GlareTheme } from '../../../../shared/src/schema/elements/glare';
import { CheckRow, SelectRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';
import { UGR_COLOURS } from './glare-colours';

/** the reference select's value for no space */
const NONE = '';

/**
 * The glare chart: its level (seven choices, each with its UGR, colour and words), theme, size
 * (which sets the box: the chart's words are sized from it), the title, and the reference space
 * whose GB 50034-2013 limit is drawn.
 */
export function GlareInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & Partial<GlareFields>;
  const chosen = clampGlareLevel(f.level);
  const ui = (key: string) => t(`glare.inspector.${key}` as 'glare.inspector.level');
  const spaceLabel = (space: GlareSpace) => {
    const limit = GLARE_LIMITS[space];
    return `${t(`glare.space.${space}`)} · UGR ≤ ${limit.ugr}`;
  };
  return (
    <>
      <div role="radiogroup" aria-label={ui('level')} className="glare-levels" style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <span className="small">{ui('level')}</span>
        {UGR_LEVELS.map((ugr, i) => (
          <button
            key={ugr}
            type="button"
            role="radio"
            aria-checked={chosen === i + 1}
            onClick={() => set({ level: i + 1 })}
            style={{ display: 'flex', alignItems: 'center', gap: 6, textAlign: 'left', fontWeight: chosen === i + 1 ? 600 : 400 }}
          >
            <span aria-hidden="true" style={{ width: 12, height: 12, borderRadius: 2, flex: 'none', background: UGR_COLOURS[ugr] }} />
            {t('glare.named', { ugr, name: t(`glare.level.${ugr}`) })}
          </button>
        ))}
      </div>
      <SelectRow<GlareTheme> label={ui('theme')} value={f.theme ?? 'light'} options={GLARE_THEMES.map((theme) => [theme, t(`glare.inspector.themes.${theme}`)] as const)} onChange={(theme) => set({ theme })} />
      <SelectRow<GlareSize> label={ui('size')} value={f.size ?? 'm'} options={GLARE_SIZES.map((size) => [size, t(`glare.inspector.sizes.${size}`)] as const)} onChange={(size) => set({ size, ...GLARE_BOX[size] })} />
      <CheckRow label={ui('hideTitle')} checked={f.hideTitle === true} onChange={(hideTitle) => set({ hideTitle })} />
      <SelectRow<GlareSpace | typeof NONE>
        label={ui('space')}
        value={f.space && (GLARE_SPACES as string[]).includes(f.space) ? f.space : NONE}
        options={[[NONE, ui('noSpace')] as const, ...GLARE_SPACES.map((space) => [space, spaceLabel(space)] as const)]}
        // no space: the field is removed, not stored empty
        onChange={(space) => set({ space: space === NONE ? undefined : space })}
      />
      <p className="small">{ui('spaceHint')}</p>
    </>
  );
}
