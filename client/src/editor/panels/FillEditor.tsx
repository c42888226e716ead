import { useTranslation } from 'react-i18next';
import { DEFAULT_GRADIENT, FILL_POSITIONS, GRADIENT_PRESETS, type Fill, type Gradient } from '../../../../shared/src/schema/elements/fill';
import { cssFill } from '../../elements/konva-fill';
import { ColorPicker } from './ColorPicker';
import { NumberInput } from './NumberInput';

const TYPES = ['none', 'color', 'gradient', 'image'] as const;
const TYPE_LABEL = { none: 'editor.fillNone', color: 'editor.fillColor', gradient: 'editor.fillGradient', image: 'editor.fillImage' } as const;

/** Fill none / colour / gradient (linear or radial, angle, stops, 21 presets) / image. */
export function FillEditor({ value, onChange, imageSrc }: { value: Fill | undefined; onChange: (fill: Fill) => void; imageSrc?: () => Promise<string | null> }) {
  const { t } = useTranslation();
  const fill = value ?? { type: 'none' };
  const choose = async (type: (typeof TYPES)[number]) => {
    if (type === 'none') onChange({ type: 'none' });
    if (type === 'color') onChange({ type: 'color', color: fill.type === 'gradient' ? fill.gradient.points[0]!.color : '#ffe066' });
    if (type === 'gradient') onChange({ type: 'gradient', gradient: DEFAULT_GRADIENT });
    if (type === 'image' && imageSrc) {
      const src = await imageSrc();
      if (src) onChange({ type: 'image', src, mode: 'fill', position: 'center' });
    }
  };
  const setGradient = (g: Partial<Gradient>) => fill.type === 'gradient' && onChange({ type: 'gradient', gradient: { ...fill.gradient, ...g } });
  return (
    <div className="fill-editor">
      <div className="segmented" role="radiogroup" aria-label={t('editor.fill')}>
        {TYPES.filter((type) => type !== 'image' || imageSrc).map((type) => (
          <button key={type} type="button" role="radio" aria-checked={fill.type === type} onClick={() => void choose(type)}>
            {t(TYPE_LABEL[type])}
          </button>
        ))}
      </div>
      {fill.type === 'color' && <ColorPicker label={t('editor.fillColor')} value={fill.color} onChange={(color) => onChange({ type: 'color', color })} />}
      {fill.type === 'gradient' && (
        <>
          <div className="segmented">
            {(['linear', 'radial'] as const).map((type) => (
              <button key={type} type="button" aria-pressed={fill.gradient.type === type} onClick={() => setGradient({ type })}>
                {t(`editor.${type}`)}
              </button>
            ))}
          </div>
          {fill.gradient.type === 'linear' && <NumberInput label={t('editor.angle')} value={fill.gradient.angle} min={0} max={360} onChange={(angle) => setGradient({ angle })} />}
          <div className="row">
            {fill.gradient.points.map((p, i) => (
              <ColorPicker
                key={i}
                label={`${p.pct}%`}
                value={p.color}
                onChange={(color) => setGradient({ points: fill.gradient.points.map((q, j) => (j === i ? { ...q, color } : q)) })}
              />
            ))}
          </div>
          <div className="gradient-presets" aria-label={t('editor.fillGradient')}>
            {GRADIENT_PRESETS.map((g, i) => (
              <button key={i} type="button" className="swatch" aria-label={`${t('editor.fillGradient')} ${i + 1}`} style={{ background: cssFill({ type: 'gradient', gradient: g }) }} onClick={() => onChange({ type: 'gradient', gradient: g })} />
            ))}
          </div>
        </>
      )}
      {fill.type === 'image' && (
        <>
          <div className="segmented">
            {(['fill', 'fit', 'tile'] as const).map((mode) => (
              <button key={mode} type="button" aria-pressed={fill.mode === mode} onClick={() => onChange({ ...fill, mode })}>
                {t(`editor.mode${mode[0]!.toUpperCase()}${mode.slice(1)}` as 'editor.modeFill')}
              </button>
            ))}
          </div>
          <div className="position-grid" aria-label={t('editor.position')}>
            {FILL_POSITIONS.map((position) => (
              <button key={position} type="button" aria-label={position} aria-pressed={fill.position === position} onClick={() => onChange({ ...fill, position })} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
