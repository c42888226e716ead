import * as Y from 'yjs';
import type { Editor as Tiptap } from '@tiptap/core';
import { elementText, itemOf, meta, metaJSON, orderedItems, orderedPages, orderKeyOf, pageOf, pagesMap, productItemsMap, productsMap, settingsMap, type YMap } from '../../../shared/src/schema/doc';
import { blocksToHtml, blocksToText, htmlToBlocks } from '../../../shared/src/richtext/html';
import { readBlocks, writeBlocks } from '../../../shared/src/richtext/yjs';
import { addElement } from '../../../shared/src/schema/edit';
import { copyPage, elementsJSON, insertBlankPage, insertCopies, movePage, patchElements, removeElements, removePages, setPageField } from '../../../shared/src/schema/page-ops';
import { DUPLICATE_OFFSET, isAutoHeight, type TextFields } from '../../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { align, distribute, type AlignMode } from './geometry/align';
import { placeInView } from './geometry/place';
import type { Box } from './geometry/snap';
import { keepTextHeights, type MeasureText } from './text-heights';
import { pageStore } from './page-store';
import { reorder, type LayerOp } from './layers';
import { zoomFor, type ZoomMode } from './geometry/zoom';
import type { DrawSession } from './draw/draw-mode';

type Listener = () => void;
export type Patch = Record<string, unknown>;

/**
 * The editor facade: which page is open, what is selected, and every change to the document
 * as one transaction with this tab's origin. Y.UndoManager tracks only that origin, so each
 * person undoes their own edits, and one gesture (one commit) is one undo step.
 */
export class Editor {
  readonly undo: Y.UndoManager;
  pageId = '';
  selection: string[] = [];
  editing: string | null = null;
  /** where in the element (its own coordinates) editing was opened by a pointer, if it was */
  editAt: { x: number; y: number } | null = null;
  zoom: ZoomMode = 'page';
  /**
   * The canvas's size on screen, as the canvas last measured it. The scale drawn, the zoom
   * label and zoom steps all come from this one size (scale()), so they cannot disagree.
   */
  viewport = { width: 0, height: 0 };
  /**
   * The part of the open page on screen, in page px (set by the canvas, which owns the scroll;
   * read when something is added, so scrolling re-renders nothing); null without a canvas.
   */
  visibleRect: () => Box | null = () => null;
  /** The canvas tells how to read the part of the page on screen (null: no canvas any more). */
  setVisibleRect(read: (() => Box | null) | null): void {
    this.visibleRect = read ?? (() => null);
  }
  /**
   * Where the pointer is on the open page, in page px; null when it is off the canvas (set by the
   * canvas as it moves, read by a paste, which lands under it: paste-place.ts)
   */
  pointer: { x: number; y: number } | null = null;
  setPointer(at: { x: number; y: number } | null): void {
    this.pointer = at;
  }
  /** the image being cropped, if any */
  cropping: string | null = null;
  /** an outline being drawn point by point (draw/draw-mode.ts): the canvas takes presses for it */
  drawing: DrawSession | null = null;
  /**
   * Asks the person for an image and uploads it (set by the page, which owns the file picker
   * and the upload progress); null when they cancel or it fails.
   */
  pickImage: (() => Promise<{ src: string; width: number; height: number } | null>) | null = null;
  /** Several pictures at once from the material library (an image group); set with pickImage. */
  pickImages: ((limit: number) => Promise<{ src: string; width: number; height: number }[]>) | null = null;
  /** the in-place text editor while one is open (the text toolbar drives it) */
  tiptap: Tiptap | null = null;
  /** text elements inserted in this session and not yet typed into: removed if left empty */
  private freshText = new Set<string>();
  /** the text as it was when editing started, restored if the user empties it */
  private textBefore = '';
  /** stops keeping auto-height text boxes fitted to their text */
  private stopHeights = () => {};
  /** bumps on every change of editor state, for useSyncExternalStore */
  version = 0;
  private listeners = new Set<Listener>();

