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
  'app/permission': { method: 'GET', auth: true, request: Empty, response: z.array(AppPermissionSchema) },
  'doc/create': { method: 'POST', auth: true, request: DocCreateSchema, response: DocCreateResponseSchema },
  'doc/load': { method: 'GET', auth: true, request: DocIdQuerySchema, response: DocumentResponseSchema },
  'doc/update': { method: 'POST', auth: true, request: DocUpdateSchema, response: DocUpdateResponseSchema },
  'doc/history/find': { method: 'GET', auth: true, request: DocIdQuerySchema, response: z.array(HistoryEntrySchema) },
  'doc/history/get': { method: 'GET', auth: true, request: HistoryGetSchema, response: DocumentResponseSchema },
  'doc/history/restore': { method: 'POST', auth: true, request: HistoryGetSchema, response: HistoryRestoreResponseSchema },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** Mount point of every call; the y-websocket endpoint lives under it too. */
export const KAPI_BASE = '/kapi';
export const REQUEST_TIMEOUT_MS = 30_000;
export const PING_INTERVAL_MS = 60_000;
