import type { ReactNode } from 'react';
import type { ElementJSON } from '../../../shared/src/schema/types';
import type { Editor } from '../editor/editor';

/**
 * Places an in-place editor exactly over its element: at the canvas zoom, turned by the
 * element's rotation. Escape leaves; other keys stay inside and never reach canvas shortcuts.
 */
export function EditFrame({ editor, el, scale, ox, oy, children }: { editor: Editor; el: ElementJSON; scale: number; ox: number; oy: number; children: ReactNode }) {
  return (
    <div
      className="text-edit-frame"
      style={{ left: ox + el.left * scale, top: oy + el.top * scale, width: el.width * scale, height: el.height * scale, transform: `rotate(${el.rotate ?? 0}deg)` }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') editor.setEditing(null);
        e.stopPropagation();
      }}
    >
      {children}
    </div>
  );
}
