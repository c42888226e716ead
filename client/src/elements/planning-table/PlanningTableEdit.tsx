import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanningTableDef } from '../../../../shared/src/planning/tables/table-def';
import { EditFrame } from '../EditFrame';
import { RuleMessage } from '../lit-area/RuleInput';
import type { EditProps } from '../registry';
import type { fieldsOf } from './PlanningTableRender';
import { formLayout, tableLayout } from './table-layout';
import { SCORE_RULE, shown, useTableFields, type FieldProps } from './useTableFields';

/**
 * Editing a planning table in place: a field (useTableFields) over each drawn cell, the fixed
 * headers drawn as they are, the rule's message under the table.
 */
export function PlanningTableEdit({ editor, el, scale, ox, oy }: EditProps) {
  const { t } = useTranslation();
  const { def, f, message, commit, field, nameLists } = useTableFields(el, editor);
  const box = useRef<HTMLDivElement>(null);
  // Leaving by Escape or a click on the canvas removes the inputs without a blur: the focused
  // input's text is committed before it goes (a refused one is simply not written).
  useLayoutEffect(() => {
    const container = box.current!;
    return () => {
      const focused = container.querySelector<HTMLInputElement>('input:focus');
      if (focused) commit(focused);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [el.id]);
  useLayoutEffect(() => {
    box.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  return (
    <EditFrame editor={editor} el={el} scale={scale} ox={ox} oy={oy}>
      <div ref={box} className="table-edit planning-table-edit" style={{ width: el.width, height: el.height, transform: `scale(${scale})` }}>
        {def.form ? formInputs(def, f, el.width, el.height, field, t) : listInputs(def, f, el.width, el.height, field, t)}
      </div>
      {nameLists}
      <div className="planning-table-message" style={{ position: 'absolute', top: '100%', left: 0, background: '#fff', padding: '0 8px' }}>
        <RuleMessage message={message} />
      </div>
    </EditFrame>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function listInputs(
  def: PlanningTableDef,
  f: ReturnType<typeof fieldsOf>,
  width: number,
  height: number,
  field: (p: FieldProps) => React.ReactNode,
  t: T,
) {
  const L = tableLayout(def, f, width, height);
  const header = (key: string) => t(`planningTable.col.${def.tag}.${key}` as 'planningTable.unset');
  return [
    def.title ? field({ keyName: 'title', kind: 'title', value: f.title ?? '', label: t('planningTable.inspector.title'), style: { left: 0, top: 0, width, height: L.titleHeight, fontWeight: 'bold' } }) : null,
    // the fixed columns' headers are not typed into, but must still say what each column is
    ...L.columns
      .filter((c) => c.fixed)
      .map((c) => (
        <div key={`h:${c.key}`} className="table-cell-edit planning-table-head" style={{ left: c.x, top: L.titleHeight, width: c.width, height: L.headerHeight, fontSize: f.fontSize }}>
          {header(c.key)}
        </div>
      )),
    ...L.columns
      .filter((c) => c.scene)
      .map((c) => field({ keyName: c.scene!.id, kind: 'column', value: c.scene!.name, label: c.scene!.name, style: { left: c.x, top: L.titleHeight, width: c.width, height: L.headerHeight, fontWeight: 'bold', textAlign: 'center' } })),
    ...f.rows.flatMap((row, r) =>
      L.columns.map((c) =>
        field({
          row: String(row.id),
          keyName: c.key,
          kind: 'cell',
          rule: c.fixed?.rule ?? SCORE_RULE,
          value: shown(row[c.key]),
          label: `${r + 1} · ${c.scene?.name ?? header(c.key)}`,
          style: { left: c.x, top: L.rowTop(r), width: c.width, height: L.rowHeight, textAlign: c.scene ? 'center' : 'left' },
        }),
      ),
    ),
  ];
}

function formInputs(def: PlanningTableDef, f: ReturnType<typeof fieldsOf>, width: number, height: number, field: Parameters<typeof listInputs>[4], t: T) {
  const row = f.rows[0];
  if (!row) return null;
  return formLayout(def, width, height).map((c) =>
    field({
      row: String(row.id),
      keyName: c.column.key,
      kind: 'cell',
      rule: c.column.rule,
      value: shown(row[c.column.key]),
      label: t(`planningTable.col.${def.tag}.${c.column.key}` as 'planningTable.unset'),
      style: { left: c.valueX, top: c.y, width: c.valueWidth, height: c.height },
    }),
  );
}

