import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LUMINAIRE_CLASSES, UF_CEILING, UF_FLOOR, UF_WALL, type LuminaireClass } from '../../../shared/src/lighting/calc';
import { NumberField, parseNumber, SelectField } from './NumberField';

// The room every lumen-method tool starts from: its size, the mounting height above the work
// plane, the surfaces' reflectances and the luminaire class, kept as typed.

// the reflectances the utilisation-factor tables hold, offered as choices
const CEILINGS = UF_CEILING;
const WALLS = UF_WALL;
const FLOORS = UF_FLOOR;

export interface RoomState {
  length: string;
  width: string;
  mount: string;
  plane: string;
  ceiling: number;
  wall: number;
  floor: number;
  luminaire: LuminaireClass;
}

export const DEFAULT_ROOM: RoomState = { length: '6', width: '4', mount: '2.8', plane: '0.75', ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'downlight' };

/** The room's numbers, or the field each refusal belongs to. */
export interface RoomValues {
  length: number | null;
  width: number | null;
  height: number | null;
}

export function roomValues(room: RoomState): RoomValues {
  const mount = parseNumber(room.mount);
  const plane = parseNumber(room.plane);
  return { length: parseNumber(room.length), width: parseNumber(room.width), height: mount !== null && plane !== null ? mount - plane : null };
}

export function useRoom() {
  return useState<RoomState>(DEFAULT_ROOM);
}

interface Props {
  room: RoomState;
  onChange: (room: RoomState) => void;
  errors: Partial<Record<'length' | 'width' | 'mount', string>>;
}

const pct = (r: number) => `${Math.round(r * 100)}%`;

export function RoomInputs({ room, onChange, errors }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof RoomState>(key: K) => (value: RoomState[K]) => onChange({ ...room, [key]: value });
  return (
    <>
      <div className="tool-row">
        <NumberField label={t('toolsUi.length')} unit="m" value={room.length} onChange={set('length')} error={errors.length} testId="room-length" />
        <NumberField label={t('toolsUi.width')} unit="m" value={room.width} onChange={set('width')} error={errors.width} testId="room-width" />
      </div>
      <div className="tool-row">
        <NumberField label={t('toolsUi.mount')} unit="m" value={room.mount} onChange={set('mount')} error={errors.mount} testId="room-mount" />
        <NumberField label={t('toolsUi.plane')} unit="m" value={room.plane} onChange={set('plane')} testId="room-plane" />
      </div>
      <div className="tool-row three">
        <SelectField label={t('toolsUi.ceiling')} value={room.ceiling} options={CEILINGS.map((v) => ({ value: v, label: pct(v) }))} onChange={set('ceiling')} />
        <SelectField label={t('toolsUi.wall')} value={room.wall} options={WALLS.map((v) => ({ value: v, label: pct(v) }))} onChange={set('wall')} />
        <SelectField label={t('toolsUi.floor')} value={room.floor} options={FLOORS.map((v) => ({ value: v, label: pct(v) }))} onChange={set('floor')} />
      </div>
      <SelectField
        label={t('toolsUi.luminaire')}
        value={room.luminaire}
        options={LUMINAIRE_CLASSES.map((c) => ({ value: c, label: t(`toolsUi.luminaires.${c}`) }))}
        onChange={set('luminaire')}
        testId="room-luminaire"
      />
    </>
  );
}
