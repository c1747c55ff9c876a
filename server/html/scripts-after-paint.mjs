// The framework's scripts are asked for once the page has painted, not while it is still being drawn.
//
// Next.js writes its chunks into <head> as `<script src async>` (and one `<link rel="preload" as="script">`),
// and its bootstrap chunk into <body>.
// On a fast connection they arrive while the page is still being parsed and their evaluation (React DOM,
// the router, then hydration) runs before the first frame, holding back the first paint; on a slow one
// they share the connection with the page itself. Every page here is complete without them (server-rendered,
// links and forms work with JavaScript off), so they can wait: each such tag becomes an inert placeholder
// (`type="text/x-after-paint"`, fetched and run by nothing), and one small script at the end of <body>
// turns the placeholders back into the same scripts and preloads once the browser reports the page's
// first contentful paint and the visitor has not tapped or typed for a moment (QUIET_MS), three per task
// (each request costs the main thread a little; ten at once make a long task). A page loaded in a background tab (which paints nothing), a browser without paint timing,
// or a paint that has not come within 3 s gets them at once.
//
// The loader never changes, so its hash is fixed; it is added to the page's policy with the page's own.
import { createHash } from 'node:crypto';
import { BUILD_SCRIPT_ADDRESS, BUILD_SCRIPT_FORMS } from '../next-contract.mjs';
import { parseAttributes } from './csp.mjs';

export const AFTER_PAINT_TYPE = 'text/x-after-paint';

/** How long the page must have been free of the visitor's input (a tap, a key) before scripts are put back. */
export const QUIET_MS = 200;

/**
 * Runs at the end of <body>: the placeholders are all parsed by then. Plain ES5, no globals left behind.
 * It waits for the first contentful paint, then for a moment without input: a tap at first paint is
 * answered and painted by the platform (every control works without the scripts) before the framework's
 * boot, one long task, can stand in its way. Each batch waits again while the visitor is tapping or typing.
 */
export const AFTER_PAINT_LOADER =
  `(function(){var d=document,Q=${QUIET_MS},inputs=0,done=0;` +
  'function input(){inputs++;setTimeout(function(){inputs--},Q)}' +
  'var kinds=["pointerdown","keydown","touchstart"];for(var k=0;k<kinds.length;k++)d.addEventListener(kinds[k],input,{capture:true,passive:true});' +
  'function quiet(f){if(inputs)setTimeout(function(){quiet(f)},Q);else f()}' +
  'function go(){' +
  `var list=d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]'),i=0;` +
  'function batch(){if(inputs)return setTimeout(batch,Q);for(var n=0;n<3&&i<list.length;n++,i++){var o=list[i],e,src=o.getAttribute("data-src"),pre=o.getAttribute("data-preload");' +
  'if(pre){e=d.createElement("link");e.rel="preload";e.as="script";e.href=pre;e.setAttribute("fetchpriority","low")}' +
  'else{e=d.createElement("script");e.src=src;e.async=true}' +
  'o.parentNode.replaceChild(e,o)}if(i<list.length)setTimeout(batch,0)}batch()}' +
  'function once(){if(!done){done=1;go()}}' +
  'if(d.visibilityState==="hidden")return once();' +
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(function(){quiet(once)},Q)})' +
  '.observe({type:"paint",buffered:true})}catch(x){return once()}' +
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")once()});' +
  'setTimeout(once,3000)})();';

export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER, 'utf8').digest('base64')}'`;

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/gi;
const PRELOAD_TAG = /<link\b([^>]*?)\/?>/gi;

/** @param {string} value */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with the build's scripts made to wait for the first paint, and the hash of the
 * script it adds (none when there was nothing to wait).
 * @param {string} html
 * @returns {{ html: string, scriptHashes: string[] }}
 */
export function scriptsAfterPaint(html) {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return { html, scriptHashes: [] };
  let waiting = 0;
  // The chunks in <head>, and the bootstrap chunk Next.js writes into <body> after its inline data.
  // (Nothing else on a page can be a script tag: CMS HTML is sanitised before it is rendered.)
  const page = html
    .slice(0, bodyEnd)
    .replace(SCRIPT_TAG, (tag, attributeText) => {
      const attributes = parseAttributes(attributeText);
      const src = attributes.get('src') ?? '';
      // Only the framework's own async chunks; the legacy-browser (nomodule) one and anything else stay.
      if (!attributes.has(BUILD_SCRIPT_FORMS.scriptAttribute) || attributes.has('nomodule') || attributes.has('type') || !BUILD_SCRIPT_ADDRESS.test(src)) return tag;
      waiting += 1;
      return `<script type="${AFTER_PAINT_TYPE}" data-src="${escapeAttribute(src)}"></script>`;
    })
    .replace(PRELOAD_TAG, (tag, attributeText) => {
      const attributes = parseAttributes(attributeText);
      const href = attributes.get('href') ?? '';
      const { preloadRel, preloadAs } = BUILD_SCRIPT_FORMS;
      if ((attributes.get('rel') ?? '').toLowerCase() !== preloadRel || (attributes.get('as') ?? '').toLowerCase() !== preloadAs || !BUILD_SCRIPT_ADDRESS.test(href)) return tag;
      waiting += 1;
      return `<script type="${AFTER_PAINT_TYPE}" data-preload="${escapeAttribute(href)}"></script>`;
    });
  if (waiting === 0) return { html, scriptHashes: [] };
  return { html: `${page}<script>${AFTER_PAINT_LOADER}</script>${html.slice(bodyEnd)}`, scriptHashes: [AFTER_PAINT_LOADER_HASH] };
}