  constructor(
    readonly doc: Y.Doc,
    readonly origin: unknown,
    readonly readOnly = false,
    /** other origins of this tab's own edits: the in-place text editor's (y-prosemirror's) */
    alsoTrack: unknown[] = [],
    /** measures text for auto-height boxes; without it (tests, read-only) heights are left as stored */
    private readonly measureText: MeasureText | null = null,
  ) {
    this.undo = new Y.UndoManager([pagesMap(doc), meta(doc), productsMap(doc), productItemsMap(doc), settingsMap(doc)], {
      trackedOrigins: new Set([origin, ...alsoTrack]),
      // A commit is always its own step (it stops capturing on both sides); typing in a text,
      // which arrives as many small transactions, merges into one step per burst.
      captureTimeout: 500,
    });
    this.undo.on('stack-item-popped', () => this.prune());
    this.pageId = orderedPages(doc)[0]?.[0] ?? '';
    if (measureText && !readOnly) this.stopHeights = keepTextHeights(doc, measureText);
    // others may delete the page or elements we look at
    pagesMap(doc).observeDeep(this.onPagesChange);
  }
  private onPagesChange = (_events: unknown, transaction: Y.Transaction) => this.prune(transaction.local ? null : transaction.origin);
  /** where the open page stood in the order, so a page deleted under us gives way to its neighbour */
  private pageIndex = 0;
  private pageGone: ((shownIndex: number) => void) | null = null;
  /**
   * Told when the open page was deleted by someone else (the page shown now is its neighbour):
   * the person might be typing on it. Returns the way to stop listening.
   */
  onPageGone(listener: (shownIndex: number) => void): () => void {
    this.pageGone = listener;
    return () => {
      if (this.pageGone === listener) this.pageGone = null;
    };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = (): number => this.version;
  private emit(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  /** Keeps the open page and the selection pointing at things that exist. */
  private prune(remote: unknown = null): void {
    const pages = orderedPages(this.doc);
    let changed = false;
    const at = pages.findIndex(([id]) => id === this.pageId);
    if (at >= 0) this.pageIndex = at;
    else if (pages.length > 0) {
      // the neighbour at the same place, not back to the first page (spec 001 §4)
      this.pageIndex = Math.min(this.pageIndex, pages.length - 1);
      // no page was open yet (the document's pages arrived from this device's copy or the
      // server): nothing was taken from anyone
      const wasOpen = this.pageId !== '';
      this.pageId = pages[this.pageIndex]![0];
      this.drawing = null;
      changed = true;
      if (remote !== null && wasOpen) this.pageGone?.(this.pageIndex);
    }
    const page = this.page();
    const kept = this.selection.filter((id) => page && itemOf(page, id));
    if (kept.length !== this.selection.length) {
      this.selection = kept;
      changed = true;
    }
    if (this.editing && !(page && itemOf(page, this.editing))) {
      this.editing = null;
      changed = true;
    }
    if (changed) this.emit();
  }

  page(id = this.pageId): YMap | undefined {
    return pageOf(this.doc, id);
  }
  element(id: string): YMap | undefined {
    const page = this.page();
    return page ? itemOf(page, id) : undefined;
  }

  /** One gesture: one transaction, one undo step. Read-only editors change nothing. */
  commit(fn: () => void): void {
    if (this.readOnly) return;
    this.undo.stopCapturing();
    this.doc.transact(fn, this.origin);
    this.undo.stopCapturing();
  }

  setPage(id: string): void {
    if (id === this.pageId || !this.page(id)) return;
    // leaving the page leaves its text too, with the same rules as clicking away
    this.finishText();
    this.pageId = id;
    this.selection = [];
    this.editing = null;
    // a drawing belongs to the page it was begun on
    this.drawing = null;
    this.emit();
  }
  select(ids: string[]): void {
    if (ids.length === this.selection.length && ids.every((id, i) => id === this.selection[i])) return;
    if (this.editing && !ids.includes(this.editing)) this.finishText();
    this.selection = ids;
    this.emit();
  }
  setEditing(id: string | null, at: { x: number; y: number } | null = null): void {
    if (this.readOnly || this.editing === id) return;
    this.finishText();
    if (id && (!this.element(id) || this.element(id)!.get('lock') === true)) return;
    const fragment = id ? elementText(this.element(id)!) : undefined;
    this.editing = id;
    this.editAt = id ? at : null;
    // a text editing session starts a new undo step of its own
    this.undo.stopCapturing();
    this.textBefore = fragment ? blocksToHtml(readBlocks(fragment)) : '';
    if (id) this.selection = [id];
    this.emit();
  }
  /** The page provides the picker (it owns the file input and upload progress). */
  setImagePicker(picker: Editor['pickImage'], many: Editor['pickImages'] = null): void {
    this.pickImage = picker;
    this.pickImages = many;
  }
  setCropping(id: string | null): void {
    if (id && (this.readOnly || this.element(id)?.get('lock') === true)) return;
    this.cropping = id;
    if (id) this.selection = [id];
    this.emit();
  }
  /** Starts, updates or ends drawing; starting leaves text and the selection, so no key reaches them. */
  setDrawing(next: DrawSession | null): void {
    if (next && this.readOnly) return;
    if (next && !this.drawing) {
      this.finishText();
      this.selection = [];
      this.cropping = null;
    }
    this.drawing = next;
    this.emit();
  }
  setTiptap(instance: Tiptap | null): void {
    this.tiptap = instance;
    this.emit();
  }

  /**
   * Leaving a text (spec 001 §5): a new text left empty is removed; an existing text emptied
   * gets its old content back, since empty text is not allowed.
   */
  private finishText(): void {
    const id = this.editing;
    if (!id) return;
    this.editing = null;
    this.tiptap = null;
    const el = this.element(id);
    const fragment = el ? elementText(el) : undefined;
    if (!fragment) return;
    const empty = blocksToText(readBlocks(fragment)).trim() === '';
    if (empty && this.freshText.has(id)) {
      const page = this.page()!;
      this.commit(() => removeElements(page, [id]));
      this.selection = this.selection.filter((s) => s !== id);
    } else if (empty && this.textBefore) {
      const before = this.textBefore;
      this.commit(() => writeBlocks(fragment, htmlToBlocks(before)));
    }
    this.freshText.delete(id);
  }

  /** Inserts a text element and opens it for typing. */
  addText(json: Omit<ElementJSON, 'id'>): string {
    const id = this.add(json);
    if (!id) return id;
    this.freshText.add(id);
    this.setEditing(id);
    return id;
  }
  setZoom(zoom: ZoomMode): void {
    this.zoom = zoom;
    this.emit();
  }
  setViewport(width: number, height: number): void {
    if (width === this.viewport.width && height === this.viewport.height) return;
    this.viewport = { width, height };
    this.emit();
  }
  /** The scale a page of this size is drawn at now. */
  scale(page: { width: number; height: number }): number {
    return zoomFor(this.zoom, this.viewport, page);
  }

  selectAll(): void {
    const page = this.page();
    this.select(page ? orderedItems(page).map(([id]) => id) : []);
  }
  allLocked(): boolean {
    return this.selection.length > 0 && this.selection.every((id) => this.element(id)?.get('lock') === true);
  }
  /** Locking is the one change a locked element accepts. */
  setLock(lock: boolean): void {
    const page = this.page();
    if (page) this.commit(() => patchElements(page, new Map(this.selection.map((id) => [id, { lock: lock || undefined }]))));
  }

  /** Elements of the open page the user may change (not locked). */
  private unlocked(ids: string[]): string[] {
    return ids.filter((id) => this.element(id) && this.element(id)!.get('lock') !== true);
  }

  /**
   * Adds a new element where it covers nothing if there is room, within the part of the page on
   * screen (it asks for the page's middle, which on a zoomed-in plan may be far off screen).
   */
  add(json: Omit<ElementJSON, 'id'>): string {
    let id = '';
    const page = this.page();
    if (!page || this.readOnly) return id;
    const others = (pageStore(this.doc, this.pageId).get()?.items ?? []).map((el) => ({ x: el.left, y: el.top, width: el.width, height: el.height }));
    const theme = (metaJSON(this.doc).options.theme ?? {}) as { width?: number; height?: number };
    // a text box is as tall as its text from the start (about the same middle), so it is placed at its real size
    if (json.tag === 'text' && this.measureText && isAutoHeight(json as TextFields)) {
      const height = this.measureText({ ...json, id: '' } as ElementJSON);
      json = { ...json, top: Number(json.top) + (Number(json.height) - height) / 2, height };
    }
    const asked = { x: Number(json.left), y: Number(json.top), width: Number(json.width), height: Number(json.height) };
    const spot = placeInView(asked, others, { width: theme.width ?? 1920, height: theme.height ?? 1080 }, this.visibleRect());
    this.commit(() => (id = addElement(page, { ...json, left: spot.x, top: spot.y })));
    this.select([id]);
    return id;
  }

  /** Adds an element exactly where it is asked for (a drawn outline), as one commit, and selects it. */
  addAt(json: Omit<ElementJSON, 'id'>): string {
    let id = '';
    const page = this.page();
    if (!page || this.readOnly) return id;
    this.commit(() => (id = addElement(page, json)));
    this.select([id]);
    return id;
  }

  /** Changes inside one element's shared types (table rows), as one commit. */
  editElement(id: string, fn: (element: YMap) => void): void {
    const el = this.element(id);
    if (el && el.get('lock') !== true) this.commit(() => fn(el));
  }

  /** Field changes; locked elements are left alone (lock itself is changed by setLock). */
  patch(patches: Map<string, Patch>): void {
    const page = this.page();
    const allowed = new Map([...patches].filter(([id]) => this.element(id)?.get('lock') !== true));
    if (page && allowed.size > 0) this.commit(() => patchElements(page, allowed));
  }
  patchSelection(patch: Patch): void {
    this.patch(new Map(this.unlocked(this.selection).map((id) => [id, patch])));
  }

  moveBy(dx: number, dy: number, ids = this.selection): void {
    const patches = new Map<string, Patch>();
    for (const id of this.unlocked(ids)) {
      const el = this.element(id)!;
      patches.set(id, { left: Number(el.get('left')) + dx, top: Number(el.get('top')) + dy });
    }
    this.patch(patches);
  }

  remove(ids = this.selection): void {
    const page = this.page();
    const gone = this.unlocked(ids);
    if (!page || gone.length === 0) return;
    this.commit(() => removeElements(page, gone));
    this.select(this.selection.filter((id) => !gone.includes(id)));
  }

  /** Copies on top, 10 right and down, selected afterwards. */
  duplicate(ids = this.selection): void {
    const page = this.page();
    if (!page || ids.length === 0) return;
    let copies: string[] = [];
    this.commit(() => (copies = insertCopies(page, elementsJSON(page, new Set(ids)), DUPLICATE_OFFSET, DUPLICATE_OFFSET)));
    this.select(copies);
  }

  /** Pastes elements (from this or another document) on the open page, shifted by dx, dy. */
  paste(items: ElementJSON[], dx: number, dy = dx): void {
    const page = this.page();
    if (!page || items.length === 0) return;
    let ids: string[] = [];
    this.commit(() => (ids = insertCopies(page, items, dx, dy)));
    this.select(ids);
  }

  copySelection(): ElementJSON[] {
    const page = this.page();
    return page ? elementsJSON(page, new Set(this.selection)) : [];
  }

  layer(op: LayerOp): void {
    const page = this.page();
    if (!page) return;
    // an element whose z a client garbled cannot be placed between others: it stays put
    const items = orderedItems(page)
      .map(([id, el]) => ({ id, z: orderKeyOf(el, 'z') }))
      .filter((i): i is { id: string; z: string } => i.z !== null);
    const keys = reorder(items, new Set(this.unlocked(this.selection)), op);
    if (keys.size === 0) return;
    this.commit(() => {
      for (const [id, z] of keys) itemOf(page, id)?.set('z', z);
    });
  }

  private boxes(ids: string[]) {
    return this.unlocked(ids).map((id) => {
      const el = this.element(id)!;
      return { id, x: Number(el.get('left')), y: Number(el.get('top')), width: Number(el.get('width')), height: Number(el.get('height')) };
    });
  }
  private place(positions: Map<string, { x: number; y: number }>): void {
    this.patch(new Map([...positions].map(([id, p]) => [id, { left: p.x, top: p.y }])));
  }
  align(mode: AlignMode, page: { width: number; height: number }): void {
    this.place(align(this.boxes(this.selection), mode, page));
  }
  distribute(axis: 'x' | 'y'): void {
    this.place(distribute(this.boxes(this.selection), axis));
  }

  // ---- pages ----

  addPage(name: string): string {
    let id = '';
    this.commit(() => (id = insertBlankPage(this.doc, name, this.pageId || undefined)));
    this.setPage(id);
    return id;
  }
  /** Returns the ids kept because they may not be deleted, and the blank page added if none was left. */
  removePages(ids: string[], blankName: string): { kept: string[]; added: string | null } {
    const open = this.pageId;
    const index = orderedPages(this.doc).findIndex(([id]) => id === open);
    let result: { kept: string[]; added: string | null } = { kept: [], added: null };
    this.commit(() => (result = removePages(this.doc, ids, blankName)));
    // the open page moves to the page now at its index, not back to the first (spec 001 §4)
    const left = orderedPages(this.doc).map(([id]) => id);
    if (!left.includes(open)) this.setPage(left[Math.min(Math.max(0, index), left.length - 1)]!);
    return result;
  }
  copyPage(id = this.pageId): void {
    let copy: string | null = null;
    this.commit(() => (copy = copyPage(this.doc, id)));
    if (copy) this.setPage(copy);
  }
  movePage(id: string, index: number): void {
    this.commit(() => movePage(this.doc, id, index));
    this.emit();
  }
  setBackground(fill: unknown, all = false): void {
    const ids = all ? orderedPages(this.doc).map(([id]) => id) : [this.pageId];
    this.commit(() => ids.forEach((id) => setPageField(this.doc, id, 'background', fill)));
  }

  destroy(): void {
    this.stopHeights();
    pagesMap(this.doc).unobserveDeep(this.onPagesChange);
    this.undo.destroy();
    this.listeners.clear();
  }
}
