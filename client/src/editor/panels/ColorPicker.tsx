import { useRef, useState } from 'react';
import { useLayer } from '../../ui/useLayer';
import { PALETTE } from '../../../../shared/src/schema/elements/fill';

/** A toolbar's compact face: a letter underlined with the colour, or set on it (the label is the tooltip). */
export interface ColorGlyph {
  text: string;
  as: 'underline' | 'background';
}

/** A colour: the 50-swatch palette (spec 001 §9) plus the system picker for anything else. */
export function ColorPicker({ label, value, onChange, glyph }: { label: string; value: string; onChange: (color: string) => void; glyph?: ColorGlyph }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useLayer(open, () => setOpen(false), root);
  return (
    <div className="color-picker" ref={root}>
      <button type="button" className={glyph ? 'tool' : 'swatch-button'} aria-label={label} title={label} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {glyph ? (
          <span className={`color-glyph ${glyph.as}`} style={glyph.as === 'underline' ? { borderBottomColor: value } : { background: value }}>
            {glyph.text}
          </span>
        ) : (
          <>
            <span className="swatch" style={{ background: value }} />
            <span className="small">{label}</span>
          </>
        )}
      </button>
      {open && (
        <div className="palette" role="listbox" aria-label={label}>
          {PALETTE.map((c) => (
            <button
              key={c}
              type="button"
              role="option"
              aria-selected={c === value}
              aria-label={c}
              className="swatch"
              style={{ background: c }}
              onClick={() => {
                onChange(c);
                setOpen(false);
              }}
            />
          ))}
          <input type="color" aria-label={`${label} #`} value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'} onChange={(e) => onChange(e.target.value)} />
        </div>
      )}
    </div>
  );
}
