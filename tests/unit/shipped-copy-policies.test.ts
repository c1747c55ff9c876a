import type { Node as MarkdocNode } from '@markdoc/markdoc';
import { describe, expect, it } from 'vitest';
import { headingText } from '@/components/ui/policy-prose';
import { proseText } from '@/lib/search/prose-text';
import type { CopyName } from '@/lib/site-copy/schema';
import { readContentFile } from '@/lib/site-copy/files';

/** The words of a policy's content file, and its level-2 headings. */
function policy(name: CopyName) {
  const { body } = readContentFile(name, process.cwd()).value as { body: MarkdocNode };
  return {
    text: proseText(body).join(' '),
    headings: body.children.filter((node) => node.type === 'heading' && node.attributes.level === 2).map(headingText),
  };
}

const differs = (what: string) => `the shipped copy differs from the specification: ${what}`;

describe('the shipped copy matches the specification', () => {
  it('the integrated accessibility standards policy runs from 1.0 Our Commitment to 16.0 For More Information', () => {
    const { headings } = policy('integratedStandards');
    expect(headings[0], differs('the first section of the integrated standards policy')).toBe('1.0 Our Commitment');
    expect(headings.at(-1), differs('the last section of the integrated standards policy')).toBe('16.0 For More Information');
    expect(
      headings.map((heading) => heading.split(' ')[0]),
      differs('the integrated standards policy numbers its sections 1.0 to 16.0'),
    ).toEqual(Array.from({ length: 16 }, (_, index) => `${index + 1}.0`));
  });

  it('states the policy facts: training and feedback within 30 days, a five-yearly plan review, children under 16', () => {
    expect(policy('aodaCustomerService').text, differs('training within 30 days of hire')).toContain('trained within 30 days of hire');
    expect(policy('aodaCustomerService').text, differs('feedback reply within 30 days')).toContain('we reply within 30 days');
    expect(policy('integratedStandards').text, differs('the plan reviewed at least every five years')).toContain(
      'reviewed and updated at least every five years',
    );
    expect(policy('multiYearPlan').text, differs('the plan reviewed at least every five years')).toContain(
      'reviewed and updated at least once every five years',
    );
    expect(policy('privacyPolicy').text, differs('children under 16 not knowingly served')).toContain(
      'We do not knowingly collect personal information from children under 16.',
    );
  });

  it('the terms are governed by Canadian law', () => {
    expect(policy('termsAndConditions').text, differs('the terms’ governing law')).toContain(
      'the laws of the Province of Ontario and the federal laws of Canada applicable therein',
    );
  });
});
