import { useLayoutEffect, useRef } from 'react';
import { TABLE_CELL_MAX, type TableFields } from '../../../../shared/src/schema/elements/kinds';
import { setCell as writeCell } from '../../../../shared/src/schema/table-rows';
import { EditFrame } from '../EditFrame';
import type { EditProps } from '../registry';
import { cellAt, tableLayout } from './layout';

/**
 * Editing a table in place: one input per header and cell over the drawn grid. A cell is
 * written when it loses focus (trimmed), so typing does not flood the shared document.
 */
export function TableEdit({ editor, el, scale, ox, oy, at }: EditProps) {
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
      const changed = [...container.querySelectorAll<HTMLInputElement>('input[data-r]')]
        .map((input) => ({ r: Number(input.dataset.r), column: now.columns[Number(input.dataset.c)], text: input.value.trim() }))
        .filter(({ r, column, text }) => column && (r < 0 ? text !== '' && text !== column.name : (now.rows[r]?.[column.key] ?? '') !== text));
      const headers = changed.filter((x) => x.r < 0);
      const cells = changed.filter((x) => x.r >= 0);
      if (headers.length > 0) ed.patch(new Map([[el.id, { columns: now.columns.map((col) => ({ ...col, name: headers.find((h) => h.column === col)?.text ?? col.name })) }]]));
      if (cells.length > 0) ed.editElement(el.id, (y) => cells.forEach(({ r, column, text }) => writeCell(y, r, column!.key, text)));
    };
  }, [el.id]);
  // The cell that was double-clicked (or, opened by a key, the first cell) takes the focus with
  // the caret after its text, so the very first keys typed land in it.
  // Only on opening: later renders must not pull the focus back.
  const opened = useRef((at ? cellAt(f, el.width, el.height, at) : null) ?? { r: f.rows.length > 0 ? 0 : -1, c: 0 });
  useLayoutEffect(() => {
    const { r, c } = opened.current;
    const input = box.current!.querySelector<HTMLInputElement>(`input[data-r="${r}"][data-c="${c}"]`);
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const setCell = (r: number, c: number, value: string) => {
    const text = value.trim();
    const column = f.columns[c]!;
    if (r < 0) {
      if (text === '' || text === column.name) return; // a header cannot be emptied
      editor.patch(new Map([[el.id, { columns: f.columns.map((col, j) => (j === c ? { ...col, name: text } : col)) }]]));
    } else if ((f.rows[r]?.[column.key] ?? '') !== text) {
      // one cell of the shared rows: someone typing in another cell keeps their text
      editor.editElement(el.id, (y) => writeCell(y, r, column.key, text));
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
        {f.rows.flatMap((row, r) => f.columns.map((col, c) => input(r, c, row[col.key] ?? '')))}
      </div>
    </EditFrame>
  );
}
