import { useTranslation } from 'react-i18next';
import { NO_BORDER, type Border } from '../../../../shared/src/schema/elements/fill';
import { ColorPicker } from './ColorPicker';
import { NumberInput } from './NumberInput';

/** Border none or solid, with weight, colour and corner radius. */
export function BorderEditor({ value, onChange }: { value: Border | undefined; onChange: (border: Border) => void }) {
  const { t } = useTranslation();
  const border = value ?? NO_BORDER;
  return (
    <div className="border-editor">
      <div className="segmented" role="radiogroup" aria-label={t('editor.border')}>
        {(['none', 'solid'] as const).map((style) => (
          <button key={style} type="button" role="radio" aria-checked={border.style === style} onClick={() => onChange({ ...border, style })}>
            {t(style === 'none' ? 'editor.borderNone' : 'editor.borderSolid')}
          </button>
        ))}
      </div>
      {border.style === 'solid' && (
        <div className="row">
          <NumberInput label={t('editor.borderWidth')} value={border.width} min={0.1} max={50} step={0.1} onChange={(width) => onChange({ ...border, width })} />
          <ColorPicker label={t('editor.border')} value={border.color} onChange={(color) => onChange({ ...border, color })} />
        </div>
      )}
      <NumberInput label={t('editor.radius')} value={border.radius} min={0} max={500} onChange={(radius) => onChange({ ...border, radius })} />
    </div>
  );
}
