import { describe, expect, it } from 'vitest';
import { documentLinkLabel, isPdfUrl } from '@/lib/format/links';

describe('a link that opens a PDF', () => {
  it('is recognised by the path of its URL, absolute or on this site, whatever the case, query or fragment', () => {
    expect(isPdfUrl('https://regulator.example.gc.ca/reports/vendor-design-review.pdf')).toBe(true);
    expect(isPdfUrl('/files/design-review-report.pdf')).toBe(true);
    expect(isPdfUrl('/files/REPORT.PDF')).toBe(true);
    expect(isPdfUrl('https://example.org/report.pdf?download=1')).toBe(true);
    expect(isPdfUrl('/files/report.pdf#page=4')).toBe(true);
    expect(isPdfUrl('files/report.pdf')).toBe(true);
  });

  it('is not a web page, a folder, a query naming a PDF, or a look-alike', () => {
    expect(isPdfUrl('https://www.cnsc-ccsn.gc.ca/eng/reactors/new-reactor-facilities/pre-licensing-vendor-design-review/')).toBe(false);
    expect(isPdfUrl('https://example.org/report.pdf/')).toBe(false);
    expect(isPdfUrl('https://example.org/view?file=report.pdf')).toBe(false);
    expect(isPdfUrl('https://example.org/page#report.pdf')).toBe(false);
    expect(isPdfUrl('https://example.org/report.pdf.html')).toBe(false);
    expect(isPdfUrl('https://example.org/reportpdf')).toBe(false);
    expect(isPdfUrl('https://example.org/')).toBe(false);
    expect(isPdfUrl('')).toBe(false);
    expect(isPdfUrl('http://[bad')).toBe(false);
  });

  it('says (PDF) in its label only then', () => {
    expect(documentLinkLabel('Read the full report', '/files/design-review-report.pdf')).toBe('Read the full report (PDF)');
    expect(documentLinkLabel('Read the full report', 'https://example.org/reports/design-review/')).toBe('Read the full report');
  });
});
