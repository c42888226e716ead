import { useTranslation } from 'react-i18next';
import type { ImageGroupFields } from '../../../../shared/src/schema/elements/kinds';
import { NumberInput } from '../../editor/panels/NumberInput';
import type { InspectorProps } from '../registry';

/** Image group: add and remove pictures, contain or cover, spacing. */
export function ImageGroupInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & ImageGroupFields;
  const items = f.items ?? [];
  const add = async () => {
    const picked = await editor.pickImage?.();
    if (picked) editor.patch(new Map([[f.id, { items: [...items, { src: picked.src, type: 'image' }] }]]));
  };
  return (
    <>
      <button type="button" disabled={els.length !== 1} onClick={() => void add()}>
        + {t('editor.image')}
      </button>
      <ol className="group-items">
        {items.map((item, i) => (
          <li key={`${i}:${item.src}`}>
            <img src={item.src} alt="" />
            <button type="button" className="link danger" onClick={() => editor.patch(new Map([[f.id, { items: items.filter((_, j) => j !== i) }]]))}>
              {t('editor.delete')}
            </button>
          </li>
        ))}
      </ol>
      <div className="segmented" role="radiogroup" aria-label={t('editor.imageMode')}>
        {(['contain', 'cover'] as const).map((mode) => (
          <button key={mode} type="button" role="radio" aria-checked={(f.mode ?? 'contain') === mode} onClick={() => set({ mode })}>
            {t(mode === 'contain' ? 'editor.modeFit' : 'editor.modeFill')}
          </button>
        ))}
      </div>
      <NumberInput label={t('editor.gap')} value={f.gap ?? 0} min={0} max={200} onChange={(gap) => set({ gap })} />
    </>
  );
}
