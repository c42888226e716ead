import { z } from 'zod';
import {
  AppPermissionSchema,
  AuthGetResponseSchema,
  CommitRequestSchema,
  LoginRequestSchema,
  PingResponseSchema,
  SendSmsRequestSchema,
  SendSmsResponseSchema,
  SettingRequestSchema,
  UseSiteRequestSchema,
  UserSchema,
} from './auth';
import { UserSettingSchema } from '../rules/account';
import {
  DocAccessResponseSchema,
  DocCreateResponseSchema,
  DocCreateSchema,
  DocIdQuerySchema,
  DocumentResponseSchema,
  DocUpdateResponseSchema,
  DocUpdateSchema,
  HistoryEntrySchema,
  HistoryGetSchema,
  HistoryRestoreResponseSchema,
} from './doc';
import {
  CreateFolderSchema,
  CreateProjectSchema,
  FindSchema,
  FolderNodeSchema,
  IdSchema,
  IdsDirSchema,
  IdsSchema,
  PagedSchema,
  PinnedSchema,
  PinUpdateSchema,
  ProjectSchema,
  RenameSchema,
  RowSchema,
  SetShareSchema,
  ShareSettingsSchema,
  TrashSchema,
  UpdateProjectSchema,
  ViewSchema,
} from './workspace';
import { DocumentBodySchema } from './doc';
import { AdminUpdateSchema, AdminUserSchema, AdminUsersQuerySchema, AdminUsersSchema } from './admin';
import { LinksSchema } from './links';
import { SourceFetchSchema, SourceSchema, SourceSignResponseSchema, SourceSignSchema, SourceVerifySchema } from './source';
import { ChunkFinishSchema, ChunkSessionSchema, ChunkStartSchema, ChunkStatusSchema, CoverSchema, MediaInfoSchema, MediaSourceSchema, TransStateQuerySchema, TransStateSchema } from './source-media';
import { HistorySaveResponseSchema, HistorySaveSchema } from './history';
import { DocVerifyResponseSchema } from './verify';
import { ColleagueSchema, MembersSchema, MemberSetSchema } from './members';
import { StorageUsageSchema } from './storage';
import {
  SourceEmptyTrashSchema,
  SourceFindSchema,
  SourceItemSchema,
  SourceMkdirSchema,
  SourceMoveFolderSchema,
  SourceMoveSchema,
  SourceNodeSchema,
  SourcePagedSchema,
  SourceRemoveFolderSchema,
  SourceRemoveSchema,
  SourceRenamedSchema,
  SourceRenameSchema,
  SourceRestoreSchema,
  SourceTagSchema,
  SourceTrashPageSchema,
  SourceTrashQuerySchema,
  SourceTreeSchema,
} from './source-library';
import { CustomNamesSchema, NamesMergeSchema } from './names';
import { SdbListSchema, SdbRemoveSchema, SdbSaveSchema, SdbStoredSchema } from './sdb';
import {
  AddCartSchema,
  CartLineSchema,
  CartMessageSchema,
  CategoryCommitSchema,
  CategoryNameSchema,
  CategoryNodeSchema,
  CategoryQuerySchema,
  CategoryRemoveSchema,
  GroupCommitSchema,
  GroupFindSchema,
  GroupRemoveSchema,
  GroupSchema,
  ImportCommitSchema,
  ImportReadResponseSchema,
  ImportReadSchema,
  ImportReportSchema,
  ParamDefCommitSchema,
  ParamDefSchema,
  ParamDefsQuerySchema,
  PhotometryImportResponseSchema,
  PhotometryImportSchema,
  ProductDraftSchema,
  ProductFindSchema,
  ProductPageSchema,
  ProductSchema,
  ProductUuidQuerySchema,
  ProductUuidsSchema,
  SkuListSchema,
  SkuRenameSchema,
  SkuValuesQuerySchema,
} from './product';

/**
 * The /kapi calls, each with its method, input and answer schema. The server mounts its
 * handlers from this table and the client's typed API is built from it, so both sides agree
 * on every name and field.
 */
export interface EndpointDef {
  method: 'GET' | 'POST';
  /** does the call need a signed-in session */
  auth: boolean;
  request: z.ZodType;
  response: z.ZodType;
  /** a GET that changes something (the spec's star, favor, pin; doc/load's visit): refused cross-site like a POST */
  writes?: true;
}

