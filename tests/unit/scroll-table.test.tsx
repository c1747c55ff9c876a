import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SCROLL_TABLE_HINT, ScrollTable } from '@/components/ui/scroll-table';
import { formatLongDate } from '@/lib/format/dates';
import { multiYearPlanDocument } from '@/lib/policies';
import { readContentFile } from '@/lib/site-copy/files';
import type { Copy } from '@/lib/site-copy';

describe('ScrollTable', () => {
  const html = renderToStaticMarkup(
    <ScrollTable captionId="fees-caption">
      <table>
        <caption id="fees-caption">Fees</caption>
        <tbody>
          <tr>
            <td>None</td>
          </tr>
        </tbody>
      </table>
    </ScrollTable>,
  );

  it('wraps the table in a focusable region named by its caption', () => {
    expect(html).toMatch(/<div[^>]*role="region"[^>]*>/);
    const region = /<div[^>]*role="region"[^>]*>/.exec(html)?.[0] ?? '';
    expect(region).toContain('aria-labelledby="fees-caption"');
    expect(region).toContain('tabindex="0"');
    expect(html).toContain('<caption id="fees-caption">Fees</caption>');
  });

  it('puts the drag hint before the region', () => {
    expect(SCROLL_TABLE_HINT).toBe('Drag horizontally to view the entire table.');
    expect(html).toContain(`>${SCROLL_TABLE_HINT}</p>`);
    expect(html.indexOf(SCROLL_TABLE_HINT)).toBeLessThan(html.indexOf('role="region"'));
  });
});

describe('multi-year accessibility plan content', () => {
  const plan = readContentFile('multiYearPlan', process.cwd()).value as Copy<'multiYearPlan'>;
  const document = multiYearPlanDocument();
  const html = renderToStaticMarkup(<>{document.sections.map((section) => <div key={section.id}>{section.body}</div>)}</>);
  const columns = Object.values(plan.columns);

  it('has one section and one table per part, each with a caption and the five column headers', () => {
    expect(plan.parts.length).toBeGreaterThanOrEqual(1);
    expect(html.match(/<table>/g)).toHaveLength(plan.parts.length);
    expect(html.match(/<caption /g)).toHaveLength(plan.parts.length);
    expect(columns).toHaveLength(5);
    const headers = columns.map((column) => `<th scope="col">${column}</th>`).join('');
    expect(html.split(headers)).toHaveLength(plan.parts.length + 1);
    for (const part of plan.parts) {
      expect(document.sections.map((section) => section.id)).toContain(part.id);
      expect(html).toContain(`<caption id="${part.id}-table">${part.heading}: ${plan.captionSuffix}</caption>`);
      expect(part.requirements.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('shows each requirement as a row: its status and its deadline as a date', () => {
    for (const row of plan.parts.flatMap((part) => part.requirements)) {
      expect(['Complete', 'In progress', 'Ongoing']).toContain(row.status);
      expect(formatLongDate(row.deadline ?? '')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(html).toContain(`<td>${row.status}</td><td>${formatLongDate(row.deadline ?? '')}</td>`);
    }
  });

  it('shows the date of the content file', () => {
    expect(document.lastUpdated).toBe(formatLongDate(plan.lastUpdated ?? ''));
  });
});
