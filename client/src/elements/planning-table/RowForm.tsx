import { useTranslation } from 'react-i18next';
import { sceneKey, type TableRow } from '../../../../shared/src/planning/tables/table-def';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import type { Editor } from '../../editor/editor';
import { RuleMessage } from '../lit-area/RuleInput';
import { SCORE_RULE, shown, useTableFields } from './useTableFields';

/**
 * One row of a planning table as a form in the panel: every cell a labelled field, the same
 * fields and rules as the in-place editor. On a phone the page is drawn too small to type into,
 * so this is where a table is filled in there; on a desktop it is the keyboard's way through a
 * wide row. The project base (one record) shows all its fields here.
 */
export function RowForm({ editor, el, row, index }: { editor: Editor; el: ElementJSON; row: TableRow; index: number }) {
  const { t } = useTranslation();
  const { def, f, message, field, nameLists } = useTableFields(el, editor);
  const label = (key: string) => t(`planningTable.col.${def.tag}.${key}` as 'planningTable.unset');
  const rowId = String(row.id);
  const cells = [
    ...def.columns.map((c) => ({ key: c.key, name: label(c.key), rule: c.rule })),
    ...(def.scenes ? (f.columns ?? []).map((c) => ({ key: sceneKey(c.id), name: c.name, rule: SCORE_RULE })) : []),
  ];
  return (
    <fieldset className="planning-row-form" aria-label={def.form ? t(`planningTable.kind.${def.tag}` as 'planningTable.unset') : t('planningTable.inspector.rowN', { n: index + 1 })}>
      {!def.form && <legend className="small">{t('planningTable.inspector.rowN', { n: index + 1 })}</legend>}
      {def.title && (
        <label className="select-row">
          <span>{t('planningTable.inspector.title')}</span>
          {field({ keyName: 'title', kind: 'title', value: f.title ?? '', label: t('planningTable.inspector.title'), className: 'planning-row-field' })}
        </label>
      )}
      {cells.map((c) => (
        <label key={c.key} className="select-row">
          <span>{c.name}</span>
          {field({ row: rowId, keyName: c.key, kind: 'cell', rule: c.rule, value: shown(row[c.key]), label: c.name, className: 'planning-row-field' })}
        </label>
      ))}
      {nameLists}
      <RuleMessage message={message} />
    </fieldset>
  );
}
