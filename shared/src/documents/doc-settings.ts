// The settings of the product documents (issue 14; spec 000 §3 "Quotation data", spec 001 §3
// "Exchange-style / Quotation-style document"). They live in the document's `settings` map,
// one entry per key, so a colleague filling in the client's address while another changes the
// tax rate both win. Every reader here is total: a peer may have written anything.

import type * as Y from 'yjs';
import { settingsMap } from '../schema/doc';
import { safeJson } from '../schema/safe-json';

/** A party block of an exchange-style document (spec 001 §3: to and from). */
export interface Party {
  project: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
}
export const PARTY_FIELDS = ['project', 'address', 'contact', 'phone', 'email'] as const;
export const PARTY_FIELD_MAX = 100;

/** The seller's company block, pre-filled from the signed-in user's settings (spec 001 §1). */
export interface CompanyBlock {
  company: string;
  contact: string;
  /** mobile, or the phone when no mobile is set */
  phone: string;
  email: string;
  address: string;
  logo: string;
}
export const COMPANY_FIELDS = ['company', 'contact', 'phone', 'email', 'address', 'logo'] as const;

import { DOC_STYLES, type DocStyle } from './doc-styles';
export { DOC_STYLES, type DocStyle };

/** Columns a selection table (slt) can show, in their printed order. */
export const SLT_COLUMNS = ['no', 'cover', 'code', 'name', 'brand', 'power', 'cct', 'beam', 'ra', 'install', 'quantity', 'unit', 'remark'] as const;
export type SltColumn = (typeof SLT_COLUMNS)[number];
export const SLT_DEFAULT_COLUMNS: readonly SltColumn[] = ['no', 'cover', 'code', 'name', 'power', 'cct', 'beam', 'ra', 'quantity', 'remark'];

/** One space of the energy analysis: its name, its GB 50034 space type and its floor area. */
export interface EnergySpace {
  name: string;
  /** a key of LPD_LIMITS (power-density.ts) */
  type: string;
  area: number | string;
}

export interface DocSettings {
  company: CompanyBlock;
  useCompany: boolean;
  to: Party;
  from: Party;
  /** YYYY-MM-DD */
  date: string;
  remark: string;
  /** quotation: percent; blank → DEFAULT_TAX_RATE */
  taxRate: unknown;
  /** quotation: optional extra lines, fen or typed yuan */
  freight: unknown;
  installation: unknown;
  style: DocStyle;
  sltColumns: SltColumn[];
  sltGroupBySpace: boolean;
  /** cost estimate: design area in m², and the per-m² rates and charged amounts as typed */
  costArea: unknown;
  costRates: Record<string, unknown>;
  costCharged: Record<string, unknown>;
  /** energy analysis */
  hoursPerDay: unknown;
  daysPerYear: unknown;
  pricePerKwh: unknown;
  spaces: EnergySpace[];
}

/** A setting's key: a whole setting, or one field of a block ("to.phone"). */
export type SettingKey = Exclude<keyof DocSettings, 'to' | 'from' | 'company'> | `${'to' | 'from'}.${keyof Party}` | `company.${keyof CompanyBlock}`;

const str = (v: unknown, max = PARTY_FIELD_MAX): string => (typeof v === 'string' ? v.slice(0, max) : '');
const obj = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
/** Numbers or typed text pass through for the pure calculators to refuse with a message; anything else is blank. */
const figure = (v: unknown): unknown => (typeof v === 'number' || typeof v === 'string' ? v : undefined);

/**
 * A block's field: kept under its own key ("to.phone") so two people filling in different fields
 * of one block both win; the whole-block value (as seeded, or from an imported Document) is the
 * fallback.
 */
const blockField = (r: Record<string, unknown>, block: string, field: string, max = PARTY_FIELD_MAX): string =>
  typeof r[`${block}.${field}`] === 'string' ? str(r[`${block}.${field}`], max) : str(obj(r[block])[field], max);

