import { useTranslation } from 'react-i18next';
import { newImageGroup, newInput, newShape, newTable, newText, SHAPE_TYPES, type ShapeType } from '../../../shared/src/schema/elements/kinds';
import { actionById, type ActionContext } from './actions/actions';
import { shortcutLabel } from './actions/shortcuts';
import { LightingChoices, LightingMenu } from './LightingMenu';
import { TextToolbar } from './TextToolbar';
import { ToolMenu } from './ToolMenu';
import { useEditorState } from './usePage';

const shapeLabel = (s: ShapeType) => `editor.shape${s[0]!.toUpperCase()}${s.slice(1)}` as 'editor.shapeLine';
const ALIGN = ['alignLeft', 'alignHcenter', 'alignRight', 'alignTop', 'alignVcenter', 'alignBottom', 'distributeX', 'distributeY'];
const LAYER = ['forward', 'front', 'backward', 'back'];
const FIT = ['fitPage', 'fitWidth', 'fitHeight', 'actualSize'];

/** A button for a registered action: its label, its shortcut in the tooltip, its enabled rule. */
function ActionButton({ id, ctx, text }: { id: string; ctx: ActionContext; text?: string }) {
  const { t } = useTranslation();
  const a = actionById(id);
  const title = a.shortcuts ? `${t(a.label)} (${shortcutLabel(a.shortcuts[0]!)})` : t(a.label);
  return (
    <button type="button" className="tool" title={title} aria-label={t(a.label)} disabled={a.enabled?.(ctx) === false} onClick={() => a.perform(ctx)}>
      {text ?? t(a.label)}
    </button>
  );
}

/** Menu entries for registered actions, with their shortcuts unless `keys` is false. */
function ActionItems({ ids, ctx, close, keys = true }: { ids: string[]; ctx: ActionContext; close: () => void; keys?: boolean }) {
  const { t } = useTranslation();
  return ids.map((id) => {
    const a = actionById(id);
    return (
      <button key={id} type="button" role="menuitem" disabled={a.enabled?.(ctx) === false} onClick={() => (close(), a.perform(ctx))}>
        {t(a.label)}
        {keys && a.shortcuts && <kbd>{shortcutLabel(a.shortcuts[0]!)}</kbd>}
      </button>
    );
  });
}

/** A side panel that is a drawer on this screen: its button says whether it is open. */
export interface PanelToggle {
  open: boolean;
  toggle: () => void;
}

/** How the toolbar fits a phone or a tablet: one row, the rest under 更多. */
export interface Compact {
  /** the page list's button, where the list is a drawer */
  pages?: PanelToggle;
  /** the format panel's button, where the panel opens on demand */
  format?: PanelToggle;
  /** room for the zoom menu in the row (else its choices are under 更多) */
  zoomMenu: boolean;
}

interface Props {
  ctx: ActionContext;
  onInsertImage: () => void;
  onImageFromWeb: () => void;
  onExport: (kind: ExportKind) => void;
  compact?: Compact;
  /** the products panel's button (spec 001 §2), on every kind of document */
  products?: PanelToggle;
}

/**
 * The editor toolbar: insert, undo/redo, arrange, zoom, export; text formatting while typing.
 * (Play is in the page header, beside share: the row must hold the text toolbar at 1280 px.)
 * Narrower screens get the compact row (CompactToolbar).
 */
/** What the export menu offers: the whole document as PDF, the page as PNG, the tables as a workbook. */
export type ExportKind = 'pdf' | 'png' | 'xlsx';

