import { redirectKey } from '../../../server/redirects.mjs';
import type { SiteAddresses } from './site-addresses';
import { fieldName, levenshtein, type Problem } from './validate';

/**
 * What the content check refuses in content/redirects.yaml beyond each field's own shape, since it takes
 * the whole list (or the site's addresses) to see: a loop or a chain, a `from` written twice, a `from` a
 * page of the site already has (the redirect would hide it), a `to` that is neither a page of the site nor
 * an https:// address, and a path that is not one. Addresses are compared as the server looks them up:
 * capitals and a final slash do not count (server/redirects.mjs).
 */

interface Where {
  file: string;
  lineOf?: (path: (string | number)[]) => number | undefined;
}

interface Entry {
  index: number;
  from: string;
  to: string;
  /** The site path `to` leads to (its ?… and #… parts removed), or null for an https:// address. */
  toPath: string | null;
}

/** What a path may hold as it is (RFC 3986's path characters, % for the rest). */
const PATH_CHARACTERS = /[^A-Za-z0-9\-._~!$&'()*+,;=:@%/]/;
const CAPITALS_NOTE = '(capitals and a final slash do not count)';

/** Why `path` is not a path this site could have, or null. */
function pathProblem(path: string, role: 'from' | 'to'): string | null {
  if (!path.startsWith('/')) return `"${path}" is not a path on this site: start it with / (/${path}).`;
  if (/\s/.test(path)) return `"${path}" holds a space, which an address cannot: use - between words.`;
  if (role === 'from' && /[?#]/.test(path)) {
    return `"${path}" holds a ?… or #… part: write the path alone (${path.split(/[?#]/)[0]}). The visitor’s own ?… part is passed on to \`to\`.`;
  }
  if (path.includes('//')) return `"${path}" has an empty part (//): write one / between words.`;
  if (/(^|\/)\.{1,2}(\/|$)/.test(path)) return `"${path}" holds a . or .. part, which browsers resolve before they ask: write the address they arrive at.`;
  const odd = PATH_CHARACTERS.exec(path)?.[0];
  if (odd) {
    return `"${path}" holds “${odd}”, which an address cannot hold as it is: keep to letters, digits and - _ . ~, or write it as browsers send it (${encodeURIComponent(odd)}).`;
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return `"${path}" holds a % not followed by two hexadecimal digits (a space is %20).`;
  return null;
}

/** The path part of a site address: before its ?… and #…. */
function pathOf(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to;
}

function closest(path: string, candidates: readonly string[]): string | undefined {
  const key = redirectKey(path);
  const same = candidates.find((candidate) => redirectKey(candidate) === key);
  if (same) return same;
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = levenshtein(key, candidate.toLowerCase());
    if (distance <= 3 && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

const itemList = (entries: readonly Entry[]) => {
  const numbers = entries.map((entry) => String(entry.index + 1));
  return numbers.length === 1 ? `item ${numbers[0]}` : `items ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
};

/** The content check's problems with the redirects of `value` (the file as its schema read it). */
export function redirectProblems(value: unknown, where: Where, site: SiteAddresses): Problem[] {
  const problems: Problem[] = [];
  const report = (path: (string | number)[], message: string) =>
    problems.push({ file: where.file, line: where.lineOf?.(path), field: fieldName(path), message });

  const list = (value as { redirects?: unknown } | undefined)?.redirects;
  const entries: Entry[] = [];
  (Array.isArray(list) ? list : []).forEach((item: unknown, index) => {
    const { from, to } = (item ?? {}) as { from?: unknown; to?: unknown };
    // A missing field is the schema's to name.
    if (typeof from !== 'string' || typeof to !== 'string' || from === '' || to === '') return;
    entries.push({ index, from, to, toPath: to.startsWith('/') && !to.startsWith('//') ? pathOf(to) : null });
  });

  const byKey = new Map<string, Entry>();
  for (const entry of entries) {
    const at = ['redirects', entry.index, 'from'];
    const problem = pathProblem(entry.from, 'from');
    if (problem) {
      report(at, problem);
      continue;
    }
    const key = redirectKey(entry.from);
    const note = key === entry.from ? '' : ` ${CAPITALS_NOTE}`;
    const first = byKey.get(key);
    if (first) {
      report(at, `"${entry.from}" is already redirected by item ${first.index + 1} (${first.from})${note}. Keep one of the two.`);
      continue;
    }
    if (site.answers(entry.from)) {
      report(at, `"${entry.from}" is an address of the site already${note}: a redirect would hide that page from every visitor. Use another address, or remove this redirect.`);
      continue;
    }
    byKey.set(key, entry);
  }

  /** The redirect a site path would meet, if any. */
  const next = (entry: Entry) => (entry.toPath === null ? undefined : byKey.get(redirectKey(entry.toPath)));

  for (const entry of entries) {
    const at = ['redirects', entry.index, 'to'];
    const { to, toPath } = entry;
    if (toPath === null) {
      if (/^http:\/\//i.test(to)) report(at, `"${to}" is not a secure address: write https://${to.slice(7)}.`);
      else if (/^https:\/\//i.test(to)) {
        let valid = !/\s/.test(to);
        try {
          valid &&= new URL(to).hostname.includes('.');
        } catch {
          valid = false;
        }
        if (!valid) report(at, `"${to}" is not a full address: write it as a browser shows it, like https://www.example.org/page.`);
      } else {
        report(at, `"${to}" is neither a page of the site (a path starting with /, like /technology) nor a full https:// address.`);
      }
      continue;
    }
    const problem = /\s/.test(to) ? `"${to}" holds a space, which an address cannot: use - between words.` : pathProblem(toPath, 'to');
    if (problem) {
      report(at, problem);
      continue;
    }
    const target = next(entry);
    if (target) {
      // Follow the redirects from here until one leads to a page, or back to where it has been.
      const visited: Entry[] = [entry];
      let current: Entry | undefined = target;
      while (current && !visited.includes(current)) {
        visited.push(current);
        current = next(current);
      }
      if (current) {
        const loop = visited.slice(visited.indexOf(current));
        const path = [...loop.map((item) => item.from), current.from].join(' → ');
        if (!loop.includes(entry)) {
          report(at, `"${to}" is itself redirected, into a loop (${path}). Correct that loop first.`);
        } else if (loop.length === 1) {
          const note = toPath === entry.from ? '' : ` ${CAPITALS_NOTE}`;
          report(at, `"${to}" is this redirect’s own address${note}: a visitor would be sent to it again and again. Point it at a page of the site.`);
        } else if (loop.every((item) => item.index >= entry.index)) {
          // Said once, on the loop's first item.
          report(at, `"${to}" leads back here: ${path} is a loop (${itemList(loop)}), and a visitor would never arrive. Point one of them at a page of the site.`);
        }
      } else {
        const after = visited.slice(1);
        const destination = visited.at(-1)!.to;
        const path = [...after.map((item) => item.from), destination].join(' → ');
        report(at, `"${to}" is itself redirected (${itemList(after)}: ${path}), so visitors would be sent twice. Point ${entry.from} at ${destination} directly.`);
      }
      continue;
    }
    if (toPath.length > 1 && toPath.endsWith('/')) {
      report(at, `"${to}" ends with /, which the site sends on once more to the address without it: write ${to.replace(/\/+(?=[?#]|$)/, '')}.`);
      continue;
    }
    if (!site.isDestination(toPath)) {
      const suggestion = closest(toPath, site.destinations);
      report(
        at,
        `"${to}" is not a page of the site.${suggestion ? ` Did you mean ${suggestion}?` : ''} Write the address of a page (/technology), an article (/newsroom/posts/123), a file of public/ (/files/…) or a full https:// address.`,
      );
    }
  }
  return problems;
}
