import { describe, expect, it } from 'vitest';
import { checkSvg, checkSvgAsync, cssRefusal, isLocalReference, MAX_SVG_BYTES, type SvgRefusal } from './svg-safety';
import { sniffImage } from './sniff';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attrs = '') => `<svg ${NS} ${XLINK}${attrs ? ` ${attrs}` : ''} viewBox="0 0 10 10">${inner}</svg>`;
const verdict = (text: string) => checkSvg(new TextEncoder().encode(text));
const refused = (text: string): SvgRefusal | 'ok' => {
  const v = verdict(text);
  return v.ok ? 'ok' : v.reason;
};

describe('SVG safety: what is kept', () => {
  it('keeps plain drawings, gradients, local references, inlined raster pictures and harmless styles', () => {
    const clean = [
      svg('<rect width="10" height="10" fill="#fa6400"/>'),
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Generator: Adobe Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<circle r="4"/>')}`,
      svg('<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect fill="url(#g)" width="5" height="5"/>'),
      svg(`<defs><path id="p" d="M0 0L5 5"/></defs><use xlink:href="#p"/><use href="#p"/>`),
      svg('<image width="2" height="2" href="data:image/png;base64,iVBORw0KGgo="/>'),
      svg('<style><![CDATA[ .a { fill: url("#g"); stroke: #000 } ]]></style><rect class="a" width="1" height="1"/>'),
      svg('<rect style="fill: rgb(1, 2, 3); opacity: 0.5" width="1" height="1"/>'),
      svg('<text x="1" y="5">A &amp; B &lt; C &#x4E2D;&#25991;</text>'),
      svg('<a href="#top"><rect width="1" height="1"/></a>'),
      // Inkscape's own namespaces are inert metadata
      svg('<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>'),
      `\uFEFF${svg('<g/>')}`,
      `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:rect width="1" height="1"/></s:svg>`,
    ];
    for (const text of clean) expect(refused(text), text).toBe('ok');
  });
});

