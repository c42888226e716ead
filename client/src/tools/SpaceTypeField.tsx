import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { spaceTypes } from '../../../shared/src/lighting/standards';

// The space a calculation is for, from GB 50034-2013's tables (lighting/standards): choosing one
// puts its illuminance value in the target, and the result is compared with it.

interface Props {
  value: string;
  onChange: (id: string) => void;
}

export function SpaceTypeField({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const zh = i18n.language.startsWith('zh');
  return (
    <div className="tool-field">
      <label htmlFor={id}>{t('toolsUi.spaceType')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid="space-type">
        <option value="">{t('toolsUi.spaceTypeNone')}</option>
        {spaceTypes().map((group) => (
          <optgroup key={group.building} label={zh ? group.name : group.nameEn}>
            {group.spaces.map((s) => (
              <option key={s.id} value={s.id}>
                {zh ? `${s.room}${s.activity ? `（${s.activity}）` : ''}` : s.roomEn}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
