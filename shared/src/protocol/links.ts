import { z } from 'zod';

/**
 * External pages the shell links to (spec 000 §2: PAD app, official site, help, the quotation
 * and quick-sign assistants). Their addresses belong to the deployment, not to the code, so the
 * server reads them from its configuration; '' means "not configured" and the link is hidden
 * (help then falls back to the in-app help page).
 */
export const LINK_NAMES = ['pad', 'site', 'help', 'quotation', 'quick'] as const;
export type LinkName = (typeof LINK_NAMES)[number];
export const LinksSchema = z.object({
  pad: z.string(),
  site: z.string(),
  help: z.string(),
  quotation: z.string(),
  quick: z.string(),
});
export type Links = z.infer<typeof LinksSchema>;
export const NO_LINKS: Links = { pad: '', site: '', help: '', quotation: '', quick: '' };

/** Only absolute http(s) addresses are accepted, so a link can never run script. */
export function isLinkUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
