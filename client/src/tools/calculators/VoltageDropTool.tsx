import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CABLE_SIZES, smallestCable, voltageDrop, type ConductorMaterial, type SupplySystem } from '../../../../shared/src/lighting/voltage-drop';
import { attempt, fmt } from '../attempt';
import { NumberField, parseNumber, SelectField } from '../NumberField';
import { Figure, Formula, ToolLayout } from '../ToolLayout';

const SYSTEMS: readonly SupplySystem[] = ['dc', 'ac1', 'ac3'];
const DEFAULT_VOLTS: Record<SupplySystem, string> = { dc: '24', ac1: '220', ac3: '380' };

/** 压降计算: the voltage drop of a DC strip feed or an AC lighting circuit, its verdict and the cable that passes. */
export function VoltageDropTool() {
  const { t } = useTranslation();
  const [system, setSystem] = useState<SupplySystem>('dc');
  const [voltage, setVoltage] = useState(DEFAULT_VOLTS.dc);
  const [power, setPower] = useState('60');
  const [length, setLength] = useState('5');
  const [area, setArea] = useState<number>(1.5);
  const [material, setMaterial] = useState<ConductorMaterial>('cu');
  const [pf, setPf] = useState('0.9');
  const nan = t('toolsUi.notANumber');
  const v = parseNumber(voltage);
  const p = parseNumber(power);
  const l = parseNumber(length);
  const cos = system === 'dc' ? 1 : parseNumber(pf);
  const inputs = v !== null && p !== null && l !== null && cos !== null ? { system, voltage: v, power: p, length: l, material, powerFactor: cos } : null;
  const result = inputs ? attempt(() => voltageDrop({ ...inputs, area })) : null;
  const cable = inputs && result?.ok ? attempt(() => smallestCable(inputs)) : null;
  const refusal = result && !result.ok ? t(result.key) : undefined;
  const r = result?.ok ? result.value : null;
  const report = r
    ? {
        title: t('tools.items.voltagedrop.name'),
        rows: [
          [t('toolsUi.system'), t(`toolsUi.systems.${system}`)],
          [t('toolsUi.voltage'), `${fmt(v!, 1)} V`],
          [t('toolsUi.power'), `${fmt(p!, 1)} W`],
          [t('toolsUi.cableLength'), `${fmt(l!, 2)} m`],
          [t('toolsUi.cableArea'), `${area} mm² ${t(`toolsUi.materials.${material}`)}`],
          [t('toolsUi.current'), `${fmt(r.current, 2)} A`],
          [t('toolsUi.dropPercent'), `${fmt(r.drop, 3)} V（${fmt(r.percent, 2)}%）`],
          [t('toolsUi.verdict'), t(`toolsUi.verdicts.${r.verdict}`)],
        ] as [string, string][],
      }
    : null;
  const changeSystem = (s: SupplySystem) => {
    setSystem(s);
    setVoltage(DEFAULT_VOLTS[s]);
  };
  return (
    <ToolLayout
      code="voltagedrop"
      inputs={
        <>
          <SelectField label={t('toolsUi.system')} value={system} options={SYSTEMS.map((s) => ({ value: s, label: t(`toolsUi.systems.${s}`) }))} onChange={changeSystem} testId="system" />
          <div className="tool-row">
            <NumberField label={t('toolsUi.voltage')} unit="V" value={voltage} onChange={setVoltage} error={v === null ? nan : undefined} testId="voltage" />
            <NumberField label={t('toolsUi.power')} unit="W" value={power} onChange={setPower} error={p === null ? nan : refusal} testId="power" />
          </div>
          <div className="tool-row">
            <NumberField label={t('toolsUi.cableLength')} unit="m" value={length} onChange={setLength} error={l === null ? nan : undefined} testId="cable-length" />
            <SelectField label={t('toolsUi.cableArea')} value={area} options={CABLE_SIZES.map((s) => ({ value: s, label: `${s} mm²` }))} onChange={setArea} testId="cable-area" />
          </div>
          <div className="tool-row">
            <SelectField label={t('toolsUi.material')} value={material} options={(['cu', 'al'] as const).map((m) => ({ value: m, label: t(`toolsUi.materials.${m}`) }))} onChange={setMaterial} />
            {system !== 'dc' && <NumberField label={t('toolsUi.powerFactor')} value={pf} onChange={setPf} error={cos === null ? nan : undefined} testId="power-factor" />}
          </div>
        </>
      }
      results={
        r ? (
          <>
            <Figure label={t('toolsUi.dropPercent')} value={fmt(r.percent, 2)} unit="%" testId="result-percent" verdict={r.verdict} />
            <p className={`tool-verdict ${r.verdict}`} data-testid="result-verdict">
              {t(`toolsUi.verdicts.${r.verdict}`)}
            </p>
            <div className="tool-figures">
              <Figure label={t('toolsUi.current')} value={fmt(r.current, 2)} unit="A" testId="result-current" />
              <Figure label={t('toolsUi.drop')} value={fmt(r.drop, 3)} unit="V" testId="result-drop" />
            </div>
            {cable?.ok && (
              <p className="tool-note" data-testid="result-cable">
                {cable.value === null ? t('toolsUi.noCable') : t('toolsUi.smallestCable', { area: cable.value })}
              </p>
            )}
            <Formula
              lines={
                system === 'ac3'
                  ? [
                      `I = P / (√3·U·cosφ) = ${fmt(p!, 1)} / (1.732 × ${fmt(v!, 0)} × ${fmt(cos!, 2)}) = ${fmt(r.current, 3)} A`,
                      `ΔU = √3·I·L·ρ·cosφ / S = 1.732 × ${fmt(r.current, 3)} × ${fmt(l!, 2)} × ${r.resistivity} × ${fmt(cos!, 2)} / ${area} = ${fmt(r.drop, 3)} V`,
                      `ΔU% = ${fmt(r.drop, 3)} / ${fmt(v!, 0)} = ${fmt(r.percent, 2)} %`,
                    ]
                  : [
                      system === 'dc' ? `I = P / U = ${fmt(p!, 1)} / ${fmt(v!, 1)} = ${fmt(r.current, 3)} A` : `I = P / (U·cosφ) = ${fmt(p!, 1)} / (${fmt(v!, 0)} × ${fmt(cos!, 2)}) = ${fmt(r.current, 3)} A`,
                      `ΔU = 2·I·L·ρ / S = 2 × ${fmt(r.current, 3)} × ${fmt(l!, 2)} × ${r.resistivity} / ${area} = ${fmt(r.drop, 3)} V`,
                      `ΔU% = ${fmt(r.drop, 3)} / ${fmt(v!, 1)} = ${fmt(r.percent, 2)} %`,
                    ]
              }
            />
          </>
        ) : (
          <p className="muted">{t('toolsUi.fixInputs')}</p>
        )
      }
      source={t('toolsUi.dropSource')}
      report={report}
    />
  );
}