describe('SVG safety: what is refused', () => {
  const cases: [string, SvgRefusal, string][] = [
    // scripts, in every spelling
    ['script', 'script', svg('<script>alert(1)</script>')],
    ['script in CDATA', 'script', svg('<script><![CDATA[alert(1)]]></script>')],
    ['upper-case script', 'script', svg('<SCRIPT>alert(1)</SCRIPT>')],
    ['script under a prefix for the SVG namespace', 'script', svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
    ['script in the XHTML namespace', 'foreign', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
    ['script with an external source', 'script', svg('<script href="https://evil.example/x.js"/>')],
    ['SVG Tiny handler', 'script', svg('<handler type="application/ecmascript">alert(1)</handler>')],
    ['any XHTML element', 'foreign', svg('<div xmlns="http://www.w3.org/1999/xhtml">x</div>')],
    ['MathML', 'foreign', svg('<math xmlns="http://www.w3.org/1998/Math/MathML"/>')],
    // event handlers
    ['onload on the root', 'handler', svg('<g/>', 'onload="alert(1)"')],
    ['onclick in capitals', 'handler', svg('<rect ONCLICK="alert(1)" width="1" height="1"/>')],
    ['a handler under a namespace prefix', 'handler', svg('<rect xlink:onmouseover="alert(1)"/>')],
    ['a handler set later by animation', 'handler', svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    // javascript: addresses
    ['javascript: link', 'javascript', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['javascript: hidden by character references', 'javascript', svg('<a xlink:href="&#106;ava&#x73;cript&#58;alert(1)"><rect/></a>')],
    ['javascript: with a tab inside', 'javascript', svg('<animate attributeName="fill" values="java&#9;script:alert(1)"/>')],
    ['javascript: put in place by <set>', 'external', svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect/></a>')],
    ['an address put in place by <animate>', 'external', svg('<a><animate attributeName="xlink:href" values="#a;#b"/><rect/></a>')],
    // external references
    ['external image', 'external', svg('<image href="https://tracker.example/p.png"/>')],
    ['protocol-relative image', 'external', svg('<image xlink:href="//tracker.example/p.png"/>')],
    ['external use', 'external', svg('<use href="other.svg#icon"/>')],
    ['file address', 'external', svg('<image href="file:///etc/passwd"/>')],
    ['nested SVG as data', 'javascript', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>')],
    ['HTML as data', 'javascript', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>')],
    ['feImage reaching out', 'external', svg('<filter id="f"><feImage href="https://evil.example/i.png"/></filter>')],
    ['external fill', 'external', svg('<rect fill="url(https://evil.example/p.svg#g)"/>')],
    ['style attribute url()', 'external', svg('<rect style="fill: url( \'https://evil.example/a.png\' )"/>')],
    ['style attribute url() in capitals', 'external', svg('<rect style="background:URL(http://evil.example/a)"/>')],
    ['style attribute with a CSS escape', 'external', svg('<rect style="background: u\\72l(http://evil.example/a)"/>')],
    ['style element @import', 'external', svg('<style>@import "https://evil.example/x.css";</style>')],
    ['style element url() in CDATA', 'external', svg('<style><![CDATA[rect { fill: url(https://evil.example/p) }]]></style>')],
    ['style element url() split by a comment', 'external', svg('<style>rect { fill: u/**/rl(https://evil.example/p) }</style>')],
    ['style element image-set()', 'external', svg('<style>rect { background: image-set("https://evil.example/a.png" 1x) }</style>')],
    ['style element @font-face', 'external', svg('<style>@font-face { font-family: x; src: local(x) }</style>')],
    ['style element written with entities', 'external', svg('<style>rect { fill: &#117;rl(https://evil.example/p) }</style>')],
    ['foreignObject', 'foreign', svg('<foreignObject width="10" height="10"><p>hi</p></foreignObject>')],
    ['foreignObject in other case', 'foreign', svg('<foreignobject/>')],
    ['iframe', 'foreign', svg('<iframe src="https://evil.example"/>')],
    // document type tricks
    ['an internal entity', 'entity', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`],
    ['an external entity', 'entity', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`],
    ['an undefined entity', 'entity', svg('<text>&nbsp;</text>')],
    ['an entity named like an object property', 'entity', svg('<text>&constructor;</text>')],
    ['a parameter entity with lower case', 'entity', `<!DOCTYPE svg [<!entity % p SYSTEM "http://evil.example/p.dtd">]>${svg('')}`],
    ['an internal subset alone', 'entity', `<!DOCTYPE svg [ ]>${svg('')}`],
    ['a stylesheet instruction', 'processing', `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`],
    // what is not well-formed XML is not judged at all
    ['an unclosed element', 'malformed', `<svg ${NS}><g></svg>`],
    ['an unquoted attribute', 'malformed', `<svg ${NS} onload=alert(1)></svg>`],
    ['a repeated attribute', 'malformed', `<svg ${NS} width="1" width="2"></svg>`],
    ['two roots', 'malformed', `${svg('')}${svg('')}`],
    ['a bare ampersand', 'malformed', svg('<text>A & B</text>')],
    ['an unbound prefix', 'malformed', svg('<q:rect/>')],
    ['a less-than inside a value', 'malformed', svg('<rect id="<"/>')],
    ['a root that is not SVG', 'not-svg', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'],
    ['an svg root without the SVG namespace', 'not-svg', '<svg><rect/></svg>'],
    ['another encoding declared', 'encoding', `<?xml version="1.0" encoding="ISO-8859-1"?>${svg('')}`],
  ];
  it.each(cases)('%s', (_name, reason, text) => {
    expect(refused(text)).toBe(reason);
  });

  it('refuses a file over the SVG size limit before reading it, and reads one just under it whole', async () => {
    const body = (n: number) => svg(`<path d="${'M1 2L3 4'.repeat(Math.floor(n / 8))}"/>`);
    const under = new TextEncoder().encode(body(MAX_SVG_BYTES - 400));
    expect(under.length).toBeLessThanOrEqual(MAX_SVG_BYTES);
    expect(await checkSvgAsync(under)).toEqual({ ok: true });
    expect(await checkSvgAsync(new TextEncoder().encode(body(MAX_SVG_BYTES)))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('judges a long file read in slices like one read at once', async () => {
    const many = (inner: string) => new TextEncoder().encode(svg('<rect width="1" height="1"/>'.repeat(5000) + inner));
    expect(await checkSvgAsync(many(''))).toEqual({ ok: true });
    expect(await checkSvgAsync(many('<script>alert(1)</script>'))).toEqual({ ok: false, reason: 'script' });
    expect(checkSvg(many('<g onload="x()"/>'))).toEqual({ ok: false, reason: 'handler' });
  });

  it('refuses bytes that are not UTF-8', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...new TextEncoder().encode(svg(''))]);
    expect(checkSvg(utf16)).toEqual({ ok: false, reason: 'encoding' });
  });
});

describe('SVG pieces', () => {
  it('knows a local reference from an external one', () => {
    for (const v of ['#a', ' #a ', '', 'data:image/png;base64,AAAA', 'data:image/jpeg;base64,AA==', 'DATA:IMAGE/WEBP;base64,AA']) expect(isLocalReference(v), v).toBe(true);
    for (const v of ['a.svg', '//x', 'http://x/#a', 'data:image/svg+xml,<svg/>', 'data:text/html,x', 'javascript:1', 'data:image/png;base64,AA")']) expect(isLocalReference(v), v).toBe(false);
  });

  it('reads CSS as a browser could, with or without comments', () => {
    expect(cssRefusal('fill: red; stroke: url(#a)', true)).toBeNull();
    expect(cssRefusal('fill: url(#a', true)).toBe('external');
    expect(cssRefusal('/* url(http://x) */ fill: red', true)).toBe('external');
    expect(cssRefusal('width: expression(alert(1))', true)).toBe('javascript');
  });

  it('sniffs SVG by its root after the prolog, and nothing else as SVG', () => {
    const enc = (t: string) => new TextEncoder().encode(t);
    expect(sniffImage(enc(svg('')))).toBe('image/svg+xml');
    expect(sniffImage(enc(`<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE svg>\n${svg('')}`))).toBe('image/svg+xml');
    expect(sniffImage(enc('<s:svg xmlns:s="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    for (const t of ['<html><svg></svg></html>', 'svg', '<svgx/>', '<SVG/>', 'hello <svg/>']) expect(sniffImage(enc(t)), t).toBeNull();
  });
});
