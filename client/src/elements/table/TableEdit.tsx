import { useLayoutEffect, useRef } from 'react';
import { TABLE_CELL_MAX, type TableFields } from '../../../../shared/src/schema/elements/kinds';
import { EditFrame } from '../EditFrame';
import type { EditProps } from '../registry';
import { tableLayout } from './layout';

/**
 * Editing a table in place: one input per header and cell over the drawn grid. A cell is
 * written when it loses focus (trimmed), so typing does not flood the shared document.
 */
export function TableEdit({ editor, el, scale, ox, oy }: EditProps) {
  const f = el as typeof el & TableFields;
  const { cols, rowHeight } = tableLayout(f, el.width, el.height);
  const first = f.sn ? 1 : 0;
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ f, editor });
  useLayoutEffect(() => {
    latest.current = { f, editor };
  });
  // Leaving by Escape or a click on the canvas removes the inputs without a blur: whatever was
  // typed in the focused cell is read from the DOM and written before it goes.
  useLayoutEffect(() => {
    const container = box.current!;
    return () => {
      const { f: now, editor: ed } = latest.current;
      const values = [...container.querySelectorAll<HTMLInputElement>('input[data-r]')];
      let columns = now.columns;
      let rows = now.rows;
      for (const input of values) {
        const r = Number(input.dataset.r);
        const c = Number(input.dataset.c);
        const text = input.value.trim();
        if (r < 0 && text !== '' && text !== columns[c]?.name) columns = columns.map((col, j) => (j === c ? { ...col, name: text } : col));
        if (r >= 0 && rows[r] && (rows[r][c] ?? '') !== text) rows = rows.map((row, i) => (i === r ? now.columns.map((_, j) => (j === c ? text : (row[j] ?? ''))) : row));
      }
      if (columns !== now.columns || rows !== now.rows) ed.patch(new Map([[el.id, { columns, rows }]]));
    };
  }, [el.id]);
  const setCell = (r: number, c: number, value: string) => {
    const text = value.trim();
    if (r < 0) {
      if (text === '' || text === f.columns[c]!.name) return; // a header cannot be emptied
      editor.patch(new Map([[el.id, { columns: f.columns.map((col, j) => (j === c ? { ...col, name: text } : col)) }]]));
    } else if ((f.rows[r]![c] ?? '') !== text) {
      editor.patch(new Map([[el.id, { rows: f.rows.map((row, i) => (i === r ? f.columns.map((_, j) => (j === c ? text : (row[j] ?? ''))) : row)) }]]));
    }
  };
  const input = (r: number, c: number, value: string) => (
    <input
      key={`${r}:${c}:${value}`}
      className="table-cell-edit"
      data-r={r}
      data-c={c}
      aria-label={r < 0 ? f.columns[c]!.name : `${r + 1} · ${f.columns[c]!.name}`}
      defaultValue={value}
      maxLength={TABLE_CELL_MAX}
      style={{ left: cols[c + first]!.x, top: (r + 1) * rowHeight, width: cols[c + first]!.width, height: rowHeight, fontSize: f.fontSize, fontWeight: r < 0 ? 'bold' : 'normal' }}
      onBlur={(e) => setCell(r, c, e.target.value)}
    />
  );
  return (
    <EditFrame editor={editor} el={el} scale={scale} ox={ox} oy={oy}>
      <div ref={box} className="table-edit" style={{ width: el.width, height: el.height, transform: `scale(${scale})` }}>
        {f.columns.map((col, c) => input(-1, c, col.name))}
        {f.rows.flatMap((row, r) => f.columns.map((_, c) => input(r, c, row[c] ?? '')))}
      </div>
    </EditFrame>
  );
}
