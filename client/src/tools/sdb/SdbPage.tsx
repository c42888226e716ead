import '../../styles/tools.css';
import '../../styles/sdb.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductRow } from '../../../../shared/src/protocol/product';
import { SdbSetSchema, type SdbStored } from '../../../../shared/src/protocol/sdb';
import { paramNumber } from '../../../../shared/src/products/params';
import {
  BUILTIN_LAMP_IDS,
  BUILTIN_LAMPS,
  defaultSet,
  newScene,
  SDB_CCT_MAX,
  SDB_CCT_MIN,
  SDB_LAMPS_MAX,
  SDB_SCENES_MAX,
  sceneEstimate,
  type SceneEstimate,
  type SdbLamp,
  type SdbSet,
} from '../../../../shared/src/sdb/scene-trial';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { litSceneTable } from '../../../../shared/src/sdb/lit-scene-table';
import { api } from '../../api/client';
import { InsertIntoDeck } from '../../deck-insert/InsertIntoDeck';
import { encodeElements } from '../../editor/clipboard';
import { linkSearchInput, LINK_RESULTS } from '../../elements/lamp-point/link-search';
import { toast } from '../../state/toasts';
import { RoomView } from './RoomView';
import { luminaireClassOfProduct } from '../../../../shared/src/sdb/product-class';

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const num = (s: string, fallback: number): number => {
  const v = Number(s.replace(',', '.'));
  return Number.isFinite(v) ? v : fallback;
};

function estimateOr(set: SdbSet, i: number): SceneEstimate | undefined {
  const scene = set.scenes[i];
  if (!scene) return undefined;
  try {
    // a CCT half typed (65 on the way to 6500) is taken at the nearest end until the field is left
    return sceneEstimate(set.room, set.lamps, { ...scene, cells: scene.cells.map((c) => ({ dim: c.dim, cct: clamp(c.cct, SDB_CCT_MIN, SDB_CCT_MAX) })) });
  } catch {
    return undefined;
  }
}

/** A free spot on the ceiling for the n-th lamp added. */
const spot = (n: number): [number, number] => [0.15 + ((n * 0.37) % 0.7), 0.15 + ((n * 0.23) % 0.7)];

