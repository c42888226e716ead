import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Adds `<link rel="modulepreload">` to an HTML page for every chunk that a later dynamic
 * import of `entries` will need. The shared viewer's entry asks for the deck before it imports
 * the app (client/src/app/view-main.tsx); without these links the browser learns of the app's
 * twenty chunks only once that import runs, and a phone waits for them a second time over.
 * With them the chunks download (and compile off the main thread) while the page is parsed.
 */
export function preloadGraph(options: { html: string; entries: string[] }): Plugin {
  let base = '/';
  return {
    name: 'lightkit-preload-graph',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): HtmlTagDescriptor[] | undefined {
        if (!ctx.bundle || !ctx.filename.endsWith(options.html)) return undefined;
        const bundle = ctx.bundle;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const seen = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const name of chunk.imports) {
            const next = byName.get(name);
            if (next) visit(next);
          }
        };
        for (const entry of options.entries) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
          if (!chunk) throw new Error(`preloadGraph: no chunk for ${entry} in the build`);
          visit(chunk);
        }
        return [...seen]
          // what the page's own entry already preloads is left as Vite wrote it
          .filter((name) => !html.includes(`${base}${name}"`))
          .sort()
          .map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${name}` }, injectTo: 'head' }));
      },
    },
  };
}
