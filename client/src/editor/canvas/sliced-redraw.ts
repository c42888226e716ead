import { SceneCanvas } from 'konva/lib/Canvas';
import type Konva from 'konva';
import { Konva as KonvaGlobal } from '../../render/konva';

// Redrawing a page layer whole costs a plan of a thousand lamps 30–50 ms on a software-drawn
// canvas: three frames lost at once whenever a drag picks elements up or puts them down, or a
// page thumbnail follows an edit (issue 10: never below 50 fps while dragging). Instead the new
// picture is drawn off screen a few milliseconds per frame, while the layer keeps showing its
// old one, and copied in whole when complete: for the few frames that takes, the old picture
// stands (a picked-up element still shows where it was, as PowerPoint leaves it until the copy
// arrives). Hit regions are redrawn after that, when the browser is idle. A full draw of the
// layer meanwhile (a zoom, an edit) makes the job moot, and it stops.

/** Milliseconds of drawing per frame: a drag move takes about ten, a frame has sixteen. */
export const SLICE_MS = 5;

interface Job {
  cancelled: boolean;
  /** asked again while under way: start over when done, with what the layer holds then */
  again: boolean;
  dones: (() => void)[];
}
const jobs = new WeakMap<Konva.Layer, Job>();
const buffers = new WeakMap<Konva.Layer, SceneCanvas>();
/** Konva's own batched draw, for layers whose batchDraw is sliced (drawLayerInSlices) */
const plainBatchDraw = (layer: Konva.Layer) => KonvaGlobal.Layer.prototype.batchDraw.call(layer);

const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 300 }) : setTimeout(fn, 30));

function finish(layer: Konva.Layer, job: Job): void {
  jobs.delete(layer);
  layer.off('beforeDraw.slices');
  for (const done of job.dones) done();
}

/**
 * Redraws `layer` a slice per frame onto a buffer (its children in order, as they are when the
 * job starts), then copies the buffer in and calls `done`. Asked again while under way, it
 * finishes and starts over, so a stream of edits still ends in their picture.
 */
export function redrawInSlices(layer: Konva.Layer, options: { done?: () => void } = {}): void {
  const running = jobs.get(layer);
  if (running) {
    running.again = true;
    if (options.done) running.dones.push(options.done);
    return;
  }
  const stage = layer.getStage();
  if (!stage || typeof requestAnimationFrame === 'undefined') {
    plainBatchDraw(layer);
    options.done?.();
    return;
  }
  const job: Job = { cancelled: false, again: false, dones: options.done ? [options.done] : [] };
  jobs.set(layer, job);
  // someone drew the whole layer meanwhile: that picture is current, this one would not be
  layer.on('beforeDraw.slices', () => {
    job.cancelled = true;
    finish(layer, job);
  });
  const target = layer.getCanvas();
  const ratio = target.getPixelRatio();
  let buffer = buffers.get(layer);
  if (!buffer || buffer.getPixelRatio() !== ratio) buffers.set(layer, (buffer = new SceneCanvas({ width: stage.width(), height: stage.height(), pixelRatio: ratio })));
  buffer.setSizeIfChanged(stage.width(), stage.height());
  const canvas = buffer;
  let list: readonly Konva.Node[] | null = null;
  let next = 0;

  const slice = () => {
    if (job.cancelled) return;
    if (!layer.getStage()) {
      // the stage was taken down meanwhile (a thumbnail scrolled away): nothing to draw on
      job.cancelled = true;
      finish(layer, job);
      return;
    }
    const start = performance.now();
    if (!list) {
      list = layer.getChildren();
      canvas.getContext().clear();
    }
    while (next < list.length && performance.now() - start < SLICE_MS) list[next++]!.drawScene(canvas);
    if (next < list.length) {
      requestAnimationFrame(slice);
      return;
    }
    if (job.again) {
      // changed while drawn: draw what it holds now, and call everyone back after that
      list = null;
      next = 0;
      job.again = false;
      requestAnimationFrame(slice);
      return;
    }
    finish(layer, job);
    if (canvas.width !== target.width || canvas.height !== target.height) {
      // the stage was resized meanwhile without a draw: draw it whole after all
      plainBatchDraw(layer);
      return;
    }
    const ctx = target._canvas.getContext('2d')!;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, target.width, target.height);
    ctx.drawImage(canvas._canvas, 0, 0);
    ctx.restore();
    if (layer.listening()) {
      idle(() => {
        if (!jobs.has(layer) && layer.getStage()) layer.drawHit();
      });
    }
  };
  // from the frame after next: the frame this was asked in already carries what asked for it
  // (a drop's edit rendered by React, a pick-up's selection)
  requestAnimationFrame(() => requestAnimationFrame(slice));
}

/**
 * Makes every batched draw of `layer` a sliced one (a ref callback): for a picture that may lag
 * its page by a few frames, such as a page thumbnail beside the canvas being edited.
 */
export function drawLayerInSlices(layer: Konva.Layer | null): void {
  if (!layer) return;
  layer.batchDraw = () => {
    redrawInSlices(layer);
    return layer;
  };
}

/**
 * Runs `fn` with Konva's automatic drawing off: moving a node between layers asks both layers
 * to be drawn whole at the next frame, which the caller is about to arrange more cheaply.
 */
export function withoutAutoDraw(fn: () => void): void {
  const was = KonvaGlobal.autoDrawEnabled;
  KonvaGlobal.autoDrawEnabled = false;
  try {
    fn();
  } finally {
    KonvaGlobal.autoDrawEnabled = was;
  }
}