/** 场景试灯 (/kit/sdb, issue 16): lamps in a room, scenes × lamps with dimming and CCT, a lit preview and an estimate per scene. */
export default function SdbPage() {
  const { t } = useTranslation();
  const [set, setSet] = useState<SdbSet>(() => defaultSet(t('sdb.room')));
  const [id, setId] = useState<number | undefined>(undefined);
  const [active, setActive] = useState(0);
  const [saved, setSaved] = useState<SdbStored[]>([]);
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<ProductRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => api('sdb/list').then(setSaved, () => undefined);
  useEffect(() => {
    void refresh();
  }, []);

  const estimates = useMemo(() => set.scenes.map((_, i) => estimateOr(set, i)), [set]);
  const current = Math.min(active, Math.max(0, set.scenes.length - 1));
  const est = estimates[current];

  const update = (fn: (s: SdbSet) => SdbSet) => setSet((s) => fn(structuredClone(s)));
  const setCell = (scene: number, lamp: number, patch: Partial<{ dim: number; cct: number }>) =>
    update((s) => {
      Object.assign(s.scenes[scene]!.cells[lamp]!, patch);
      return s;
    });
  const addLamp = (lamp: Omit<SdbLamp, 'key' | 'x' | 'y'>) =>
    update((s) => {
      if (s.lamps.length >= SDB_LAMPS_MAX) {
        toast('warning', t('sdb.errors.tooManyLamps'));
        return s;
      }
      const [x, y] = spot(s.lamps.length);
      let n = s.lamps.length + 1;
      while (s.lamps.some((l) => l.key === `l${n}`)) n++;
      s.lamps.push({ ...lamp, key: `l${n}`, x, y });
      for (const sc of s.scenes) sc.cells.push({ dim: 100, cct: 3000 });
      return s;
    });
  const removeLamp = (i: number) =>
    update((s) => {
      s.lamps.splice(i, 1);
      for (const sc of s.scenes) sc.cells.splice(i, 1);
      return s;
    });
  const addScene = () => {
    if (set.scenes.length >= SDB_SCENES_MAX) return toast('warning', t('sdb.errors.tooManyScenes'));
    update((s) => {
      s.scenes.push(newScene(t('sdb.sceneDefault', { n: s.scenes.length + 1 }), s.lamps.length));
      return s;
    });
    setActive(set.scenes.length);
  };

  const search = async () => {
    const input = linkSearchInput('system', keyword);
    const page = await api('systemproduct/sdbstore', input).catch(() => null);
    setResults(page ? page.rows.slice(0, LINK_RESULTS) : []);
  };
  const addProduct = (row: ProductRow) => {
    const flux = paramNumber(row.params, 'flux');
    const power = paramNumber(row.params, 'power');
    addLamp({ name: [...(row.name || row.code)].slice(0, 20).join(''), flux: flux > 0 ? flux : 600, power: power > 0 ? power : 7, luminaire: luminaireClassOfProduct(row), product: row.uuid });
  };

  const save = async () => {
    setBusy(true);
    try {
      const stored = await api('sdb/save', { ...(id === undefined ? {} : { id }), set });
      setId(stored.id);
      setSet(stored.set);
      toast('success', t('sdb.saved'));
      await refresh();
    } catch {
      // the server's message is shown by the api layer
    } finally {
      setBusy(false);
    }
  };
  const open = (s: SdbStored) => {
    setId(s.id);
    setSet(s.set);
    setActive(0);
  };
  const remove = async (s: SdbStored) => {
    try {
      await api('sdb/remove', { id: s.id });
      if (s.id === id) setId(undefined);
      toast('success', t('sdb.removed'));
      await refresh();
    } catch {
      // shown by the api layer
    }
  };
  const copyTable = async () => {
    // our elements' clipboard form, so a paste in a deck's page adds the lighting-scene table
    const text = encodeElements([{ ...litSceneTable(set), id: 'sdb' } as ElementJSON]);
    try {
      await navigator.clipboard.writeText(text);
      toast('success', t('sdb.copied'));
    } catch {
      toast('warning', t('sdb.copyFailed'));
    }
  };

  const roomField = (k: 'length' | 'width' | 'height') => (
    <label className="sdb-field">
      <span className="small muted">{t(`sdb.${k}`)}</span>
      <input
        type="number"
        inputMode="decimal"
        step={0.1}
        min={k === 'height' ? 1 : 0.5}
        max={100}
        value={set.room[k]}
        data-testid={`sdb-room-${k}`}
        onChange={(e) => update((s) => ({ ...s, room: { ...s.room, [k]: clamp(num(e.target.value, s.room[k]), k === 'height' ? 1 : 0.5, 100) } }))}
      />
    </label>
  );

  return (
    <div className="desktop tool-page sdb-page" data-testid="tool-sdb">
      <div className="desktop-toolbar">
        <div>
          <Link to="/tool" className="muted small">
            ← {t('tools.menu')}
          </Link>
          <h2>{t('sdb.title')}</h2>
          <p className="muted small">{t('sdb.intro')}</p>
        </div>
      </div>

      <div className="sdb-bar">
        <label className="sdb-field sdb-name">
          <span className="small muted">{t('sdb.setName')}</span>
          <input value={set.name} maxLength={20} data-testid="sdb-set-name" onChange={(e) => update((s) => ({ ...s, name: e.target.value }))} />
        </label>
        <button type="button" className="btn primary" disabled={busy} onClick={() => void save()} data-testid="sdb-save">
          {t('sdb.save')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setId(undefined);
            setSet(defaultSet(t('sdb.room')));
            setActive(0);
          }}
        >
          {t('sdb.newSet')}
        </button>
        <button type="button" className="btn" onClick={() => void copyTable()} data-testid="sdb-copy-table">
          {t('sdb.copyTable')}
        </button>
        {/* the same table onto a new page of a deck chosen here (the clipboard stays for pasting anywhere) */}
        <InsertIntoDeck
          content={{ kind: 'scenes', set }}
          className="btn"
          testId="sdb-insert-deck"
          refuse={() => {
            const checked = SdbSetSchema.safeParse(set);
            return checked.success ? null : t(checked.error.issues[0]!.message as 'sdb.errors.badLamp');
          }}
        />
      </div>

      <div className="sdb-main">
        <section className="sdb-preview" aria-label={t('sdb.preview')}>
          <RoomView lamps={set.lamps} scene={set.scenes[current]} estimate={est} onMove={(i, x, y) => update((s) => ({ ...s, lamps: s.lamps.map((l, j) => (j === i ? { ...l, x, y } : l)) }))} />
          <div className="sdb-figures" aria-live="polite">
            <div>
              <span className="small muted">{t('sdb.lux')}</span>
              <strong data-testid="sdb-lux">{t('sdb.luxValue', { lux: (est?.lux ?? 0).toFixed(0) })}</strong>
            </div>
            <div>
              <span className="small muted">{t('sdb.eml')}</span>
              <strong data-testid="sdb-eml">{t('sdb.emlValue', { eml: (est?.eml ?? 0).toFixed(0), edi: (est?.melanopicEdi ?? 0).toFixed(0) })}</strong>
            </div>
            <div>
              <span className="small muted">{t('sdb.well')}</span>
              <strong>{est?.wellPoints ?? 0}</strong>
            </div>
            <div>
              <span className="small muted">{t('sdb.power')}</span>
              <strong>{(est?.power ?? 0).toFixed(1)} W</strong>
            </div>
          </div>
          <p className="small muted">{t('sdb.estimateNote')}</p>
        </section>

        <section className="sdb-side">
          <h3>{t('sdb.room')}</h3>
          <div className="sdb-row">
            {roomField('length')}
            {roomField('width')}
            {roomField('height')}
          </div>
          <h3>{t('sdb.addLamp')}</h3>
          <div className="sdb-chips" aria-label={t('sdb.builtinLamps')}>
            {BUILTIN_LAMPS.map((l, i) => (
              <button key={BUILTIN_LAMP_IDS[i]} type="button" className="btn" onClick={() => addLamp(l)} data-testid={`sdb-add-${BUILTIN_LAMP_IDS[i]}`}>
                + {l.name}
              </button>
            ))}
          </div>
          <form
            className="sdb-row"
            onSubmit={(e) => {
              e.preventDefault();
              void search();
            }}
          >
            <input type="search" value={keyword} placeholder={t('sdb.searchPlaceholder')} aria-label={t('sdb.searchLibrary')} onChange={(e) => setKeyword(e.target.value)} />
            <button type="submit" className="btn">
              {t('sdb.searchLibrary')}
            </button>
          </form>
          {results && (
            <ul className="sdb-results">
              {results.length === 0 && <li className="muted small">{t('sdb.noResults')}</li>}
              {results.map((r) => (
                <li key={r.uuid}>
                  <button type="button" className="btn" onClick={() => addProduct(r)}>
                    + {r.name || r.code} <span className="muted small">{r.brand}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('sdb.mySets')}</h3>
          {saved.length === 0 ? (
            <p className="muted small">{t('sdb.noSets')}</p>
          ) : (
            <ul className="sdb-saved" data-testid="sdb-saved">
              {saved.map((s) => (
                <li key={s.id} className={s.id === id ? 'current' : undefined}>
                  <button type="button" className="btn" onClick={() => open(s)}>
                    {s.set.name} <span className="muted small">× {s.set.scenes.length}</span>
                  </button>
                  <button type="button" className="btn" aria-label={t('sdb.remove')} onClick={() => void remove(s)}>
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="sdb-matrix-wrap" aria-label={t('sdb.scenes')}>
        <table className="sdb-matrix" data-testid="sdb-matrix">
          <thead>
            <tr>
              <th>{t('sdb.scenes')}</th>
              {set.lamps.map((l, i) => (
                <th key={l.key}>
                  <span>
                    {i + 1}. {l.name}
                  </span>
                  <button type="button" className="btn sdb-x" aria-label={t('sdb.removeLamp', { name: l.name })} onClick={() => removeLamp(i)}>
                    ✕
                  </button>
                </th>
              ))}
              <th>{t('sdb.lux')}</th>
              <th>EML</th>
            </tr>
          </thead>
          <tbody>
            {set.scenes.map((scene, si) => (
              <tr key={si} className={si === current ? 'active' : undefined} data-testid={`sdb-scene-${si}`} onFocus={() => setActive(si)} onClick={() => setActive(si)}>
                <th scope="row">
                  <input aria-label={t('sdb.sceneName')} value={scene.name} maxLength={20} data-testid={`sdb-scene-name-${si}`} onChange={(e) => update((s) => ((s.scenes[si]!.name = e.target.value), s))} />
                  <button
                    type="button"
                    className="btn sdb-x"
                    aria-label={t('sdb.removeScene', { name: scene.name })}
                    onClick={(e) => {
                      e.stopPropagation();
                      update((s) => (s.scenes.splice(si, 1), s));
                      setActive(0);
                    }}
                  >
                    ✕
                  </button>
                </th>
                {scene.cells.map((cell, li) => (
                  <td key={set.lamps[li]?.key ?? li}>
                    <label>
                      <span className="small muted">{t('sdb.dim')}</span>
                      <input type="number" inputMode="numeric" min={0} max={100} step={5} value={cell.dim} data-testid={`sdb-dim-${si}-${li}`} onChange={(e) => setCell(si, li, { dim: clamp(Math.round(num(e.target.value, cell.dim)), 0, 100) })} />
                    </label>
                    <label>
                      <span className="small muted">{t('sdb.cct')}</span>
                      <input type="number" inputMode="numeric" min={SDB_CCT_MIN} max={SDB_CCT_MAX} step={100} value={cell.cct} data-testid={`sdb-cct-${si}-${li}`} onChange={(e) => setCell(si, li, { cct: num(e.target.value, cell.cct) })} onBlur={() => setCell(si, li, { cct: clamp(Math.round(cell.cct), SDB_CCT_MIN, SDB_CCT_MAX) })} />
                    </label>
                  </td>
                ))}
                <td data-testid={`sdb-scene-lux-${si}`}>{(estimates[si]?.lux ?? 0).toFixed(0)} lx</td>
                <td>{(estimates[si]?.eml ?? 0).toFixed(0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="btn" onClick={addScene} data-testid="sdb-add-scene">
          + {t('sdb.addScene')}
        </button>
      </section>
    </div>
  );
}
