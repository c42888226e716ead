import type { DocumentJSON } from '../schema/types';
import { newPageId, newElementId } from '../schema/ids';
import { settingsFromUser, type UserDefaults } from '../documents/doc-settings';
import { functionPages, PAPER_SIZE } from '../documents/function-pages';
import { templatePages } from './build-deck';
import { DECKS } from './decks';
import { templateCreatable, templateInfo } from './template-list';

export { TEMPLATES, templateCreatable, templateInfo, type TemplateInfo } from './template-list';

export interface BuildContext {
  name: string;
  now?: number;
  /** the creator's stored settings: a product document's company and from blocks start from them (spec 001 §1) */
  user?: UserDefaults & { slogan?: string };
  /** who builds a deck: the cover's presenter (nickname, else username, spec 002 §3) */
  author?: { username: string; nickname?: string };
  /** the short version of a deck (spec 002 §4) */
  short?: boolean;
}

/** The first page every blank deck and every new non-plan document starts with. */
export function blankPage(name: string, title: string, now = Date.now()) {
  return {
    id: newPageId(now),
    name,
    editable: true,
    deletable: true,
    items: [
      {
        id: newElementId(),
        tag: 'text',
        type: 'title',
        left: 160,
        top: 440,
        width: 1600,
        height: 200,
        rotate: 0,
        html: `<h1 style="text-align: center">${title.replace(/[<>&]/g, '')}</h1>`,
      },
    ],
  };
}

/** The initial JSON of a new document; null when the template cannot be built. */
export function buildDocument(type: DocumentJSON['type'], template: string, ctx: BuildContext): DocumentJSON | null {
  if (type !== 'plan') {
    // a product document: A4-landscape pages built around its table (documents/function-pages.ts)
    const now = ctx.now ?? Date.now();
    return {
      name: ctx.name,
      type,
      template: '',
      options: { theme: { ...PAPER_SIZE } },
      pages: functionPages(type, ctx.name, now),
      products: { items: [], display: { fields: ['cover', 'no', 'code', 'param'], cols: 1 } },
      settings: settingsFromUser(ctx.user ?? {}, now),
    };
  }
  return templateCreatable(template) ? deckDocument(template, ctx) : null;
}

/**
 * A deck as a template builds it, creatable or not: the chooser previews the disabled hospital
 * deck too. Null for an unknown id.
 */
export function deckDocument(template: string, ctx: BuildContext): DocumentJSON | null {
  const info = templateInfo(template);
  const deck = Object.hasOwn(DECKS, template) ? DECKS[template] : undefined;
  if (!info || (!deck && template !== 'blank')) return null;
  const now = ctx.now ?? Date.now();
  const pages = deck
    ? templatePages(
        deck,
        {
          name: ctx.name,
          username: ctx.author?.username ?? '',
          nickname: ctx.author?.nickname,
          company: ctx.user?.company,
          slogan: ctx.user?.slogan,
          logo: ctx.user?.logo,
          now,
        },
        { short: ctx.short === true },
      )
    : [blankPage('第1页', ctx.name, now)];
  return {
    name: ctx.name,
    type: 'plan',
    template,
    // `cover: 1`: the cover has its logo and slogan items already (legacy-cover.ts)
    options: { theme: { width: info.width, height: info.height }, ...(deck ? { cover: 1 } : {}) },
    pages,
    products: { items: [], display: { fields: ['cover', 'no', 'code', 'param'], cols: 1 } },
  };
}
