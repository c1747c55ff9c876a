import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES, INQUIRY_TYPES } from '@/config/forms';
import { site } from '@/config/site';
import { baseURL, expectNoAxeViolations, launchBrowser, openPage, WIDTHS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The answer to the no-JavaScript question shown in the label ("What is four plus seven?"). */
async function answerQuestion(page: Page): Promise<void> {
  const label = await page.locator('label[for="captcha-answer"]').textContent();
  const match = /What is (\w+) plus (\w+)\?/.exec(label ?? '');
  expect(match, `question label: ${label}`).not.toBeNull();
  await page.fill('#captcha-answer', String(WORDS.indexOf(match![1]!) + WORDS.indexOf(match![2]!)));
}

/**
 * Completes the ALTCHA widget. It starts its proof of work by itself once the form has focus; a visitor
 * who is quicker ticks the box. Either way the answer ends up in the form.
 */
async function completeCaptcha(page: Page): Promise<void> {
  // The widget loads once the visitor starts on the form.
  await page.locator('form [name="EMAIL"]').focus();
  const state = () => page.locator('altcha-widget .altcha').getAttribute('data-state');
  await page.waitForFunction(() => document.querySelector('altcha-widget .altcha')?.getAttribute('data-state') !== 'verifying');
  if ((await state()) !== 'verified') {
    // The widget draws its tick over the box; a visitor's click lands on the box all the same.
    await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
  }
  await page.waitForFunction(
    () => {
      const form = document.querySelector('altcha-widget')?.closest('form');
      const value = form ? new FormData(form).get('altcha') : null;
      return typeof value === 'string' && value.length > 0;
    },
    undefined,
    { timeout: 15_000 },
  );
}

async function fillContact(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    name: 'Zoë Saint-Aubin',
    email: 'zoe@example.com',
    job: 'Energy Manager',
    subject: 'Steam for our site',
    message: 'We use 480 °C steam around the clock. <b>Could</b> an IMSR supply it?',
    ...overrides,
  };
  await page.fill('#field-fname', values.name);
  await page.fill('#field-email', values.email);
  await page.fill('#field-mmerge3', values.job);
  await page.selectOption('#field-mmerge6', 'Manufacturing');
  await page.selectOption('#field-mmerge4', 'Supply Chain');
  await page.fill('#field-mmerge5', values.subject);
  await page.fill('#field-mmerge7', values.message);
  await page.check('#field-consent');
}

const submit = (page: Page, name = 'Submit') => page.getByRole('button', { name, exact: true });

