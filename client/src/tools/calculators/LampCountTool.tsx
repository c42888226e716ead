import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lumenMethod } from '../../../../shared/src/lighting/calc';
import { attempt, fmt } from '../attempt';
import { NumberField, parseNumber, SelectField } from '../NumberField';
import { RoomInputs, useRoom } from '../room-inputs';
import { SpaceTypeField } from '../SpaceTypeField';
import { referenceFor } from '../../../../shared/src/lighting/standards';
import { Figure, Formula, ToolLayout } from '../ToolLayout';
import { lampGridFor, MAX_SPACING_RATIO } from './grid';
import { lumenChain, MF_PRESETS, mfOf, roomRows, type MfPreset } from './lumen-chain';

/** 灯具数量计算: how many luminaires a target illuminance needs, what they achieve, and how to space them. */
export function LampCountTool() {
  const { t } = useTranslation();
  const [room, setRoom] = useRoom();
  const [flux, setFlux] = useState('1000');
  const [target, setTarget] = useState('300');
  const [mf, setMf] = useState<MfPreset>('clean');
  const [space, setSpace] = useState('');
  const reference = space ? referenceFor(space) : undefined;
  const chooseSpace = (id: string) => {
    setSpace(id);
    const row = id ? referenceFor(id) : undefined;
    if (row) setTarget(String(row.lux));
  };
  const chain = lumenChain(room, mf, flux, t);
  const lux = parseNumber(target);
  const targetError = lux === null ? t('toolsUi.notANumber') : lux <= 0 ? t('toolsUi.positive') : undefined;
  const result = chain.ok && !targetError ? attempt(() => lumenMethod({ area: chain.area, flux: chain.flux, uf: chain.uf, mf: chain.mf, lux: lux! })) : null;
  const value = result?.ok ? result.value : null;
  const grid = chain.ok && value ? attempt(() => lampGridFor(value.count, parseNumber(room.length)!, parseNumber(room.width)!)) : null;
  const spacing = grid?.ok ? Math.max(grid.value.spacingL, grid.value.spacingW) : null;
  const tooWide = chain.ok && spacing !== null && spacing > MAX_SPACING_RATIO * chain.height;
  const report =
    chain.ok && value && grid?.ok
      ? {
          title: t('tools.items.lampcount.name'),
          rows: [
            ...roomRows(room, t),
            [t('toolsUi.targetLux'), `${fmt(lux!, 0)} lx`],
            [t('toolsUi.flux'), `${fmt(chain.flux, 0)} lm`],
            [t('toolsUi.roomIndex'), fmt(chain.k, 2)],
            ['UF / MF', `${fmt(chain.uf, 2)} / ${fmt(chain.mf, 2)}`],
            [t('toolsUi.lampCount'), `${value.count}`],
            [t('toolsUi.achievedLux'), `${fmt(value.lux, 0)} lx`],
          ] as [string, string][],
          grid: { length: parseNumber(room.length)!, width: parseNumber(room.width)!, cols: grid.value.cols, rows: grid.value.rows },
        }
      : null;
  return (
    <ToolLayout
      code="lampcount"
      inputs={
        <>
          <SpaceTypeField value={space} onChange={chooseSpace} />
          <RoomInputs room={room} onChange={setRoom} errors={chain.errors} />
          <SelectField label={t('toolsUi.mf')} value={mf} options={MF_PRESETS.map((k) => ({ value: k, label: t(`toolsUi.mfPresets.${k}`, { mf: mfOf(k).toFixed(2) }) }))} onChange={setMf} />
          <div className="tool-row">
            <NumberField label={t('toolsUi.targetLux')} unit="lx" value={target} onChange={setTarget} error={targetError ?? (result && !result.ok ? t(result.key) : undefined)} testId="target-lux" />
            <NumberField label={t('toolsUi.flux')} unit="lm" value={flux} onChange={setFlux} error={chain.errors.flux} testId="flux" />
          </div>
        </>
      }
      results={
        chain.ok && value ? (
          <>
            <Figure label={t('toolsUi.lampCount')} value={String(value.count)} unit={t('toolsUi.pieces')} testId="result-count" />
            <div className="tool-figures">
              <Figure label={t('toolsUi.achievedLux')} value={fmt(value.lux, 0)} unit="lx" testId="result-lux" />
              <Figure label={t('toolsUi.roomIndex')} value={fmt(chain.k, 2)} />
              <Figure label="UF" value={fmt(chain.uf, 2)} />
            </div>
            {reference && (
              <p className="tool-note" data-testid="result-reference">
                {t('toolsUi.referenceLine', { table: reference.source.table, lux: reference.lux, ugr: reference.ugr ?? '—', u0: reference.u0 ?? '—', ra: reference.ra })}
              </p>
            )}
            {grid?.ok && (
              <p className={`tool-note${tooWide ? ' warn' : ''}`} data-testid="result-grid">
                {t('toolsUi.gridSuggestion', { cols: grid.value.cols, rows: grid.value.rows, total: grid.value.count, l: fmt(grid.value.spacingL, 2), w: fmt(grid.value.spacingW, 2) })}
                {tooWide && ` ${t('toolsUi.spacingTooWide', { max: fmt(MAX_SPACING_RATIO * chain.height, 2) })}`}
              </p>
            )}
            <Formula
              lines={[
                ...chain.formula,
                `N = E·A / (Φ·U·MF) = ${fmt(lux!, 0)} × ${fmt(chain.area, 2)} / (${fmt(chain.flux, 0)} × ${fmt(chain.uf, 2)} × ${fmt(chain.mf, 2)}) = ${fmt((lux! * chain.area) / (chain.flux * chain.uf * chain.mf), 2)} → ${value.count}`,
                `E = ${value.count} × ${fmt(chain.flux, 0)} × ${fmt(chain.uf, 2)} × ${fmt(chain.mf, 2)} / ${fmt(chain.area, 2)} = ${fmt(value.lux, 1)} lx`,
              ]}
            />
          </>
        ) : (
          <p className="muted">{t('toolsUi.fixInputs')}</p>
        )
      }
      source={t('toolsUi.lumenSource')}
      report={report}
    />
  );
}
