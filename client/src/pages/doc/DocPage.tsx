import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { renameDoc } from '../../../../shared/src/schema/edit';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import { isDocId } from '../../../../shared/src/rules/patterns';
import { ShareDialog } from '../../app/share/ShareDialog';
import type { ActionContext } from '../../editor/actions/actions';
import type { Editor } from '../../editor/editor';
import { useShortcuts } from '../../editor/actions/useShortcuts';
import { EditorCanvas } from '../../editor/canvas/EditorCanvas';
import { DrawHint } from '../../editor/canvas/DrawHint';
import { ElementList } from '../../editor/ElementList';
import { ElementMenu } from '../../editor/ElementMenu';
import { LightingDialogs } from '../../editor/lighting/LightingDialogs';
import { EditorToolDialog } from '../../editor/tools/EditorToolDialog';
import { exportPdf, exportPng } from '../../editor/export/export-doc';
import { exportWorkbook } from '../../editor/export/export-workbook';
import { FormatPanel } from '../../editor/FormatPanel';
import { PageList } from '../../editor/PageList';
import { PlayMode } from '../../editor/PlayMode';
import { ShortcutsDialog } from '../../editor/ShortcutsDialog';
import { Toolbar, type Compact, type ExportKind } from '../../editor/Toolbar';
import { ToolMenu } from '../../editor/ToolMenu';
import { useScreen } from '../../ui/screen';
import { PageDrawer } from './PageDrawer';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { LOCAL_ORIGIN } from '../../sync/doc-session';
import { useAccessEnded, useDeviceFailure, useDocSession, useReadOnly, useSyncStatus } from '../../sync/useDocSession';
import { MembersDialog } from '../../app/members/MembersDialog';
import { useMembers } from '../../app/members/useMembers';
import { AccessEnded } from './AccessEnded';
import { MembersBar } from './MembersBar';
import { useRoleNotices } from './useRoleNotices';
import { useRestoreNotices } from './useRestoreNotices';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { NameDialog } from '../../ui/NameDialog';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { DocUnavailable } from './DocUnavailable';
import { HistoryDrawer } from './HistoryDrawer';
import { useImageInsert } from './useImageInsert';
import { StatusBadge } from './StatusBadge';
import { LocalStoreBanner } from './LocalStoreBanner';
import { useClipboard } from './useClipboard';
import { useDocAccess } from './useDocAccess';
import type { Access } from '../../sync/doc-access';
import { onlineUuids } from './MembersBar';
import { useDocMeta, useOthers } from './useDocMeta';
import { useEditor } from './useEditor';
import { useSchemaTooNew } from '../../sync/schema-watch';
import { NewerAppBanner } from './NewerAppBanner';
import { VerifyMenuItem, VerifySyncButton } from './VerifySync';
import { useOnline } from './useOnline';
import { useSidePanels } from './useSidePanels';
import { ProductsPanel } from '../../editor/products/ProductsPanel';
import { useTakePendingInsert } from '../../deck-insert/useTakePendingInsert';
import { PageCount } from './PageCount';
import '../../styles/doc.css';
import '../../styles/editor.css';

/** The document editor (/kit/doc/<id>), working offline from this device's copy. */
export default function DocPage() {
  const { id = '' } = useParams();
  return isDocId(id) ? <DocGate key={id} docId={id} /> : <NotFoundPage />;
}

/** Opens the editor only for a document this account may open (or this device holds). */
function DocGate({ docId }: { docId: string }) {
  const { t } = useTranslation();
  const access = useDocAccess(docId);
  if (!access) return <LoadingOverlay label={t('docPage.loading')} />;
  if (access.kind !== 'open') return <DocUnavailable reason={access} />;
  return <DocView docId={docId} access={access.access} />;
}

