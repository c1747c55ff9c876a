import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaSetup } from '@/components/forms/captcha-field';
import type { FieldSpec } from '@/components/forms/site-form';
import { FORM_TEXTS } from '@/config/forms';
import type { FormState } from '@/lib/forms/form-state';

// The widget's JSX typings are a browser module; the server rendering never draws the widget.
vi.mock('altcha/types/react', () => ({}));
const { SiteForm } = await import('@/components/forms/site-form');

// What a page shows after a post made without JavaScript: the server's rendering of the refused form.

const fields: FieldSpec[] = [
  { name: 'EMAIL', label: 'Email', type: 'email', required: true },
  { name: 'FNAME', label: 'Name', type: 'text', required: true },
  { name: 'CONSENT_PRIVACY', label: 'I accept the Privacy Policy', type: 'checkbox', required: true },
];
const captcha: CaptchaSetup = { provider: 'altcha', question: { text: 'What is two plus two?', token: 'signed' } };

function render(initial: FormState): string {
  return renderToStaticMarkup(
    <SiteForm
      kind="newsletter"
      action="/subscription"
      endpoint="/api/forms/subscription"
      label="Newsletter subscription"
      fields={fields}
      submitLabel="Subscribe"
      captcha={captcha}
      idempotencyKey="a1b2c3d4e5f6a7b8c9d0"
      initial={initial}
      thanks={{ title: 'Thanks', body: 'Done' }}
    />,
  );
}

const refused = (message: string, errors: Record<string, string>): FormState => ({ status: 'error', httpStatus: 422, message, errors, values: {} });

/** The summary's links, in order: [text, href]. */
function summaryLinks(html: string): [string, string][] {
  const summary = /<div[^>]*role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
  return [...summary.matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)].map((match) => [match[2]!, match[1]!]);
}

describe('the refused form, rendered on the server', () => {
  it('lists every field message and the captcha in one focused summary that links to the question', () => {
    const html = render(
      refused(FORM_TEXTS.invalid, {
        FNAME: 'Please enter your name.',
        EMAIL: 'Please enter your e-mail address.',
        CONSENT_PRIVACY: 'Please agree to the Privacy Policy.',
        captcha: FORM_TEXTS.captchaMissing,
      }),
    );
    expect(html.match(/role="alert"/g)).toHaveLength(1);
    expect(html).toMatch(/<div[^>]*role="alert" tabindex="-1" autofocus=""/);
    expect(html).toMatch(/<h2[^>]*>There is a problem<\/h2>/);
    expect(html).toContain('>Please correct the fields marked below and send the form again.</p>');
    // In page order, whatever order the server's errors came in; the captcha last, at the question.
    expect(summaryLinks(html)).toEqual([
      ['Please enter your e-mail address.', '#field-email'],
      ['Please enter your name.', '#field-fname'],
      ['Please agree to the Privacy Policy.', '#field-consent_privacy'],
      ['Please complete the captcha to proceed.', '#captcha-answer'],
    ]);
    expect(html).toMatch(/<p id="field-captcha-error" class="[^"]*">Please complete the captcha to proceed.<\/p>/);
    expect(html).toMatch(/id="captcha-answer"[^>]*aria-invalid="true" aria-describedby="field-captcha-error"/);
  });

  it('leaves the form to the server: no browser checks that stop at the first field', () => {
    expect(render({ status: 'idle' })).toMatch(/<form[^>]*novalidate=""/i);
    expect(render({ status: 'idle' })).not.toContain('role="alert"');
  });

  it('says a message once: a refusal for the captcha alone is its link, a refusal with no field is its message', () => {
    const captchaOnly = render(refused(FORM_TEXTS.captchaMissing, { captcha: FORM_TEXTS.captchaMissing }));
    expect(summaryLinks(captchaOnly)).toEqual([['Please complete the captcha to proceed.', '#captcha-answer']]);
    expect(captchaOnly.match(/Please complete the captcha to proceed\./g)).toHaveLength(2);

    const limited = render({ status: 'error', httpStatus: 429, message: FORM_TEXTS.rateLimited, errors: {}, values: {} });
    expect(summaryLinks(limited)).toEqual([]);
    expect(limited).toContain(`>${FORM_TEXTS.rateLimited}</p>`);
  });
});