export function Toolbar({ ctx, onInsertImage, onImageFromWeb, onExport, compact, products }: Props) {
  const { t } = useTranslation();
  const { editor } = ctx;
  useEditorState(editor);
  // the scale the canvas draws at, from the size it measured (never a guess made before layout)
  const zoom = editor.scale(ctx.page);
  const ro = editor.readOnly;
  if (compact) return <CompactToolbar ctx={ctx} onInsertImage={onInsertImage} onImageFromWeb={onImageFromWeb} onExport={onExport} compact={compact} products={products} />;
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.insert')}>
      <button type="button" className="tool" disabled={ro} onClick={() => editor.addText(newText(ctx.page, '<p></p>'))}>
        {t('editor.text')}
      </button>
      <ImageMenu ro={ro} onInsertImage={onInsertImage} onImageFromWeb={onImageFromWeb} />
      <ShapeMenu ctx={ctx} />
      {/* while typing the text toolbar needs the room (English at 1280 px); lamps and products wait until then */}
      {!editor.tiptap && <LightingMenu ctx={ctx} />}
      <ToolMenu label={t('editor.more')}>{(close) => <MoreInserts ctx={ctx} close={close} />}</ToolMenu>
      {products && !editor.tiptap && <ProductsButton toggle={products} />}
      <span className="sep" />
      <ActionButton id="undo" ctx={ctx} text="↶" />
      <ActionButton id="redo" ctx={ctx} text="↷" />
      <span className="sep" />
      <ToolMenu label={t('editor.alignMenu')}>{(close) => <ActionItems ids={ALIGN} ctx={ctx} close={close} />}</ToolMenu>
      <ToolMenu label={t('editor.layerMenu')}>{(close) => <ActionItems ids={LAYER} ctx={ctx} close={close} />}</ToolMenu>
      {editor.tiptap && (
        <>
          <span className="sep" />
          <TextToolbar tiptap={editor.tiptap} />
        </>
      )}
      <span className="grow" />
      {/* the zoom controls wrap (below 1280 px) as one piece */}
      <span className="tool-group">
        <ActionButton id="zoomOut" ctx={ctx} text="−" />
        <ToolMenu label={`${Math.round(zoom * 100)}%`} align="end">
          {(close) => <ActionItems ids={FIT} ctx={ctx} close={close} keys={false} />}
        </ToolMenu>
        <ActionButton id="zoomIn" ctx={ctx} text="+" />
      </span>
      <ActionButton id="shortcuts" ctx={ctx} text="⌨" />
      <span className="sep" />
      <ToolMenu label={t('editor.export')} align="end">
        {(close) => <ExportItems onExport={onExport} close={close} />}
      </ToolMenu>
    </div>
  );
}

/**
 * Phones and tablets: one row that fits (issue 23). The page list and the format panel open
 * from its ends; what has no room (more inserts, align, layers, export, shortcuts) is under
 * 更多. While a text is typed in, the row is the text's formatting, scrolling sideways, with
 * 完成 to stop typing (there may be no Esc key).
 */
function CompactToolbar({ ctx, onInsertImage, onImageFromWeb, onExport, compact, products }: Props & { compact: Compact }) {
  const { t } = useTranslation();
  const { editor } = ctx;
  const zoom = editor.scale(ctx.page);
  const ro = editor.readOnly;
  if (editor.tiptap)
    return (
      <div className="editor-toolbar compact" role="toolbar" aria-label={t('editor.text')}>
        <button type="button" className="tool primary-tool" onClick={() => editor.setEditing(null)}>
          {t('editor.doneEditing')}
        </button>
        <div className="toolbar-scroll">
          <TextToolbar tiptap={editor.tiptap} />
        </div>
      </div>
    );
  return (
    <div className="editor-toolbar compact" role="toolbar" aria-label={t('editor.insert')}>
      {compact.pages && (
        <button type="button" className="tool" aria-expanded={compact.pages.open} onClick={compact.pages.toggle}>
          {t('editor.pages')}
        </button>
      )}
      <button type="button" className="tool" disabled={ro} onClick={() => editor.addText(newText(ctx.page, '<p></p>'))}>
        {t('editor.text')}
      </button>
      <ImageMenu ro={ro} onInsertImage={onInsertImage} onImageFromWeb={onImageFromWeb} />
      <ShapeMenu ctx={ctx} />
      <ActionButton id="undo" ctx={ctx} text="↶" />
      <ActionButton id="redo" ctx={ctx} text="↷" />
      <span className="grow" />
      {compact.zoomMenu && (
        <ToolMenu label={`${Math.round(zoom * 100)}%`} align="end">
          {(close) => <ActionItems ids={FIT} ctx={ctx} close={close} keys={false} />}
        </ToolMenu>
      )}
      <ToolMenu label={t('editor.more')} align="end">
        {(close) => (
          <>
            {products && !compact.zoomMenu && (
              <button type="button" role="menuitem" onClick={() => (close(), products.toggle())}>
                {t('docPanels.button')}
              </button>
            )}
            <MoreInserts ctx={ctx} close={close} />
            <div className="menu-heading">{t('lighting.lightingUi.insert.menu')}</div>
            <LightingChoices ctx={ctx} close={close} />
            <div className="menu-heading">{t('editor.alignMenu')}</div>
            <ActionItems ids={ALIGN} ctx={ctx} close={close} />
            <div className="menu-heading">{t('editor.layerMenu')}</div>
            <ActionItems ids={LAYER} ctx={ctx} close={close} />
            {!compact.zoomMenu && (
              <>
                <div className="menu-heading">{`${t('editor.zoom')} ${Math.round(zoom * 100)}%`}</div>
                <ActionItems ids={FIT} ctx={ctx} close={close} keys={false} />
              </>
            )}
            <div className="menu-heading">{t('editor.export')}</div>
            <ExportItems onExport={onExport} close={close} />
            <ActionItems ids={['shortcuts']} ctx={ctx} close={close} />
          </>
        )}
      </ToolMenu>
      {/* a phone's row has no room for one more button: there 产品 is the first entry under 更多 */}
      {products && compact.zoomMenu && <ProductsButton toggle={products} />}
      {compact.format && (
        <button type="button" className="tool" aria-expanded={compact.format.open} onClick={compact.format.toggle}>
          {t('editor.format')}
        </button>
      )}
    </div>
  );
}

