import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSpace, type SpaceFields } from '../../../../shared/src/lighting/space-compliance';
import { MAINTENANCE_FACTORS } from '../../../../shared/src/lighting/calc/lumen-method';
import { spaceTypes } from '../../../../shared/src/lighting/standards/gb-50034';
import { SPACE_DEFAULTS } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { useDocData } from '../../documents/doc-data';
import { NumberInput } from '../../editor/panels/NumberInput';
import { pageStore } from '../../editor/page-store';
import { addLibraryProduct } from '../../editor/products/product-actions';
import { cachedProduct } from '../../products/product-cache';
import { num, TextRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';
import { figureLines, missingText, VERDICT_COLOURS } from './space-text';
import { spaceTypeName } from './space-title';

const NO_ITEMS: readonly ElementJSON[] = [];

/**
 * A space (issue 16): its name, space type, real size and heights, reflectances, and the live
 * compliance check with every figure behind it.
 */
export function SpaceInspector({ editor, els, set }: InspectorProps) {
  const { t, i18n } = useTranslation();
  const f = els[0] as ElementJSON & SpaceFields;
  const store = pageStore(editor.doc, editor.pageId);
  const page = useSyncExternalStore(store.subscribe, store.get);
  const { lines } = useDocData(editor.doc);
  const check = checkSpace(f, page?.items ?? NO_ITEMS, lines);
  const ui = (key: string) => t(`spaceCheck.inspector.${key}` as 'spaceCheck.inspector.name');
  const zh = i18n.language.startsWith('zh');
  const spaceType = typeof f.spaceType === 'string' ? f.spaceType : SPACE_DEFAULTS.spaceType;
  const { figures, basis } = figureLines(check, t);
  const d = SPACE_DEFAULTS;
  const absent = [...new Set(check.missing.flatMap((m) => (m.kind === 'notInDocument' ? [m.product] : [])))];
  const [adding, setAdding] = useState(false);
  /** the linked library products the document lacks, snapshotted into its products (one step each) */
  const addAbsent = async () => {
    setAdding(true);
    try {
      for (const uuid of absent) {
        const product = await cachedProduct(uuid).catch(() => null);
        if (product) addLibraryProduct(editor, product);
      }
    } finally {
      setAdding(false);
    }
  };
  return (
    <>
      <TextRow id={f.id} label={ui('name')} value={typeof f.name === 'string' ? f.name : ''} set={(name) => set({ name })} />
      <label className="select-row">
        <span>{ui('spaceType')}</span>
        <select aria-label={ui('spaceType')} value={spaceType} onChange={(e) => set({ spaceType: e.target.value })}>
          {spaceTypes().map((g) => (
            <optgroup key={g.building} label={zh ? g.name : g.nameEn}>
              {g.spaces.map((s) => (
                <option key={s.id} value={s.id}>
                  {spaceTypeName(s.id, i18n.language)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <p className="small">{ui('sizeHint')}</p>
      <div className="row">
        <NumberInput label={ui('length')} value={num(f.length, d.length)} min={0.1} max={1000} step={0.01} onChange={(length) => set({ length })} />
        <NumberInput label={ui('depth')} value={num(f.depth, d.depth)} min={0.1} max={1000} step={0.01} onChange={(depth) => set({ depth })} />
      </div>
      <div className="row">
        <NumberInput label={ui('mount')} value={num(f.mount, d.mount)} min={0.1} max={100} step={0.01} onChange={(mount) => set({ mount })} />
        <NumberInput label={ui('plane')} value={num(f.plane, d.plane)} min={0} max={100} step={0.01} onChange={(plane) => set({ plane })} />
      </div>
      <div className="row">
        <NumberInput label={ui('ceiling')} value={num(f.ceiling, d.ceiling)} min={0} max={1} step={0.05} onChange={(ceiling) => set({ ceiling })} />
        <NumberInput label={ui('wall')} value={num(f.wall, d.wall)} min={0} max={1} step={0.05} onChange={(wall) => set({ wall })} />
        <NumberInput label={ui('floor')} value={num(f.floor, d.floor)} min={0} max={1} step={0.05} onChange={(floor) => set({ floor })} />
      </div>
      {/* GB 50034-2013 §4.1.6: the MF follows how dirty the room gets (a kitchen is not an office) */}
      <label className="select-row" title={ui('maintenanceHint')}>
        <span>{ui('maintenance')}</span>
        <select aria-label={ui('maintenance')} value={check.maintenance} onChange={(e) => set({ maintenance: e.target.value })}>
          {MAINTENANCE_FACTORS.presets.map((p) => (
            <option key={p.id} value={p.id}>
              {`${t(p.labelKey)} ${p.mf.toFixed(2)}`}
            </option>
          ))}
        </select>
      </label>
      <section className="space-check" aria-label={ui('check')} data-testid="space-check" data-verdict={check.verdict}>
        <h4>
          {ui('check')}：<b style={{ color: VERDICT_COLOURS[check.verdict] }}>{t(`spaceCheck.verdict.${check.verdict}`)}</b>
        </h4>
        {check.missing.length > 0 && (
          <ul data-testid="space-missing">
            {check.missing.map((m, i) => (
              <li key={i}>{missingText(m, t)}</li>
            ))}
          </ul>
        )}
        {absent.length > 0 && (
          <button type="button" disabled={adding || editor.readOnly} onClick={() => void addAbsent()}>
            {ui('addProducts')}
          </button>
        )}
        <ul>
          {figures.map((fig, i) => (
            <li key={i} data-verdict={fig.verdict ?? undefined}>
              {fig.verdict && <b style={{ color: VERDICT_COLOURS[fig.verdict] }}>{t(`spaceCheck.verdict.${fig.verdict}`)} </b>}
              {fig.text}
            </li>
          ))}
        </ul>
        {basis.map((line, i) => (
          <p key={i} className="small">
            {line}
          </p>
        ))}
      </section>
    </>
  );
}
