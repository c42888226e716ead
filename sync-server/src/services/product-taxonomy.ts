import type { z } from 'zod';
import { Code } from '../../../shared/src/protocol/codes';
import type { CategoryCommitSchema, CategoryNode, GroupCommitSchema, ParamDefCommitSchema, ProductGroup, ProductStore } from '../../../shared/src/protocol/product';
import { PARAM_DEFS, type ParamDef } from '../../../shared/src/products/params';
import { categoryTree, isUnder } from '../products/category-tree';
import { parseJson } from '../products/product-view';
import type { Repos } from '../storage/repos';
import type { CategoryDbRow, GroupDbRow } from '../storage/repos/product-taxonomy';
import { AppError } from './app-error';
import { callerOf, canEdit, readOwner, refuseUnlessTaxonomyEditable, storeOf, SYSTEM, type Caller } from './product-access';

type ParamDefOut = Required<Omit<ParamDef, 'options'>> & { options: string[] };

export type ProductTaxonomyService = ReturnType<typeof createProductTaxonomyService>;

/** Categories, groups and parameter definitions of the product stores (issue 13). */
export function createProductTaxonomyService({ repos, now }: { repos: Repos; now: () => number }) {
  const tree = async (owner: string, r: Repos = repos): Promise<CategoryNode[]> => categoryTree(await r.productTaxonomy.categories(owner), await r.products.countsByCategory(owner));
  const nodeOf = async (r: Repos, c: CategoryDbRow): Promise<CategoryNode> => {
    const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
      for (const n of nodes) {
        if (n.id === Number(c.id)) return n;
        const inner = find(n.children);
        if (inner) return inner;
      }
      return undefined;
    };
    return find(await tree(c.owner, r))!;
  };
  /** A category the caller may change; one of a store it cannot read is answered as missing. */
  const editableCategory = async (caller: Caller, r: Repos, id: number): Promise<CategoryDbRow> => {
    const c = await r.productTaxonomy.category(id);
    if (!c || !caller.readable.includes(c.owner)) throw new AppError(Code.REFUSED, 'product.categoryNotFound');
    refuseUnlessTaxonomyEditable(caller, c.owner);
    return c;
  };
  const refuseSameName = (rows: CategoryDbRow[], pid: number, name: string, exceptId: number) => {
    if (rows.some((r) => Number(r.pid) === pid && r.name === name && Number(r.id) !== exceptId)) throw new AppError(Code.REFUSED, 'product.categoryTaken');
  };
  /** The owner key of a store whose categories or groups the caller edits. */
  const taxonomyOwner = (caller: Caller, store: ProductStore): string => {
    const owner = readOwner(caller, store);
    refuseUnlessTaxonomyEditable(caller, owner);
    return owner;
  };
  const groupView = (caller: Caller, g: GroupDbRow, uuids: string[]): ProductGroup => ({
    id: Number(g.id),
    store: storeOf(g.owner),
    name: g.name,
    uuids,
    editable: g.owner === SYSTEM ? caller.globalAdmin : canEdit(caller, g.owner),
  });

  return {
    async categories(userId: number, store: ProductStore): Promise<CategoryNode[]> {
      return tree(readOwner(await callerOf(repos, userId), store));
    },

    /** Creates (id 0) or moves and renames a category, refusing loops and a sibling of the same name. */
    async commitCategory(userId: number, input: z.output<typeof CategoryCommitSchema>): Promise<CategoryNode> {
      const caller = await callerOf(repos, userId);
      return repos.transaction(async (tx) => {
        const owner = input.id > 0 ? (await editableCategory(caller, tx, input.id)).owner : taxonomyOwner(caller, input.store);
        await tx.products.lock(`categories:${owner}`);
        const rows = await tx.productTaxonomy.categories(owner);
        if (input.pid > 0 && !rows.some((r) => Number(r.id) === input.pid)) throw new AppError(Code.REFUSED, 'product.categoryNotFound');
        if (input.id > 0 && isUnder(rows, input.id, input.pid)) throw new AppError(Code.REFUSED, 'product.categoryLoop');
        refuseSameName(rows, input.pid, input.name, input.id);
        const id = input.id > 0 ? input.id : await tx.productTaxonomy.addCategory(owner, input.pid, input.name, now());
        if (input.id > 0) await tx.productTaxonomy.updateCategory(id, { pid: input.pid, name: input.name });
        return nodeOf(tx, (await tx.productTaxonomy.category(id))!);
      });
    },

    async renameCategory(userId: number, id: number, name: string): Promise<CategoryNode> {
      const caller = await callerOf(repos, userId);
      return repos.transaction(async (tx) => {
        const c = await editableCategory(caller, tx, id);
        await tx.products.lock(`categories:${c.owner}`);
        refuseSameName(await tx.productTaxonomy.categories(c.owner), Number(c.pid), name, id);
        await tx.productTaxonomy.updateCategory(id, { name });
        return nodeOf(tx, (await tx.productTaxonomy.category(id))!);
      });
    },

    /** Only an empty category goes: no product and no sub-category in it. */
    async removeCategory(userId: number, id: number): Promise<void> {
      const caller = await callerOf(repos, userId);
      await repos.transaction(async (tx) => {
        await editableCategory(caller, tx, id);
        if ((await tx.productTaxonomy.childCount(id)) > 0 || (await tx.products.countInCategory(id)) > 0) throw new AppError(Code.REFUSED, 'product.categoryNotEmpty');
        await tx.productTaxonomy.removeCategory(id);
      });
    },

    async groups(userId: number, store: ProductStore): Promise<ProductGroup[]> {
      const caller = await callerOf(repos, userId);
      const groups = await repos.productTaxonomy.groups(readOwner(caller, store));
      const items = await repos.productTaxonomy.groupItems(groups.map((g) => Number(g.id)));
      return groups.map((g) => groupView(caller, g, items.get(Number(g.id)) ?? []));
    },

    /**
     * Creates or rewrites a group. Its products must be readable by everyone who reads the
     * group: a system group holds system products, a company group the company's or system
     * ones, my group anything I read.
     */
    async commitGroup(userId: number, input: z.output<typeof GroupCommitSchema>): Promise<ProductGroup> {
      const caller = await callerOf(repos, userId);
      return repos.transaction(async (tx) => {
        let owner: string;
        if (input.id > 0) {
          const g = await tx.productTaxonomy.group(input.id);
          if (!g || !caller.readable.includes(g.owner)) throw new AppError(Code.REFUSED, 'product.groupNotFound');
          refuseUnlessTaxonomyEditable(caller, g.owner);
          owner = g.owner;
        } else owner = taxonomyOwner(caller, input.store);
        const allowed = owner === SYSTEM ? [SYSTEM] : owner === caller.mine ? caller.readable : [SYSTEM, owner];
        const found = await tx.products.byUuids([...new Set(input.uuids)]);
        const byUuid = new Map(found.filter((p) => allowed.includes(p.owner)).map((p) => [p.uuid, Number(p.id)]));
        const ids = [...new Set(input.uuids)].map((u) => byUuid.get(u));
        if (ids.some((id) => id === undefined)) throw new AppError(Code.REFUSED, 'product.notFound');
        const id = input.id > 0 ? input.id : await tx.productTaxonomy.addGroup(owner, input.name, now());
        if (input.id > 0) await tx.productTaxonomy.renameGroup(id, input.name);
        await tx.productTaxonomy.setGroupItems(id, ids as number[]);
        const g = (await tx.productTaxonomy.group(id))!;
        return groupView(caller, g, (await tx.productTaxonomy.groupItems([id])).get(id) ?? []);
      });
    },

    async removeGroup(userId: number, id: number): Promise<void> {
      const caller = await callerOf(repos, userId);
      await repos.transaction(async (tx) => {
        const g = await tx.productTaxonomy.group(id);
        if (!g || !caller.readable.includes(g.owner)) throw new AppError(Code.REFUSED, 'product.groupNotFound');
        refuseUnlessTaxonomyEditable(caller, g.owner);
        await tx.productTaxonomy.removeGroup(id);
      });
    },

    /** The built-in definitions with the store's own (same id: the store's wins). */
    async paramDefs(userId: number, store: ProductStore): Promise<ParamDefOut[]> {
      const owner = readOwner(await callerOf(repos, userId), store);
      const own = owner === SYSTEM ? [] : await repos.productTaxonomy.paramDefs(owner);
      const out = new Map<string, ParamDefOut>(PARAM_DEFS.map((d) => [d.id, { ...d, options: [...(d.options ?? [])] }]));
      for (const d of own) out.set(d.id, { id: d.id, name: d.name, type: d.type as ParamDef['type'], unit: d.unit, group: d.grp, options: parseJson<string[]>(d.options, []) });
      return [...out.values()];
    },

    /** Replaces the store's own definitions. */
    async commitParamDefs(userId: number, input: z.output<typeof ParamDefCommitSchema>): Promise<ParamDefOut[]> {
      const caller = await callerOf(repos, userId);
      const owner = taxonomyOwner(caller, input.store);
      await repos.transaction((tx) =>
        tx.productTaxonomy.setParamDefs(
          owner,
          [...new Map(input.items.map((d) => [d.id, d])).values()].map((d) => ({ id: d.id, name: d.name, type: d.type, unit: d.unit, grp: d.group, options: JSON.stringify(d.options) })),
        ),
      );
      return this.paramDefs(userId, input.store);
    },
  };
}
