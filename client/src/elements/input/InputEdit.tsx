import { useLayoutEffect, useRef, useState } from 'react';
import { INPUT_MAX_LENGTH, type InputFields } from '../../../../shared/src/schema/elements/kinds';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import { EditFrame } from '../EditFrame';
import type { EditProps } from '../registry';

/** Typing into an input item: trimmed and written on Enter or when leaving. */
export function InputEdit({ editor, el, scale, ox, oy }: EditProps) {
  const f = el as typeof el & InputFields;
  const [text, setText] = useState(f.value);
  const commit = () => {
    const next = text.trim();
    if (next !== f.value) editor.patch(new Map([[el.id, { value: next }]]));
  };
  // leaving without a blur (Escape, a click on the canvas) still keeps what was typed
  const pending = useRef(commit);
  useLayoutEffect(() => {
    pending.current = commit;
  });
  useLayoutEffect(() => () => pending.current(), []);
  return (
    <EditFrame editor={editor} el={el} scale={scale} ox={ox} oy={oy}>
      <input
        className="input-edit"
        autoFocus
        aria-label={f.placeholder}
        placeholder={f.placeholder}
        maxLength={INPUT_MAX_LENGTH}
        value={text}
        style={{ width: el.width, height: el.height, fontSize: f.fontSize, color: f.color, textAlign: f.align, fontFamily: DEFAULT_FONT_FAMILY, transform: `scale(${scale})` }}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            commit();
            editor.setEditing(null);
          }
        }}
      />
    </EditFrame>
  );
}