const Empty = z.object({}).loose();
const Nothing = z.null();

export const endpoints = {
  'auth/get': { method: 'GET', auth: false, request: Empty, response: AuthGetResponseSchema },
  'auth/login': { method: 'POST', auth: false, request: LoginRequestSchema, response: UserSchema },
  'auth/sendsms': { method: 'POST', auth: false, request: SendSmsRequestSchema, response: SendSmsResponseSchema },
  'auth/logout': { method: 'POST', auth: false, request: Empty, response: Nothing },
  'auth/ping': { method: 'GET', auth: false, request: Empty, response: PingResponseSchema },
  'auth/commit': { method: 'POST', auth: true, request: CommitRequestSchema, response: UserSchema },
  'auth/setting': { method: 'POST', auth: true, request: SettingRequestSchema, response: UserSettingSchema },
  'auth/usesite': { method: 'POST', auth: true, request: UseSiteRequestSchema, response: UserSchema },
  'auth/storage': { method: 'GET', auth: true, request: Empty, response: StorageUsageSchema },
  'app/permission': { method: 'GET', auth: true, request: Empty, response: z.array(AppPermissionSchema) },
  'app/links': { method: 'GET', auth: false, request: Empty, response: LinksSchema },
  'admin/users': { method: 'GET', auth: true, request: AdminUsersQuerySchema, response: AdminUsersSchema },
  'admin/update': { method: 'POST', auth: true, request: AdminUpdateSchema, response: AdminUserSchema },
  'doc/create': { method: 'POST', auth: true, request: DocCreateSchema, response: DocCreateResponseSchema },
  // asked before the editor opens a document, so nothing is stored on the device for a document one may not open
  'doc/access': { method: 'GET', auth: true, request: DocIdQuerySchema, response: DocAccessResponseSchema },
  // it puts the document on the recent list, and no other site has a reason to read it
  'doc/load': { method: 'GET', auth: true, request: DocIdQuerySchema, response: DocumentResponseSchema, writes: true },
  'doc/update': { method: 'POST', auth: true, request: DocUpdateSchema, response: DocUpdateResponseSchema },
  'doc/history/find': { method: 'GET', auth: true, request: DocIdQuerySchema, response: z.array(HistoryEntrySchema) },
  'doc/history/get': { method: 'GET', auth: true, request: HistoryGetSchema, response: DocumentResponseSchema },
  'doc/history/restore': { method: 'POST', auth: true, request: HistoryGetSchema, response: HistoryRestoreResponseSchema },
  'doc/member/find': { method: 'GET', auth: true, request: DocIdQuerySchema, response: MembersSchema },
  'doc/member/set': { method: 'POST', auth: true, request: MemberSetSchema, response: MembersSchema },
  'doc/member/leave': { method: 'POST', auth: true, request: DocIdQuerySchema, response: Nothing },
  'doc/member/colleagues': { method: 'GET', auth: true, request: DocIdQuerySchema, response: z.array(ColleagueSchema) },
  'doc/history/save': { method: 'POST', auth: true, request: HistorySaveSchema, response: HistorySaveResponseSchema },
  // 校验同步: the server's fingerprint of the document, to compare with the device's
  'doc/verify': { method: 'GET', auth: true, request: DocIdQuerySchema, response: DocVerifyResponseSchema },
  'doc/find': { method: 'GET', auth: true, request: FindSchema, response: PagedSchema },
  'doc/createfolder': { method: 'POST', auth: true, request: CreateFolderSchema, response: RowSchema },
  'doc/createproject': { method: 'POST', auth: true, request: CreateProjectSchema, response: RowSchema },
  'doc/updateproject': { method: 'POST', auth: true, request: UpdateProjectSchema, response: ProjectSchema },
  'doc/getproject': { method: 'GET', auth: true, request: IdSchema, response: ProjectSchema },
  'doc/rename': { method: 'POST', auth: true, request: RenameSchema, response: RowSchema },
  'doc/copy': { method: 'POST', auth: true, request: IdsDirSchema, response: Nothing },
  'doc/move': { method: 'POST', auth: true, request: IdsDirSchema, response: Nothing },
  'doc/remove': { method: 'POST', auth: true, request: IdsSchema, response: Nothing },
  'doc/foreverremove': { method: 'POST', auth: true, request: IdsSchema, response: Nothing },
  'doc/recover': { method: 'POST', auth: true, request: IdsSchema, response: Nothing },
  'doc/removelatest': { method: 'POST', auth: true, request: IdsSchema, response: Nothing },
  'doc/trash': { method: 'GET', auth: true, request: TrashSchema, response: PagedSchema },
  'doc/getfolders': { method: 'GET', auth: true, request: Empty, response: z.array(FolderNodeSchema) },
  'doc/star': { method: 'GET', auth: true, request: IdSchema, response: RowSchema, writes: true },
  'doc/unstar': { method: 'GET', auth: true, request: IdSchema, response: RowSchema, writes: true },
  'doc/favor': { method: 'GET', auth: true, request: IdSchema, response: RowSchema, writes: true },
  'doc/unfavor': { method: 'GET', auth: true, request: IdSchema, response: RowSchema, writes: true },
  'doc/visit/find': { method: 'GET', auth: true, request: Empty, response: z.array(PinnedSchema) },
  'doc/visit/update': { method: 'GET', auth: true, request: PinUpdateSchema, response: z.array(PinnedSchema), writes: true },
  'doc/getshare': { method: 'GET', auth: true, request: IdSchema, response: ShareSettingsSchema },
  'doc/setshare': { method: 'POST', auth: true, request: SetShareSchema, response: ShareSettingsSchema },
  // the designer's custom scene and activity names (issue 11), their own only
  'names/get': { method: 'GET', auth: true, request: Empty, response: CustomNamesSchema },
  'names/merge': { method: 'POST', auth: true, request: NamesMergeSchema, response: CustomNamesSchema },
  // the scene trial tool's scene sets (issue 16), the account's own only
  'sdb/list': { method: 'GET', auth: true, request: Empty, response: SdbListSchema },
  'sdb/save': { method: 'POST', auth: true, request: SdbSaveSchema, response: SdbStoredSchema },
  'sdb/remove': { method: 'POST', auth: true, request: SdbRemoveSchema, response: Nothing },
  // the product library (issue 13, spec 000 §7): the built-in catalogue, the company's and my own
  'product/category': { method: 'GET', auth: true, request: CategoryQuerySchema, response: z.array(CategoryNodeSchema) },
  'product/category/name': { method: 'POST', auth: true, request: CategoryNameSchema, response: CategoryNodeSchema },
  'product/category/commit': { method: 'POST', auth: true, request: CategoryCommitSchema, response: CategoryNodeSchema },
  'product/category/remove': { method: 'POST', auth: true, request: CategoryRemoveSchema, response: Nothing },
  'product/find': { method: 'GET', auth: true, request: ProductFindSchema, response: ProductPageSchema },
  'systemproduct/sdbstore': { method: 'GET', auth: true, request: ProductFindSchema, response: ProductPageSchema },
  'product/get': { method: 'GET', auth: true, request: ProductUuidQuerySchema, response: ProductSchema },
  'product/load': { method: 'GET', auth: true, request: ProductUuidQuerySchema, response: ProductSchema },
  'product/favor': { method: 'GET', auth: true, request: ProductUuidQuerySchema, response: Nothing, writes: true },
  'product/unfavor': { method: 'GET', auth: true, request: ProductUuidQuerySchema, response: Nothing, writes: true },
  'product/commit': { method: 'POST', auth: true, request: ProductDraftSchema, response: ProductSchema },
  'product/clone': { method: 'POST', auth: true, request: ProductUuidQuerySchema, response: ProductSchema },
  'product/remove': { method: 'POST', auth: true, request: ProductUuidsSchema, response: Nothing },
  'product/skulist': { method: 'GET', auth: true, request: ProductUuidQuerySchema, response: SkuListSchema },
  'product/sku/name': { method: 'POST', auth: true, request: SkuRenameSchema, response: SkuListSchema },
  'product/skuvalues': { method: 'GET', auth: true, request: SkuValuesQuerySchema, response: z.array(z.string()) },
  'product/item/get': { method: 'GET', auth: true, request: ParamDefsQuerySchema, response: z.array(ParamDefSchema) },
  'product/item/commit': { method: 'POST', auth: true, request: ParamDefCommitSchema, response: z.array(ParamDefSchema) },
  'product/cart': { method: 'GET', auth: true, request: Empty, response: z.array(CartLineSchema) },
  'product/addcart': { method: 'POST', auth: true, request: AddCartSchema, response: CartMessageSchema },
  'product/removecart': { method: 'POST', auth: true, request: ProductUuidsSchema, response: CartMessageSchema },
  'systemproduct/group/find': { method: 'GET', auth: true, request: GroupFindSchema, response: z.array(GroupSchema) },
  'systemproduct/group/commit': { method: 'POST', auth: true, request: GroupCommitSchema, response: GroupSchema },
  'systemproduct/group/remove': { method: 'POST', auth: true, request: GroupRemoveSchema, response: Nothing },
  'product/photometry': { method: 'POST', auth: true, request: PhotometryImportSchema, response: PhotometryImportResponseSchema },
  'product/import/read': { method: 'POST', auth: true, request: ImportReadSchema, response: ImportReadResponseSchema },
  'product/import/commit': { method: 'POST', auth: true, request: ImportCommitSchema, response: ImportReportSchema },
  'source/sign': { method: 'POST', auth: true, request: SourceSignSchema, response: SourceSignResponseSchema },
  'source/verify': { method: 'POST', auth: true, request: SourceVerifySchema, response: SourceSchema },
  'source/fetch': { method: 'POST', auth: true, request: SourceFetchSchema, response: SourceSchema },
  // video and audio (issue 20): chunked upload (the chunks themselves: PUT source/chunk/<uploadId>/<index>), transcoding, cover
  'source/media-info': { method: 'GET', auth: true, request: Empty, response: MediaInfoSchema },
  'source/chunk/start': { method: 'POST', auth: true, request: ChunkStartSchema, response: ChunkSessionSchema },
  'source/chunk/status': { method: 'GET', auth: true, request: ChunkStatusSchema, response: ChunkSessionSchema },
  'source/chunk/finish': { method: 'POST', auth: true, request: ChunkFinishSchema, response: MediaSourceSchema },
  'source/trans-state': { method: 'GET', auth: true, request: TransStateQuerySchema, response: z.array(TransStateSchema) },
  'source/cover': { method: 'POST', auth: true, request: CoverSchema, response: z.object({ id: z.number().int(), cover: z.string() }) },
  // the material library (issue 20, spec 000 §7); the quota's usage is auth/storage
  'source/tree': { method: 'GET', auth: true, request: Empty, response: SourceTreeSchema },
  'source/find': { method: 'GET', auth: true, request: SourceFindSchema, response: SourcePagedSchema },
  'source/mkdir': { method: 'POST', auth: true, request: SourceMkdirSchema, response: SourceNodeSchema },
  'source/rename': { method: 'POST', auth: true, request: SourceRenameSchema, response: SourceRenamedSchema },
  'source/move': { method: 'POST', auth: true, request: SourceMoveSchema, response: Nothing },
  'source/movefolder': { method: 'POST', auth: true, request: SourceMoveFolderSchema, response: Nothing },
  'source/remove': { method: 'POST', auth: true, request: SourceRemoveSchema, response: Nothing },
  'source/removefolder': { method: 'POST', auth: true, request: SourceRemoveFolderSchema, response: Nothing },
  'source/tag': { method: 'POST', auth: true, request: SourceTagSchema, response: z.array(SourceItemSchema) },
  'source/trash': { method: 'GET', auth: true, request: SourceTrashQuerySchema, response: SourceTrashPageSchema },
  'source/restore': { method: 'POST', auth: true, request: SourceRestoreSchema, response: Nothing },
  'source/emptytrash': { method: 'POST', auth: true, request: SourceEmptyTrashSchema, response: Nothing },
  'doc/visit/view': {
    method: 'POST',
    auth: false,
    request: ViewSchema,
    response: DocumentBodySchema.extend({
      id: z.string(),
      type: z.string(),
      template: z.string(),
      update_time: z.number(),
      share: z.object({ no_copy: z.boolean(), no_print: z.boolean() }),
      owner: z.object({ nickname: z.string() }),
    }),
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;

export { KAPI_BASE, REQUEST_TIMEOUT_MS } from './kapi-base';
export const PING_INTERVAL_MS = 60_000;
