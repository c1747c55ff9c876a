import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PolicyDocument, type PolicySection } from '@/components/ui/policy-document';
import { formatLongDate } from '@/lib/format/dates';
import { retentionPeriod } from '@/lib/format/period';
import {
  aodaCustomerServiceDocument,
  integratedStandardsDocument,
  multiYearPlanDocument,
  privacyPolicyDocument,
  termsAndConditionsDocument,
} from '@/lib/policies';
import type { CopyName } from '@/lib/site-copy/schema';
import { readContentFile } from '@/lib/site-copy/files';

const sections: PolicySection[] = [
  { id: 'who-we-are', heading: 'Who we are', body: <p>We build reactors.</p> },
  { id: 'your-rights', heading: 'Your rights', body: <ul><li>Access</li><li>Correction</li></ul> },
];

describe('PolicyDocument', () => {
  it('shows the date, then a contents list linking to each section heading by id', () => {
    const html = renderToStaticMarkup(<PolicyDocument lastUpdated="February 6, 2024" sections={sections} intro={<p>Read me first.</p>} />);
    expect(html).toContain('Last updated: <time dateTime="2024-02-06">February 6, 2024</time>');
    expect(html).toContain('<p>Read me first.</p>');
    const nav = /<nav[^>]*aria-label="On this page"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['#who-we-are', 'Who we are'],
      ['#your-rights', 'Your rights'],
    ]);
    expect(html).toMatch(/<section[^>]*aria-labelledby="who-we-are"[^>]*><h2 id="who-we-are"[^>]*>Who we are<\/h2>/);
    expect(html).toMatch(/<section[^>]*aria-labelledby="your-rights"[^>]*><h2 id="your-rights"[^>]*>Your rights<\/h2>/);
    expect(html).toContain('<li>Correction</li>');
    // Date and contents come before the first section.
    expect(html.indexOf('Last updated')).toBeLessThan(html.indexOf('aria-label="On this page"'));
    expect(html.indexOf('aria-label="On this page"')).toBeLessThan(html.indexOf('<section'));
  });

  it('prints a date it cannot read as given, without a time element', () => {
    const html = renderToStaticMarkup(<PolicyDocument lastUpdated="Spring 2024" sections={sections} />);
    expect(html).toContain('Last updated: Spring 2024');
    expect(html).not.toContain('<time');
  });

  it.each([
    ['privacyPolicy', privacyPolicyDocument(730)],
    ['termsAndConditions', termsAndConditionsDocument()],
    ['aodaCustomerService', aodaCustomerServiceDocument()],
    ['integratedStandards', integratedStandardsDocument()],
    ['multiYearPlan', multiYearPlanDocument()],
  ] as const)('%s has unique section ids that every contents link reaches, and its file’s date', (name: CopyName, document) => {
    const ids = document.sections.map((section) => section.id);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ids).size).toBe(ids.length);
    const { lastUpdated } = readContentFile(name, process.cwd()).value as { lastUpdated: string };
    expect(document.lastUpdated).toBe(formatLongDate(lastUpdated));
    expect(document.lastUpdated).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const html = renderToStaticMarkup(<PolicyDocument {...document} />);
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    const headingIds = new Set([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]));
    expect(targets.length).toBeGreaterThanOrEqual(ids.length);
    for (const target of targets) expect(headingIds).toContain(target);
  });

  it.each([
    [730, 'two years'],
    [365, 'one year'],
    [1095, 'three years'],
    [90, '90 days'],
    [400, '400 days'],
  ])('the privacy policy states a retention of %i days as "%s", in the inquiries rule and the deletion rule', (days, words) => {
    expect(retentionPeriod(days)).toBe(words);
    const html = renderToStaticMarkup(<PolicyDocument {...privacyPolicyDocument(days)} />);
    const retention = /<section[^>]*aria-labelledby="retention"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    const text = retention.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain(`Inquiries are kept while we deal with them and for up to ${words} after our last exchange`);
    expect(text).toContain(`Our website deletes each form it received ${words} after it was sent.`);
  });
});
