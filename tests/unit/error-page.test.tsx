import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const { default: ErrorPage } = await import('@/app/(site)/error');

describe('error page', () => {
  it('explains the failure and offers a retry and the home page', () => {
    const error = Object.assign(new Error('database exploded'), { digest: '12345' });
    const html = renderToStaticMarkup(<ErrorPage error={error} retry={() => {}} />);
    expect(html).toContain('>Something went wrong</h1>');
    expect(html).toContain('This page could not be shown right now.');
    expect(html).toContain('>Try again</button>');
    expect(html).toContain('href="/"');
    expect(html).toContain('Reference: 12345');
    // The visitor never sees the internal message.
    expect(html).not.toContain('database exploded');
  });

  it('omits the reference when the error has none', () => {
    const html = renderToStaticMarkup(<ErrorPage error="plain failure" retry={() => {}} />);
    expect(html).not.toContain('Reference:');
  });
});
