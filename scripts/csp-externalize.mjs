// @ts-check
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The site ships under `script-src 'self'; style-src 'self'` (see src/security.ts): no inline code.
 * Astro itself can make all of it external except the island runtime, which it always writes
 * inline before the first island of a page: `<style>astro-island{display:contents}</style>`, one
 * `<script>` per client directive (`Astro.visible = …`) and the `<astro-island>` element's
 * definition. Those three are the same bytes on every page for one Astro version, so after the
 * build this step writes each to a file in `_astro/` named by its hash and points the page at it.
 * The files must not hold up the page: in the body, a stylesheet link and classic `<script src>`
 * would each stop the parser until fetched (inline, they cost nothing), so the page's content
 * after them, the calculator's form, would be laid out and painted only after that chain. The style
 * goes to the `<head>` with the other stylesheets, and the scripts are `defer`: they run in
 * document order (the directive, then the element) once the page is parsed, before
 * DOMContentLoaded; the islands already in the page then upgrade and start as they did before.
 *
 * Anything else inline (a `<script>` or `<style>` element, a `style=""` or `on…=` attribute) stops
 * the build, naming the file: it would be blocked by the policy.
 */

/** @param {string} html */
export function isIslandStyle(html) {
  return /^astro-island,astro-slot,astro-static-slot\{display:contents\}$/.test(html.trim());
}

/** @param {string} code */
export function isIslandScript(code) {
  return (
    /customElements\.define\("astro-island"/.test(code) ||
    /^\(\(\)=>\{[\s\S]*\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=\w+[\s\S]*\}\)\(\);?$/.test(code.trim())
  );
}

/**
 * Rewrites one page. Returns the new HTML, the files to write (name → content) and the problems
 * (inline code that is not the island runtime).
 * @param {string} html
 * @param {string} assetsBase  URL path of the folder the files go to, e.g. `/_astro/`
 */
export function externalizeIslandRuntime(html, assetsBase) {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {string[]} */
  const problems = [];
  const fileFor = (/** @type {string} */ content, /** @type {string} */ ext) => {
    const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10);
    const name = `island-runtime.${hash}.${ext}`;
    files.set(name, content);
    return `${assetsBase}${name}`;
  };
  /** @type {string[]} */
  const headLinks = [];
  let out = html.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (whole, attrs, css) => {
    if (attrs.trim() === '' && isIslandStyle(css)) {
      headLinks.push(`<link rel="stylesheet" href="${fileFor(css.trim(), 'css')}">`);
      return '';
    }
    problems.push(`inline <style> (${css.trim().slice(0, 60)}…)`);
    return whole;
  });
  out = out.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (whole, attrs, code) => {
    if (/\ssrc=/.test(attrs)) return whole;
    if (/type="application\/(ld\+)?json"/.test(attrs)) return whole;
    if (attrs.trim() === '' && isIslandScript(code)) return `<script src="${fileFor(code, 'js')}" defer></script>`;
    problems.push(`inline <script${attrs}> (${code.trim().slice(0, 60)}…)`);
    return whole;
  });
  if (headLinks.length > 0) out = out.replace('</head>', `${headLinks.join('')}</head>`);
  // Attributes: only inside tags, not in text.
  for (const tag of out.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const attr = tag.match(/\s(style|on[a-z]+)=/);
    if (attr) problems.push(`inline ${attr[1]}="" attribute in ${tag.slice(0, 80)}`);
  }
  return { html: out, files, problems };
}

/** Every .html file under dir. @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** @returns {import('astro').AstroIntegration} */
export function cspExternalize() {
  let base = '/';
  return {
    name: 'pf2e-runes:csp-externalize',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const assets = join(dist, '_astro');
        mkdirSync(assets, { recursive: true });
        const all = [];
        let pages = 0;
        for (const file of htmlFiles(dist)) {
          const result = externalizeIslandRuntime(readFileSync(file, 'utf8'), `${base}_astro/`);
          for (const problem of result.problems) all.push(`${relative(dist, file)}: ${problem}`);
          for (const [name, content] of result.files) writeFileSync(join(assets, name), content);
          if (result.files.size > 0) {
            writeFileSync(file, result.html);
            pages += 1;
          }
        }
        if (all.length > 0) {
          throw new Error(`Inline code would be blocked by the Content Security Policy (src/security.ts):\n  ${all.join('\n  ')}`);
        }
        logger.info(`island runtime moved to files on ${pages} pages; no inline script or style left`);
      },
    },
  };
}
