/*
 * The product library's dialogs (issue 13). Import them from here: this module also brings
 * their styles (styles/product-edit.css).
 *
 * - CategoryDialog   分类   { store: 'company'|'mine', categories: CategoryNode[], category?: CategoryNode
 *                            (absent: create), parentId?: number, onSaved(node), onRemoved?(id), onClose() }
 *                            create, rename, move under a parent; delete when empty (needs onRemoved).
 * - GroupDialog      分组   { store: ProductStore, group?: ProductGroup (absent: create), onSaved(group),
 *                            onRemoved?(id), onClose() } a name and products chosen from a search.
 * - ParamDefsDialog  参数值 { store: 'company'|'mine', onSaved?(defs: ParamDef[]), onClose() }
 *                            the store's parameter definitions: id, name, type, unit, group, options.
 * - ImportDialog     Excel 导入 { store: 'company'|'mine', onImported?(added: number), onClose() }
 *                            .xlsx → column mapping (code and name required) → report of refused rows.
 *
 * Each shows the server's refusals inside itself and toasts its success.
 */
import '../styles/product-edit.css';

export { CategoryDialog, type CategoryDialogProps } from './CategoryDialog';
export { GroupDialog, type GroupDialogProps } from './GroupDialog';
export { ParamDefsDialog, type ParamDefsDialogProps } from './ParamDefsDialog';
export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { flattenCategories, findCategory } from './category-tree';
