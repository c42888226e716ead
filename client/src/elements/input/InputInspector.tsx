import { useTranslation } from 'react-i18next';
import type { InputFields } from '../../../../shared/src/schema/elements/kinds';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import type { InspectorProps } from '../registry';

/** Input item: placeholder, size, colour, alignment. */
export function InputInspector({ editor, els }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & InputFields;
  return (
    <>
      <label className="select-row">
        <span>{t('editor.placeholder')}</span>
        <input defaultValue={f.placeholder} maxLength={50} onBlur={(e) => e.target.value.trim() && editor.patchSelection({ placeholder: e.target.value.trim() })} />
      </label>
      <div className="row">
        <NumberInput label={t('editor.fontSize')} value={f.fontSize} min={8} max={200} onChange={(fontSize) => editor.patchSelection({ fontSize })} />
        <ColorPicker label={t('editor.textColor')} value={f.color} onChange={(color) => editor.patchSelection({ color })} />
      </div>
      <div className="segmented" role="radiogroup" aria-label={t('editor.textLeft')}>
        {(['left', 'center', 'right'] as const).map((a) => (
          <button key={a} type="button" role="radio" aria-checked={f.align === a} onClick={() => editor.patchSelection({ align: a })}>
            {t(`editor.text${a[0]!.toUpperCase()}${a.slice(1)}` as 'editor.textLeft')}
          </button>
        ))}
      </div>
    </>
  );
}
