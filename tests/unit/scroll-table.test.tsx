import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SCROLL_TABLE_HINT, ScrollTable } from '@/components/ui/scroll-table';
import { multiYearAccessibilityPlan, PLAN_COLUMNS, planParts } from '@/content/policies/multi-year-accessibility-plan';

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
  const html = renderToStaticMarkup(<>{multiYearAccessibilityPlan.sections.map((section) => <div key={section.id}>{section.body}</div>)}</>);

  it('has one table per part, each with a caption and the five column headers', () => {
    expect(planParts.length).toBeGreaterThanOrEqual(5);
    expect(html.match(/<table>/g)).toHaveLength(planParts.length);
    expect(html.match(/<caption /g)).toHaveLength(planParts.length);
    const headers = PLAN_COLUMNS.map((column) => `<th scope="col">${column}</th>`).join('');
    expect(html.split(headers)).toHaveLength(planParts.length + 1);
    for (const part of planParts) {
      expect(part.requirements.length).toBeGreaterThanOrEqual(3);
      expect(part.requirements.length).toBeLessThanOrEqual(6);
    }
  });

  it('is dated April 30, 2024 and says the plan is reviewed at least every five years', () => {
    expect(multiYearAccessibilityPlan.lastUpdated).toBe('April 30, 2024');
    expect(renderToStaticMarkup(<>{multiYearAccessibilityPlan.intro}</>)).toContain('reviewed and updated at least once every five years');
  });
});