describe.each(WIDTHS)('contact form at %ipx', (width) => {
  it('shows the form, its exact choices and both offices from the site configuration', async () => {
    const { page, context, response } = await openPage(browser, '/contact', { width });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('General Inquiries');
    expect(await page.locator('#field-mmerge4 option').allTextContents()).toEqual(['Select an inquiry type', ...INQUIRY_TYPES]);
    expect(await page.locator('#field-mmerge6 option').allTextContents()).toEqual(['Select an industry (optional)', ...INDUSTRIES]);
    const names = await page.locator('form[aria-label="General inquiries"] [name]').evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('name')).filter((name) => /^[A-Z]/.test(name ?? '')),
    );
    expect(names).toEqual(['FNAME', 'EMAIL', 'MMERGE3', 'MMERGE6', 'MMERGE4', 'MMERGE5', 'MMERGE7', 'CONSENT']);
    const contacts = page.getByRole('complementary', { name: 'Corporate contacts' });
    for (const office of [site.offices.headquarters, site.offices.canada]) {
      expect(await contacts.getByText(office.company).isVisible()).toBe(true);
      expect(await contacts.getByRole('link', { name: office.email }).getAttribute('href')).toBe(`mailto:${office.email}`);
      expect(await contacts.getByRole('link', { name: office.phone }).getAttribute('href')).toBe(`tel:${office.phoneE164}`);
    }
    expect(await contacts.getByText('Charlotte, NC 28202').isVisible()).toBe(true);
    expect(await contacts.getByText('Oakville, ON L6H 0A1').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('without a captcha says so and sends nothing; with errors keeps the input and links each message to its field', async () => {
    const { page, context, errors } = await openPage(browser, '/contact', { width });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    // Sent at once, before the captcha could start: nothing leaves the page.
    await submit(page).click();
    const captchaError = page.locator('#field-captcha-error');
    expect(await captchaError.textContent()).toContain('Please complete the captcha to proceed.');
    expect(await page.getByRole('alert').first().textContent()).toContain('Please complete the captcha to proceed.');
    expect(posts).toEqual([]);

    await fillContact(page, { name: 'Jean  Luc', email: 'not-an-address' });
    await completeCaptcha(page);
    await submit(page).click();
    await page.locator('#field-fname-error').waitFor();
    expect(posts).toEqual([`${baseURL}/api/forms/contact`]);
    expect(await page.locator('#field-fname-error').textContent()).toContain('Please use letters only, with a single space or hyphen between words.');
    expect(await page.locator('#field-email-error').textContent()).toContain('Please enter a valid e-mail address, like name@example.com.');
    expect(await page.locator('#field-fname').getAttribute('aria-describedby')).toBe('field-fname-error');
    expect(await page.locator('#field-fname').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#field-subject-error').count()).toBe(0);
    // The summary is announced and focused; its links lead to the fields.
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below' });
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#field-fname',
      '#field-email',
    ]);
    // Nothing typed is lost.
    expect(await page.inputValue('#field-fname')).toBe('Jean  Luc');
    expect(await page.inputValue('#field-mmerge7')).toContain('480 °C steam');
    expect(await page.inputValue('#field-mmerge4')).toBe('Supply Chain');
    expect(await page.isChecked('#field-consent')).toBe(true);
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('sends a correct message, scrolls to the top, thanks the visitor and resets the captcha', async () => {
    const { page, context, errors } = await openPage(browser, '/contact', { width });
    await fillContact(page);
    await completeCaptcha(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/contact'));
    await submit(page).click();
    expect((await answer).status()).toBe(201);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for contacting us.' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toBe('Thank you for contacting us.We will get in touch with you shortly.');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.inputValue('#field-fname')).toBe('');
    const captchaValue = await page.evaluate(() => new FormData(document.querySelector('altcha-widget')!.closest('form')!).get('altcha'));
    expect(captchaValue ?? '').toBe('');
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: refusals come back with the input and a 422, the answer to the question sends it', async () => {
    const { page, context } = await openPage(browser, '/contact', { width, javaScript: false });
    expect(await page.locator('altcha-widget').count()).toBe(0);
    await fillContact(page, { email: 'zoe@@example.com' });
    await answerQuestion(page);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    // The browser's own checks would stop an invalid address before it is sent; the server's are tested here.
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[aria-label="General inquiries"]')!.setAttribute('novalidate', ''));
    await submit(page).click();
    expect((await refused).status()).toBe(422);
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#field-email-error').textContent()).toContain('Please enter a valid e-mail address');
    expect(await page.inputValue('#field-email')).toBe('zoe@@example.com');
    expect(await page.inputValue('#field-fname')).toBe('Zoë Saint-Aubin');
    expect(await page.inputValue('#field-mmerge6')).toBe('Manufacturing');
    expect(await page.inputValue('#field-mmerge7')).toContain('<b>Could</b>');
    expect(await page.isChecked('#field-consent')).toBe(true);

    await page.fill('#field-email', 'zoe@example.com');
    await answerQuestion(page);
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page).click();
    expect((await sent).status()).toBe(303);
    await page.waitForURL(/\/contact\?sent=1$/);
    expect(await page.getByRole('status').textContent()).toBe('Thank you for contacting us.We will get in touch with you shortly.');
    await context.close();
  });

  it('refuses a wrong answer to the question without JavaScript and keeps the message', async () => {
    const { page, context } = await openPage(browser, '/contact', { width, javaScript: false });
    await fillContact(page);
    await page.fill('#captcha-answer', '99');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page).click();
    expect((await refused).status()).toBe(422);
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#field-captcha-error').textContent()).toContain('The captcha answer was not accepted. Please try again.');
    expect(await page.inputValue('#field-mmerge5')).toBe('Steam for our site');
    await context.close();
  });

  it('has no axe violations, empty and with every error shown', async () => {
    const { page, context } = await openPage(browser, '/contact', { width });
    await expectNoAxeViolations(page, `contact ${width}`);
    await completeCaptcha(page);
    await submit(page).click();
    await page.locator('#field-fname-error').waitFor();
    await expectNoAxeViolations(page, `contact errors ${width}`);
    await context.close();
  });
});

describe.each(WIDTHS)('subscription form at %ipx', (width) => {
  it('subscribes with JavaScript: both consents are required, then the thank-you', async () => {
    const { page, context, errors } = await openPage(browser, '/subscription', { width });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stay up to date');
    await page.fill('#field-email', 'reader@example.com');
    await page.fill('#field-fname', 'Kwame Mensah');
    await page.check('#field-consent_updates');
    await completeCaptcha(page);
    await submit(page, 'Subscribe').click();
    await page.locator('#field-consent_privacy-error').waitFor();
    expect(await page.locator('#field-consent_privacy-error').textContent()).toContain('Please agree to the Privacy Policy.');
    expect(await page.locator('#field-consent_updates-error').count()).toBe(0);
    expect(await page.inputValue('#field-email')).toBe('reader@example.com');

    await page.check('#field-consent_privacy');
    await completeCaptcha(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/subscription'));
    await submit(page, 'Subscribe').click();
    expect((await answer).status()).toBe(201);
    await page.getByRole('status').filter({ hasText: 'Thank you for subscribing.' }).waitFor();
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await expectNoAxeViolations(page, `subscription sent ${width}`);
    await context.close();
  });

  it('subscribes without JavaScript, and the hidden field stays out of reach', async () => {
    const { page, context } = await openPage(browser, '/subscription', { width, javaScript: false });
    const trap = page.locator('input[name="b_website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThan(0);
    await page.fill('#field-email', 'reader2@example.com');
    await page.fill('#field-fname', 'Ines Duarte');
    await page.check('#field-consent_updates');
    await page.check('#field-consent_privacy');
    await answerQuestion(page);
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page, 'Subscribe').click();
    expect((await sent).status()).toBe(303);
    await page.waitForURL(/\/subscription\?sent=1$/);
    expect(await page.getByRole('status').textContent()).toContain('Thank you for subscribing.');
    await context.close();
  });
});

describe('the newsletter block', () => {
  it('leads to the subscription page', async () => {
    const { page, context } = await openPage(browser, '/', { width: 1280 });
    await page.getByRole('link', { name: 'Subscribe' }).last().click();
    await page.waitForURL(/\/subscription$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stay up to date');
    await context.close();
  });
});
