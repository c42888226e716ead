import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputFields } from '../../../../shared/src/schema/elements/kinds';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import type { InspectorProps } from '../registry';

/** Input item: placeholder, size, colour, alignment. */
export function InputInspector({ els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & InputFields;
  const bound = useRef(set);
  return (
    <>
      <label className="select-row">
        <span>{t('editor.placeholder')}</span>
        {/* keyed by element, and bound to it when typing starts, so it never lands on another */}
        <input key={f.id} defaultValue={f.placeholder} maxLength={50} onFocus={() => (bound.current = set)} onBlur={(e) => e.target.value.trim() && bound.current({ placeholder: e.target.value.trim() })} />
      </label>
      <div className="row">
        <NumberInput label={t('editor.fontSize')} value={f.fontSize} min={8} max={200} onChange={(fontSize) => set({ fontSize })} />
        <ColorPicker label={t('editor.textColor')} value={f.color} onChange={(color) => set({ color })} />
      </div>
      <div className="segmented" role="radiogroup" aria-label={t('editor.textLeft')}>
        {(['left', 'center', 'right'] as const).map((a) => (
          <button key={a} type="button" role="radio" aria-checked={f.align === a} onClick={() => set({ align: a })}>
            {t(`editor.text${a[0]!.toUpperCase()}${a.slice(1)}` as 'editor.textLeft')}
          </button>
        ))}
      </div>
    </>
  );
}
