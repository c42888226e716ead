import express, { type Router } from 'express';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** An .xlsx travels base64 in JSON: ~14 MB of text for a 10 MB workbook, above the app's 1 MB. */
export const IMPORT_BODY_LIMIT = '15mb';
/** A photometric file may be 5 MB (PHOTOMETRY_MAX_BYTES), a little more once escaped in JSON. */
export const PHOTOMETRY_BODY_LIMIT = '7mb';

/**
 * The larger body parsers of the two file-carrying calls: mounted before the app's 1 MB one,
 * on these paths only (the general parser then sees the body already read and leaves it).
 */
export function productImportBody(router: Router): void {
  router.use('/product/import/read', express.json({ limit: IMPORT_BODY_LIMIT, strict: false }));
  router.use('/product/photometry', express.json({ limit: PHOTOMETRY_BODY_LIMIT, strict: false }));
}

/** The product library (issue 13, spec 000 §7): every product and systemproduct call. */
export function productRoutes(router: Router, { services }: RouteDeps): void {
  const { products, productTaxonomy: taxonomy, productCart: cart, productImport, productPhotometry } = services;
  mount(router, 'product/category', (input, ctx) => taxonomy.categories(ctx.userId, input.store));
  mount(router, 'product/category/name', (input, ctx) => taxonomy.renameCategory(ctx.userId, input.id, input.name));
  mount(router, 'product/category/commit', (input, ctx) => taxonomy.commitCategory(ctx.userId, input));
  mount(router, 'product/category/remove', async (input, ctx) => {
    await taxonomy.removeCategory(ctx.userId, input.id);
    return null;
  });
  mount(router, 'product/find', (input, ctx) => products.find(ctx.userId, input));
  mount(router, 'systemproduct/sdbstore', (input, ctx) => products.sdbstore(ctx.userId, input));
  mount(router, 'product/get', (input, ctx) => products.get(ctx.userId, input.uuid));
  // load answers the same product for the editor; `editable` says whether it may be saved
  mount(router, 'product/load', (input, ctx) => products.get(ctx.userId, input.uuid));
  mount(router, 'product/favor', async (input, ctx) => {
    await products.favor(ctx.userId, input.uuid, true);
    return null;
  });
  mount(router, 'product/unfavor', async (input, ctx) => {
    await products.favor(ctx.userId, input.uuid, false);
    return null;
  });
  mount(router, 'product/commit', (input, ctx) => products.commit(ctx.userId, input));
  mount(router, 'product/clone', (input, ctx) => products.clone(ctx.userId, input.uuid));
  mount(router, 'product/remove', async (input, ctx) => {
    await products.remove(ctx.userId, input.uuids);
    return null;
  });
  mount(router, 'product/skulist', (input, ctx) => products.skulist(ctx.userId, input.uuid));
  mount(router, 'product/sku/name', (input, ctx) => products.skuRename(ctx.userId, input));
  mount(router, 'product/skuvalues', (input, ctx) => products.skuValues(ctx.userId, input));
  mount(router, 'product/item/get', (input, ctx) => taxonomy.paramDefs(ctx.userId, input.store));
  mount(router, 'product/item/commit', (input, ctx) => taxonomy.commitParamDefs(ctx.userId, input));
  mount(router, 'product/cart', (_input, ctx) => cart.lines(ctx.userId));
  mount(router, 'product/addcart', (input, ctx) => cart.add(ctx.userId, ctx.lang, input));
  mount(router, 'product/removecart', (input, ctx) => cart.remove(ctx.userId, ctx.lang, input.uuids));
  mount(router, 'systemproduct/group/find', (input, ctx) => taxonomy.groups(ctx.userId, input.store));
  mount(router, 'systemproduct/group/commit', (input, ctx) => taxonomy.commitGroup(ctx.userId, input));
  mount(router, 'systemproduct/group/remove', async (input, ctx) => {
    await taxonomy.removeGroup(ctx.userId, input.id);
    return null;
  });
  mount(router, 'product/photometry', async (input, ctx) => {
    // a file of the material library the caller may read, or the text the browser read
    const file = input.source === undefined ? { name: input.name!, text: input.text! } : await services.sources.photometryFile(ctx.userId, Number(input.source));
    return productPhotometry.import(ctx.userId, { uuid: input.uuid, sku: input.sku, name: input.name ?? file.name, text: file.text });
  });
  mount(router, 'product/import/read', (input, ctx) => productImport.read(ctx.userId, input.name, input.data));
  mount(router, 'product/import/commit', (input, ctx) => productImport.commit(ctx.userId, ctx.lang, input));
}
