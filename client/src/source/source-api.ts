import { z } from 'zod';
import { KAPI_BASE } from '../../../shared/src/protocol/kapi-base';
import {
  SourcePagedSchema,
  SourceTreeSchema,
  SourceNodeSchema,
  type SourceItem,
  type SourceNode,
} from '../../../shared/src/protocol/source-library';
import { Code } from '../../../shared/src/protocol/codes';
import { ApiError, type CallOptions } from '../api/call';
import { callKapi } from '../api/call';

/**
 * The material library's calls (spec 000 §7; shared/src/protocol/source-library.ts). They go
 * through callKapi by name rather than the endpoint table, so this client works the same before
 * and after the table registers them; answers are checked with the same zod schemas the server
 * uses. A call the server does not have yet answers NO_ROUTE, which the screens show as "not
 * ready" instead of a crash (isMissingCall).
 */

const url = (name: string, query?: Record<string, string | number>) => {
  const qs = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return `${KAPI_BASE}/source/${name}${qs ? `?${qs}` : ''}`;
};
const quiet: CallOptions = { showError: false };

export function isMissingCall(err: unknown): boolean {
  return err instanceof ApiError && err.code === Code.NO_ROUTE;
}

export async function loadTree(signal?: AbortSignal): Promise<SourceNode[]> {
  return SourceTreeSchema.parse(await callKapi(url('tree'), 'GET', undefined, { ...quiet, signal }));
}

export async function findSources(query: { dir: string; page: number; keyword: string }, signal?: AbortSignal): Promise<{ rows: SourceItem[]; total: number; limit: number }> {
  return SourcePagedSchema.parse(await callKapi(url('find', query), 'GET', undefined, { ...quiet, signal }));
}

export async function makeFolder(pid: string, name: string): Promise<SourceNode | null> {
  const data = await callKapi(url('mkdir'), 'POST', { pid, name }, quiet);
  const node = SourceNodeSchema.safeParse(data);
  return node.success ? node.data : null;
}

export async function renameSource(id: string, name: string, folder: boolean): Promise<void> {
  await callKapi(url('rename'), 'POST', { id, name, folder }, quiet);
}

export async function moveSources(ids: string[], dir: string): Promise<void> {
  await callKapi(url('move'), 'POST', { ids, dir }, quiet);
}

export async function moveFolder(id: string, pid: string): Promise<void> {
  await callKapi(url('movefolder'), 'POST', { id, pid }, quiet);
}

/** Files go by their ids; a folder as its id with folder: true (as rename tells the two apart). */
export async function removeSources(ids: string[], folder = false): Promise<void> {
  await callKapi(url('remove'), 'POST', folder ? { ids, folder } : { ids }, quiet);
}

export async function tagSources(ids: string[], add: string[], remove: string[]): Promise<void> {
  await callKapi(url('tag'), 'POST', { ids, add, remove }, quiet);
}

const TrashSchema = z.object({ rows: z.array(z.object({ id: z.string(), name: z.string() }).passthrough()) }).or(z.array(z.object({ id: z.string(), name: z.string() }).passthrough()));

/** The trash, if the server offers one (issue 20 leaves its shape to the server helper). */
export async function loadTrash(): Promise<{ id: string; name: string }[]> {
  const data = TrashSchema.parse(await callKapi(url('trash'), 'GET', undefined, quiet));
  return Array.isArray(data) ? data : data.rows;
}

export async function restoreSources(ids: string[]): Promise<void> {
  await callKapi(url('restore'), 'POST', { ids }, quiet);
}
