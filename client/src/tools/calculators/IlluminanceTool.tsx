import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lumenMethod } from '../../../../shared/src/lighting/calc';
import { attempt, fmt } from '../attempt';
import { NumberField, parseNumber, SelectField } from '../NumberField';
import { RoomInputs, useRoom } from '../room-inputs';
import { SpaceTypeField } from '../SpaceTypeField';
import { referenceFor } from '../../../../shared/src/lighting/standards';
import { luxVerdict } from './lux-verdict';
import { Figure, Formula, ToolLayout } from '../ToolLayout';
import { lumenChain, MF_PRESETS, mfOf, roomRows, type MfPreset } from './lumen-chain';

/** 照度计算: the average maintained illuminance a number of luminaires gives a room (lumen method). */
export function IlluminanceTool() {
  const { t } = useTranslation();
  const [room, setRoom] = useRoom();
  const [flux, setFlux] = useState('1000');
  const [count, setCount] = useState('6');
  const [mf, setMf] = useState<MfPreset>('clean');
  const [space, setSpace] = useState('');
  const reference = space ? referenceFor(space) : undefined;
  const chain = lumenChain(room, mf, flux, t);
  const n = parseNumber(count);
  const countError = n === null ? t('toolsUi.notANumber') : !Number.isInteger(n) || n < 1 ? t('toolsUi.countWhole') : undefined;
  const result = chain.ok && !countError ? attempt(() => lumenMethod({ area: chain.area, flux: chain.flux, uf: chain.uf, mf: chain.mf, count: n! })) : null;
  const refusal = result && !result.ok ? t(result.key) : undefined;
  const lux = result?.ok ? result.value.lux : null;
  const report =
    chain.ok && lux !== null
      ? {
          title: t('tools.items.illuminance.name'),
          rows: [
            ...roomRows(room, t),
            [t('toolsUi.flux'), `${fmt(chain.flux, 0)} lm × ${n}`],
            [t('toolsUi.roomIndex'), fmt(chain.k, 2)],
            ['UF / MF', `${fmt(chain.uf, 2)} / ${fmt(chain.mf, 2)}`],
            [t('toolsUi.avgLux'), `${fmt(lux, 0)} lx`],
          ] as [string, string][],
        }
      : null;
  return (
    <ToolLayout
      code="illuminance"
      inputs={
        <>
          <SpaceTypeField value={space} onChange={setSpace} />
          <RoomInputs room={room} onChange={setRoom} errors={chain.errors} />
          <SelectField label={t('toolsUi.mf')} value={mf} options={MF_PRESETS.map((k) => ({ value: k, label: t(`toolsUi.mfPresets.${k}`, { mf: mfOf(k).toFixed(2) }) }))} onChange={setMf} />
          <div className="tool-row">
            <NumberField label={t('toolsUi.flux')} unit="lm" value={flux} onChange={setFlux} error={chain.errors.flux} testId="flux" />
            <NumberField label={t('toolsUi.count')} unit={t('toolsUi.pieces')} value={count} onChange={setCount} error={countError ?? refusal} testId="count" />
          </div>
        </>
      }
      results={
        chain.ok && lux !== null ? (
          <>
            <Figure label={t('toolsUi.avgLux')} value={fmt(lux, 0)} unit="lx" testId="result-lux" />
            <div className="tool-figures">
              <Figure label={t('toolsUi.roomIndex')} value={fmt(chain.k, 2)} testId="result-k" />
              <Figure label="UF" value={fmt(chain.uf, 2)} testId="result-uf" />
              <Figure label="MF" value={fmt(chain.mf, 2)} />
            </div>
            {chain.clamped && <p className="tool-note">{t('toolsUi.ufClamped')}</p>}
            {reference && (
              <p className={`tool-verdict ${luxVerdict(lux, reference.lux)}`} data-testid="result-reference">
                {t(`toolsUi.luxVerdict.${luxVerdict(lux, reference.lux)}`, { lux: reference.lux, table: reference.source.table })}
              </p>
            )}
            <Formula
              lines={[
                ...chain.formula,
                `E = N·Φ·U·MF / A = ${n} × ${fmt(chain.flux, 0)} × ${fmt(chain.uf, 2)} × ${fmt(chain.mf, 2)} / ${fmt(chain.area, 2)} = ${fmt(lux, 1)} lx`,
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