function ProductsButton({ toggle }: { toggle: PanelToggle }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="tool products-toggle" aria-expanded={toggle.open} onClick={toggle.toggle}>
      {t('docPanels.button')}
    </button>
  );
}

function ImageMenu({ ro, onInsertImage, onImageFromWeb }: { ro: boolean; onInsertImage: () => void; onImageFromWeb: () => void }) {
  const { t } = useTranslation();
  return (
    <ToolMenu label={t('editor.image')}>
      {(close) => (
        <>
          <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), onInsertImage())}>
            {t('editor.uploadLocal')}
          </button>
          <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), onImageFromWeb())}>
            {t('editor.imageUrl')}
          </button>
        </>
      )}
    </ToolMenu>
  );
}

function ShapeMenu({ ctx }: { ctx: ActionContext }) {
  const { t } = useTranslation();
  return (
    <ToolMenu label={t('editor.shapes')}>
      {(close) =>
        SHAPE_TYPES.map((s) => (
          <button key={s} type="button" role="menuitem" disabled={ctx.editor.readOnly} onClick={() => (close(), ctx.editor.add(newShape(s, ctx.page)))}>
            {t(shapeLabel(s))}
          </button>
        ))
      }
    </ToolMenu>
  );
}

/** The kinds with no button of their own: table, input, image group. */
function MoreInserts({ ctx, close }: { ctx: ActionContext; close: () => void }) {
  const { t } = useTranslation();
  const { editor } = ctx;
  const ro = editor.readOnly;
  return (
    <>
      <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), editor.add(newTable(ctx.page, t('editor.tableHeaders').split(','))))}>
        {t('editor.table')}
      </button>
      <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), editor.add(newInput(ctx.page, t('editor.inputPlaceholder'))))}>
        {t('editor.input')}
      </button>
      <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), editor.add(newImageGroup(ctx.page)))}>
        {t('editor.imageGroup')}
      </button>
    </>
  );
}

function ExportItems({ onExport, close }: { onExport: (kind: ExportKind) => void; close: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" role="menuitem" onClick={() => (close(), onExport('pdf'))}>
        {t('editor.exportPdf')}
      </button>
      <button type="button" role="menuitem" onClick={() => (close(), onExport('png'))}>
        {t('editor.exportPng')}
      </button>
      <button type="button" role="menuitem" onClick={() => (close(), onExport('xlsx'))}>
        {t('editor.exportXlsx')}
      </button>
    </>
  );
}
