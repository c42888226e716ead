import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beamDiameter, centreIntensity, illuminanceAtDistance, intensityAt, pointIlluminance, solidAngle } from '../../../../shared/src/lighting/calc';
import { parsePhotometry, PHOTOMETRY_MAX_BYTES, type Photometry } from '../../../../shared/src/lighting/photometry';
import { attempt, fmt } from '../attempt';
import { NumberField, parseNumber } from '../NumberField';
import { Figure, Formula, ToolLayout } from '../ToolLayout';

/**
 * 射灯计算: from a spotlight's flux and beam angle (uniform-cone estimate), its centre intensity,
 * the illuminance on axis at a distance and on the floor at an angle, and the beam's diameter.
 */
export function SpotlightTool() {
  const { t } = useTranslation();
  const [flux, setFlux] = useState('600');
  const [beam, setBeam] = useState('24');
  const [distance, setDistance] = useState('2.5');
  const [angle, setAngle] = useState('30');
  const [file, setFile] = useState<{ name: string; photometry: Photometry } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const nan = t('toolsUi.notANumber');
  const readFile = async (picked: File | undefined) => {
    if (!picked) return;
    setFileError(null);
    try {
      if (picked.size > PHOTOMETRY_MAX_BYTES) throw new Error('size');
      const photometry = parsePhotometry(await picked.text());
      if (!photometry.beamAngle || !(photometry.lumens > 0)) throw new Error('no beam');
      setFile({ name: picked.name, photometry });
      setFlux(String(Math.round(photometry.lumens)));
      setBeam(String(Math.round(photometry.beamAngle * 10) / 10));
    } catch {
      setFile(null);
      setFileError(t('toolsUi.photometryUnreadable', { name: picked.name }));
    }
  };
  const photo = file?.photometry ?? null;
  const f = parseNumber(flux);
  const b = parseNumber(beam);
  const d = parseNumber(distance);
  const a = parseNumber(angle);
  const omega = b === null ? null : attempt(() => solidAngle({ beamAngle: b }));
  // with a photometric file the intensities are the file's own, not the uniform-cone estimate
  const intensity = photo ? attempt(() => photo.centreIntensity ?? intensityAt(photo, 0)) : f === null || b === null ? null : attempt(() => centreIntensity({ flux: f, beamAngle: b }));
  const onAxis = intensity?.ok && d !== null ? attempt(() => illuminanceAtDistance({ intensity: intensity.value, distance: d })) : null;
  const diameter = b !== null && d !== null ? attempt(() => beamDiameter({ distance: d, beamAngle: b })) : null;
  const intensityAtAngle = photo && a !== null ? attempt(() => intensityAt(photo, a)) : intensity;
  const atAngle = intensityAtAngle?.ok && d !== null && a !== null ? attempt(() => pointIlluminance({ intensity: intensityAtAngle.value, height: d, angle: a })) : null;
  const err = (r: { ok: boolean; key?: string } | null | undefined) => (r && !r.ok && 'key' in r ? t(r.key!) : undefined);
  const ready = omega?.ok && intensity?.ok && onAxis?.ok && diameter?.ok;
  const report = ready
    ? {
        title: t('tools.items.spotlight.name'),
        rows: [
          [t('toolsUi.flux'), `${fmt(f!, 0)} lm`],
          [t('toolsUi.beamAngle'), `${fmt(b!, 1)}°`],
          [t('toolsUi.centreIntensity'), `${fmt(intensity.value, 0)} cd`],
          [t('toolsUi.luxOnAxis', { d: fmt(d!, 2) }), `${fmt(onAxis.value, 0)} lx`],
          [t('toolsUi.beamDiameter'), `${fmt(diameter.value, 2)} m`],
        ] as [string, string][],
      }
    : null;
  return (
    <ToolLayout
      code="spotlight"
      inputs={
        <>
          <div className="tool-field">
            <label htmlFor="photometry-file">{t('toolsUi.photometryFile')}</label>
            <input id="photometry-file" type="file" accept=".ies,.ldt,.IES,.LDT" data-testid="photometry-file" onChange={(e) => void readFile(e.target.files?.[0])} />
            {file && (
              <span className="tool-note" data-testid="photometry-name">
                {t('toolsUi.photometryUsed', { name: file.name })}{' '}
                <button type="button" className="link" onClick={() => setFile(null)}>
                  {t('toolsUi.photometryClear')}
                </button>
              </span>
            )}
            {fileError && (
              <span className="tool-error" role="alert">
                {fileError}
              </span>
            )}
          </div>
          <div className="tool-row">
            <NumberField label={t('toolsUi.flux')} unit="lm" value={flux} onChange={setFlux} error={f === null ? nan : err(intensity)} testId="flux" />
            <NumberField label={t('toolsUi.beamAngle')} unit="°" value={beam} onChange={setBeam} error={b === null ? nan : err(omega)} testId="beam-angle" />
          </div>
          <div className="tool-row">
            <NumberField label={t('toolsUi.distance')} unit="m" value={distance} onChange={setDistance} error={d === null ? nan : err(onAxis) ?? err(diameter)} testId="distance" />
            <NumberField label={t('toolsUi.offAngle')} unit="°" value={angle} onChange={setAngle} error={a === null ? nan : err(atAngle)} testId="off-angle" />
          </div>
        </>
      }
      results={
        ready ? (
          <>
            <Figure label={t('toolsUi.centreIntensity')} value={fmt(intensity.value, 0)} unit="cd" testId="result-cd" />
            <div className="tool-figures">
              <Figure label={t('toolsUi.luxOnAxis', { d: fmt(d!, 2) })} value={fmt(onAxis.value, 0)} unit="lx" testId="result-lux" />
              <Figure label={t('toolsUi.beamDiameter')} value={fmt(diameter.value, 2)} unit="m" testId="result-diameter" />
              {atAngle?.ok && <Figure label={t('toolsUi.luxAtAngle', { a: fmt(a!, 0) })} value={fmt(atAngle.value, 0)} unit="lx" testId="result-lux-angle" />}
            </div>
            <Formula
              lines={[
                ...(photo
                  ? [t('toolsUi.photometryFormula', { cd: fmt(intensity.value, 0), beam: fmt(b!, 1) })]
                  : [
                      `Ω = 2π(1 − cos(β/2)) = 2π × (1 − cos ${fmt(b! / 2, 2)}°) = ${fmt(omega.value, 4)} sr`,
                      `I = Φ / Ω = ${fmt(f!, 0)} / ${fmt(omega.value, 4)} = ${fmt(intensity.value, 0)} cd`,
                    ]),
                `E = I / d² = ${fmt(intensity.value, 0)} / ${fmt(d!, 2)}² = ${fmt(onAxis.value, 1)} lx`,
                `D = 2·d·tan(β/2) = 2 × ${fmt(d!, 2)} × tan ${fmt(b! / 2, 2)}° = ${fmt(diameter.value, 3)} m`,
                ...(atAngle?.ok && intensityAtAngle?.ok ? [`E(θ) = I(θ)·cos³θ / h² = ${fmt(intensityAtAngle.value, 0)} × cos³ ${fmt(a!, 0)}° / ${fmt(d!, 2)}² = ${fmt(atAngle.value, 1)} lx`] : []),
              ]}
            />
            {!photo && <p className="tool-note">{t('toolsUi.coneNote')}</p>}
          </>
        ) : (
          <p className="muted">{t('toolsUi.fixInputs')}</p>
        )
      }
      source={t('toolsUi.spotSource')}
      report={report}
    />
  );
}