/** `access`: what the access check said (null: no answer, the device's copy opened). */
function DocView({ docId, access }: { docId: string; access: Access | null }) {
  const viewOnly = access === 'view';
  // only the owner shares a read-only link; unknown (offline) shows it, the server decides
  const mayShare = access === 'owner' || access === null;
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const session = useDocSession(docId, user, viewOnly);
  const status = useSyncStatus(session);
  const deviceFailure = useDeviceFailure(session);
  const view = useDocMeta(session);
  const others = useOthers(session);
  const online = useOnline();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [preview, setPreview] = useState<DocumentJSON | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [askingUrl, setAskingUrl] = useState(false);
  const [shortcuts, setShortcuts] = useState(false);
  // phones and tablets: the page list and the format panel open on demand (issue 23)
  const screen = useScreen();
  const compact = screen.layout !== 'desktop';
  // a tablet held sideways keeps the page list beside the canvas; narrower screens give the canvas the width
  const pagesDocked = !compact || (screen.layout === 'tablet' && screen.width > screen.height);
  const [pagesOpen, setPagesOpen] = useState(false);
  const side = useSidePanels();
  const showShortcuts = useCallback(() => setShortcuts(true), []);
  // the access check's answer until the server says otherwise; a lost access is read-only too
  const accessEnded = useAccessEnded(session);
  const readOnly = useReadOnly(session) || accessEnded;
  const tooNew = useSchemaTooNew(session);
  // (read-only for a newer document is not a change of role: its banner says why)
  useRoleNotices(session, readOnly, accessEnded || tooNew);
  const [membersOpen, setMembersOpen] = useState(false);
  const closeMembers = useCallback(() => setMembersOpen(false), []);
  const members = useMembers(online && !accessEnded ? docId : null, membersOpen);
  const editor = useEditor(session, preview, readOnly);
  const openHistory = useCallback(() => setHistoryOpen(true), []);
  // the restore's undo belongs to the live editor, not a version being previewed
  const live = useRef<Editor | null>(null);
  useEffect(() => {
    if (!preview) live.current = editor;
  }, [editor, preview]);
  const undoRestore = useCallback(() => live.current?.undo.undo(), []);
  // someone deleted the page I was on (perhaps typing on it): say so, and where I am now
  useEffect(() => {
    return editor?.onPageGone((index) => toast('warning', t('docPage.pageGone', { n: index + 1 })));
  }, [editor, t]);
  useRestoreNotices(session, undoRestore, openHistory);

  const theme = ((preview ?? view)?.options.theme ?? {}) as { width?: number; height?: number };
  const width = theme.width ?? 1920;
  const height = theme.height ?? 1080;
  const size = useMemo(() => ({ width, height }), [width, height]);
  const play = useCallback(() => setPlaying(true), []);
  const ctx = useMemo<ActionContext | null>(() => (editor ? { editor, page: size, play, showShortcuts } : null), [editor, size, play, showShortcuts]);
  useShortcuts(playing ? null : ctx);
  const insertImage = useImageInsert(editor, size);
  useClipboard(preview || insertImage.picking ? null : editor, size, insertImage.upload);
  // what 插入到文档… chose this deck for (a tool's result, a scene table): a new last page
  useTakePendingInsert(docId, preview ? null : editor, status, size, view?.name);

  if (!session || !view || !editor || !ctx || status === 'loading') return <LoadingOverlay label={t('docPage.loading')} />;

  // a preview lives in the drawer: closing it, however, shows the document again
  const closeHistory = () => {
    setHistoryOpen(false);
    setPreview(null);
  };
  const commitName = () => {
    if (name !== null) renameDoc(session.doc, name, LOCAL_ORIGIN);
    setName(null);
  };
  const runExport = async (kind: ExportKind) => {
    try {
      if (kind === 'png') await exportPng(editor.doc, editor.pageId, view.name, size);
      else if (kind === 'xlsx') {
        const done = await exportWorkbook(editor.doc, t, (n, total) => setProgress(t('editor.exportingXlsx', { done: n, total })));
        if (!done) return void toast('info', t('editor.noTables'));
      } else if (!(await exportPdf(editor.doc, view.name, size, (done, total) => setProgress(t('editor.exporting', { done, total }))))) return void toast('info', t('skip.exportAllSkipped'));
      toast('success', t('editor.exported', { name: view.name }));
    } catch {
      toast('error', t('editor.exportFailed'));
    } finally {
      setProgress(null);
    }
  };

  const toolbarFit: Compact | undefined = compact
    ? {
        pages: pagesDocked ? undefined : { open: pagesOpen, toggle: () => setPagesOpen((v) => !v) },
        format: { open: side.formatOpen, toggle: side.toggleFormat },
        zoomMenu: screen.layout === 'tablet',
      }
    : undefined;
  const toggleHistory = () => (historyOpen ? closeHistory() : setHistoryOpen(true));
  const showSide = !compact || historyOpen || side.formatOpen || side.productsOpen;
  const products = side.productsOpen && !historyOpen;
  const bodyClass = ['editor-body', preview && 'previewing', historyOpen && 'with-drawer', products && 'with-products', !pagesDocked && 'pages-drawer', !showSide && 'no-side'].filter(Boolean).join(' ');

  return (
    <div className={`doc-page editor-page${compact ? ' compact' : ''}`}>
      <header className="doc-header">
        <Link to="/desktop" className="icon-link" aria-label={t('docPage.back')}>
          ←
        </Link>
        <input
          className="doc-name"
          aria-label={t('docPage.name')}
          value={preview ? preview.name : (name ?? view.name)}
          maxLength={100}
          readOnly={preview !== null || readOnly}
          onChange={(e) => setName(e.target.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
        />
        <StatusBadge status={status} deviceFailure={deviceFailure} />
        {!compact && <VerifySyncButton session={session} />}
        <PageCount doc={editor.doc} />
        <div className="doc-header-right">
          <MembersBar members={members} me={user} others={others} onOpen={online && !accessEnded ? () => setMembersOpen(true) : undefined} />
          {compact ? (
            // no room for three more buttons: they are one menu
            <ToolMenu label={t('editor.docMenu')} face="⋯" align="end">
              {(close) => (
                <>
                  <button type="button" role="menuitem" onClick={() => (close(), toggleHistory())}>
                    {t('docPage.history')}
                  </button>
                  <VerifyMenuItem session={session} close={close} />
                  {online && !accessEnded && (
                    <button type="button" role="menuitem" onClick={() => (close(), setMembersOpen(true))}>
                      {t('member.button')}
                    </button>
                  )}
                  {online && !accessEnded && mayShare && (
                    <button type="button" role="menuitem" onClick={() => (close(), setSharing(true))}>
                      {t('shareDialog.button')}
                    </button>
                  )}
                </>
              )}
            </ToolMenu>
          ) : (
            <>
              <button type="button" aria-expanded={historyOpen} onClick={toggleHistory}>
                {t('docPage.history')}
              </button>
              {online && !accessEnded && (
                <button type="button" onClick={() => setMembersOpen(true)}>
                  {t('member.button')}
                </button>
              )}
              {online && !accessEnded && mayShare && (
                <button type="button" onClick={() => setSharing(true)}>
                  {t('shareDialog.button')}
                </button>
              )}
            </>
          )}
          <button type="button" className="primary play-button" title={`${t('editor.play')} (F5)`} aria-label={compact ? t('editor.play') : undefined} onClick={play}>
            ▶<span className="play-label"> {t('editor.play')}</span>
          </button>
        </div>
      </header>
      <Toolbar ctx={ctx} onInsertImage={insertImage.choose} onImageFromWeb={() => setAskingUrl(true)} onExport={(kind) => void runExport(kind)} compact={toolbarFit} products={{ open: side.productsOpen, toggle: side.toggleProducts }} />
      {shortcuts && <ShortcutsDialog onClose={() => setShortcuts(false)} />}
      {askingUrl && <NameDialog title={t('editor.imageUrl')} label={t('editor.imageUrlPrompt')} maxLength={2000} onSubmit={insertImage.fromWeb} onClose={() => setAskingUrl(false)} />}
      {accessEnded && <AccessEnded session={session} />}
      {membersOpen && <MembersDialog docId={docId} me={user.uuid} online={onlineUuids(others, user.uuid)} onClose={closeMembers} />}
      {!preview && tooNew && <NewerAppBanner />}
      {!preview && <LocalStoreBanner docId={docId} status={status} deviceFailure={deviceFailure} />}
      {!preview && readOnly && !accessEnded && !tooNew && (
        <div className="preview-banner" role="status">
          {t('docPage.viewOnly')}
        </div>
      )}
      {/* the history drawer takes the format panel's place: the canvas keeps its room */}
      <div className={bodyClass}>
        {pagesDocked ? (
          <PageList editor={editor} size={size} />
        ) : (
          pagesOpen && (
            <PageDrawer onClose={() => setPagesOpen(false)}>
              <PageList editor={editor} size={size} onOpened={() => setPagesOpen(false)} />
            </PageDrawer>
          )
        )}
        <main
          className="editor-main"
          onDragOver={(e) => e.dataTransfer.types.includes('Files') && e.preventDefault()}
          onDrop={(e) => {
            const file = [...e.dataTransfer.files].find((f) => f.type.startsWith('image/'));
            if (!file) return;
            e.preventDefault();
            insertImage.upload(file);
          }}
        >
          {preview && (
            <div className="preview-banner floating" role="status">
              {t('docPage.previewTitle')}
            </div>
          )}
          <ElementList editor={editor} />
          <EditorCanvas editor={editor} session={preview ? null : session} size={size} others={preview ? [] : others} onContextMenu={(x, y) => setMenu({ x, y })} />
          <DrawHint editor={editor} />
          {menu && <ElementMenu x={menu.x} y={menu.y} ctx={ctx} onClose={() => setMenu(null)} onOpenProducts={() => side.openProducts('selected')} />}
          <LightingDialogs ctx={ctx} />
          <EditorToolDialog ctx={ctx} />
        </main>
        {historyOpen ? (
          <HistoryDrawer session={session} online={online && status !== 'offline'} readOnly={readOnly} onClose={closeHistory} onPreview={setPreview} />
        ) : products ? (
          <ProductsPanel editor={editor} size={size} tab={side.productsTab} onTab={side.setProductsTab} onClose={side.closeProducts} />
        ) : (
          showSide && <FormatPanel editor={editor} />
        )}
        {sharing && <ShareDialog docId={docId} onClose={() => setSharing(false)} />}
      </div>
      {insertImage.input}
      {insertImage.dialog}
      {(progress || insertImage.busy) && <div className="progress-toast" role="status">{progress ?? t('editor.uploading')}</div>}
      {playing && (
        <PlayMode
          doc={editor.doc}
          startPage={editor.pageId}
          size={size}
          onExit={(pageId) => {
            setPlaying(false);
            editor.setPage(pageId);
          }}
        />
      )}
    </div>
  );
}