function party(r: Record<string, unknown>, block: 'to' | 'from'): Party {
  const f = (field: keyof Party) => blockField(r, block, field);
  return { project: f('project'), address: f('address'), contact: f('contact'), phone: f('phone'), email: f('email') };
}

function company(r: Record<string, unknown>): CompanyBlock {
  const f = (field: keyof CompanyBlock, max?: number) => blockField(r, 'company', field, max);
  return { company: f('company'), contact: f('contact'), phone: f('phone'), email: f('email'), address: f('address', 128), logo: f('logo', 512) };
}

function figures(v: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(obj(v))) if (figure(x) !== undefined) out[k] = x;
  return out;
}

function spaces(v: unknown): EnergySpace[] {
  if (!Array.isArray(v)) return [];
  return v.slice(0, 100).map((s) => {
    const o = obj(s);
    return { name: str(o.name, 40), type: str(o.type, 40), area: (figure(o.area) as number | string | undefined) ?? '' };
  });
}

/** Today as YYYY-MM-DD in the local time of `now`'s reader. */
export function isoDate(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The settings of a document as JSON (Document.settings), with every default filled in. */
export function readSettings(raw: Record<string, unknown> | undefined): DocSettings {
  const r = raw ?? {};
  const columns = Array.isArray(r.sltColumns) ? r.sltColumns.filter((c): c is SltColumn => (SLT_COLUMNS as readonly unknown[]).includes(c)) : [...SLT_DEFAULT_COLUMNS];
  return {
    company: company(r),
    useCompany: r.useCompany !== false,
    to: party(r, 'to'),
    from: party(r, 'from'),
    date: typeof r.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.date) ? r.date : '',
    remark: str(r.remark, 2000),
    taxRate: figure(r.taxRate),
    freight: figure(r.freight),
    installation: figure(r.installation),
    style: (DOC_STYLES as readonly unknown[]).includes(r.style) ? (r.style as DocStyle) : 'default',
    sltColumns: columns,
    sltGroupBySpace: r.sltGroupBySpace === true,
    costArea: figure(r.costArea),
    costRates: figures(r.costRates),
    costCharged: figures(r.costCharged),
    hoursPerDay: figure(r.hoursPerDay),
    daysPerYear: figure(r.daysPerYear),
    pricePerKwh: figure(r.pricePerKwh),
    spaces: spaces(r.spaces),
  };
}

/** The signed-in user's stored settings (UserSetting), as much as a new document needs. */
export interface UserDefaults {
  company?: string;
  contact?: string;
  mobile?: string;
  phone?: string;
  email?: string;
  address?: string;
  logo?: string;
}

/**
 * The settings a new product document starts with (spec 001 §1 create-defaults): the company
 * block from the user's settings (mobile, else phone), the from block likewise, today's date.
 */
export function settingsFromUser(user: UserDefaults, now: number): Record<string, unknown> {
  const phone = user.mobile || user.phone || '';
  const out: Record<string, unknown> = { useCompany: true, date: isoDate(now) };
  const company: CompanyBlock = { company: user.company ?? '', contact: user.contact ?? '', phone, email: user.email ?? '', address: user.address ?? '', logo: user.logo ?? '' };
  const from: Party = { project: user.company ?? '', address: user.address ?? '', contact: user.contact ?? '', phone, email: user.email ?? '' };
  for (const [k, v] of Object.entries(company)) if (v) out[`company.${k}`] = v;
  for (const [k, v] of Object.entries(from)) if (v) out[`from.${k}`] = v;
  return out;
}

/** Sets one setting (clean JSON) in the document; an undefined value removes it. */
export function setSetting(doc: Y.Doc, key: SettingKey, value: unknown, origin: unknown = null): void {
  doc.transact(() => {
    const map = settingsMap(doc);
    const clean = value === undefined ? undefined : safeJson(value);
    if (clean === undefined) map.delete(key);
    else map.set(key, clean);
  }, origin);
}
