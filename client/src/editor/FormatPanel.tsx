import { useTranslation } from 'react-i18next';
import type { Fill } from '../../../shared/src/schema/elements/fill';
import { minSideOf, scaledGeometry } from '../../../shared/src/lighting/scale-points';
import { chosenHeight } from '../../../shared/src/schema/elements/kinds';
import { kindOf } from '../elements';
import type { Editor } from './editor';
import { FillEditor } from './panels/FillEditor';
import { NumberInput } from './panels/NumberInput';
import { useEditorState, usePageJSON } from './usePage';

/** The format side panel: page background with nothing selected, else geometry and the kind's panel. */
export function FormatPanel({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  useEditorState(editor);
  const page = usePageJSON(editor.doc, editor.pageId);
  if (!page) return <aside className="format-panel" />;
  const selected = page.items.filter((el) => editor.selection.includes(el.id));
  const one = selected.length === 1 ? selected[0]! : null;
  const sameKind = selected.length > 0 && selected.every((el) => el.tag === selected[0]!.tag) ? kindOf(selected[0]!.tag) : undefined;
  const disabled = editor.readOnly;
  const set = (patch: Record<string, unknown>) => editor.patch(new Map(selected.map((el) => [el.id, patch])));

  return (
    <aside className="format-panel" aria-label={t('editor.format')} data-testid="format-panel">
      {/* each selection gets fields of its own: a value typed for one element is never shown
          (nor committed) as another's when the selection moves while a field has focus */}
      <fieldset key={selected.map((el) => el.id).join(',')} disabled={disabled}>
        {selected.length === 0 ? (
          <>
            <h3>{t('editor.background')}</h3>
            <FillEditor value={page.background as Fill | undefined} onChange={(fill) => editor.setBackground(fill)} imageSrc={editor.pickImage ? () => editor.pickImage!().then((p) => p?.src ?? null) : undefined} />
            <button type="button" onClick={() => editor.setBackground(page.background ?? { type: 'none' }, true)}>
              {t('editor.applyAll')}
            </button>
            <p className="muted small">{t('editor.nothingSelected')}</p>
          </>
        ) : (
          <>
            <h3>{t('editor.format')}</h3>
            {one && (
              <div className="geometry-grid" aria-label={t('editor.geometry')}>
                <NumberInput label={t('editor.x')} value={Math.round(one.left)} min={-10_000} max={10_000} onChange={(left) => set({ left })} />
                <NumberInput label={t('editor.y')} value={Math.round(one.top)} min={-10_000} max={10_000} onChange={(top) => set({ top })} />
                {/* a typed size stretches a line lamp's or polygon's points with the box, as the transformer does */}
                <NumberInput label={t('editor.width')} value={Math.round(one.width)} min={minSideOf(one)} max={20_000} onChange={(width) => set({ width, ...scaledGeometry(one, width, one.height) })} />
                <NumberInput
                  label={t('editor.height')}
                  value={Math.round(one.height)}
                  min={minSideOf(one)}
                  max={20_000}
                  onChange={(height) => set({ ...chosenHeight(one.tag, height), ...scaledGeometry(one, one.width, height) })}
                />
                <NumberInput label={t('editor.rotate')} value={one.rotate ?? 0} min={0} max={360} onChange={(rotate) => set({ rotate: rotate % 360 })} />
              </div>
            )}
            <label className="check">
              <input type="checkbox" checked={editor.allLocked()} onChange={(e) => editor.setLock(e.target.checked)} />
              {t('editor.lock')}
            </label>
            {sameKind?.Inspector && <sameKind.Inspector editor={editor} els={selected} set={set} />}
          </>
        )}
      </fieldset>
    </aside>
  );
}
