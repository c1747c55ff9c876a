import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES, INQUIRY_TYPES } from '@/config/forms';
import { site } from '@/config/site';
import { baseURL, expectNoAxeViolations, borrowBrowser, returnBrowser, openPage, WIDTHS } from './support/browser';
import { copyOf } from './support/copy';

const contactCopy = copyOf('contact');
const subscriptionCopy = copyOf('subscription');

let browser: Browser;
beforeAll(async () => {
  browser = await borrowBrowser();
});
afterAll(async () => {
  await returnBrowser(browser);
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

const CAPTCHA_MISSING = 'Please complete the captcha to proceed.';

/** What the error summary lists for an empty contact form, in page order, with the fields its links lead to. */
const CONTACT_EMPTY_ERRORS: [string, string][] = [
  ['Please enter your name.', '#field-fname'],
  ['Please enter your e-mail address.', '#field-email'],
  ['Please choose an inquiry type.', '#field-mmerge4'],
  ['Please enter a subject.', '#field-mmerge5'],
  ['Please enter your message.', '#field-mmerge7'],
  ['Please agree to the Terms and Conditions and the Privacy Policy.', '#field-consent'],
];
const SUBSCRIPTION_EMPTY_ERRORS: [string, string][] = [
  ['Please enter your e-mail address.', '#field-email'],
  ['Please enter your name.', '#field-fname'],
  ['Please agree to receive our e-mail updates.', '#field-consent_updates'],
  ['Please agree to the Privacy Policy.', '#field-consent_privacy'],
];
/** Where the summary's captcha link leads: the widget with JavaScript, the question without. */
const CAPTCHA_LINK = { script: '#field-captcha', noScript: '#captcha-answer' } as const;

/** Every post the page makes, to the forms' endpoints or anywhere else. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' || new URL(request.url()).pathname.startsWith('/api/forms/')) posts.push(request.url());
  });
  return posts;
}

/** Holds the widget's challenge, so the captcha stays unfinished (a slow network) until the returned release is called. */
async function holdCaptcha(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/captcha/altcha*', (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** The form's one alert region, its error summary, once it is shown. */
async function errorSummary(page: Page, form: string): Promise<Locator> {
  const alerts = page.getByRole('form', { name: form }).getByRole('alert');
  await alerts.first().waitFor();
  expect(await alerts.count(), 'alert regions in the form').toBe(1);
  return alerts.first();
}

const linksOf = (summary: Locator) =>
  summary.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Top of an element against the bottom of the fixed navbar: it must not hide under it, nor below the window. */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const navBottom = await page.locator('[data-testid="navbar"]').evaluate((element) => element.getBoundingClientRect().bottom);
  const box = await locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const height = await page.evaluate(() => window.innerHeight);
  expect(box.top, `${what} below the navbar`).toBeGreaterThanOrEqual(navBottom);
  expect(box.top, `${what} inside the window`).toBeLessThan(height);
}

/**
 * axe on a page rendered without JavaScript. Such a page runs no timers, which the checker needs between
 * its rules; it gets a stand-in that runs them at once (it only times out on frames, and there are none).
 */
async function expectNoAxeViolationsAsRendered(page: Page, label: string): Promise<void> {
  expect(await page.locator('iframe').count()).toBe(0);
  expect(await page.locator('#captcha-answer').count(), 'the question, as rendered without JavaScript').toBe(1);
  await page.evaluate(() => {
    const run = (callback: unknown, args: unknown[]) => {
      if (typeof callback === 'function') void Promise.resolve().then(() => (callback as (...values: unknown[]) => void)(...args));
      return 0;
    };
    Object.assign(window, { setTimeout: (callback: unknown, _delay?: number, ...args: unknown[]) => run(callback, args), clearTimeout: () => undefined });
  });
  await expectNoAxeViolations(page, label);
}

/** Each field's inline message: its text, linked by aria-describedby, the field marked invalid. */
async function expectInlineErrors(page: Page, errors: [string, string][]): Promise<void> {
  for (const [message, href] of errors) {
    const id = href.slice(1);
    expect(await page.locator(`#${id}-error`).textContent(), id).toBe(message);
    expect((await page.locator(href).getAttribute('aria-describedby'))?.split(' '), id).toContain(`${id}-error`);
    expect(await page.locator(href).getAttribute('aria-invalid'), id).toBe('true');
  }
}

describe.each(WIDTHS)('contact form at %ipx', (width) => {
  it('shows the form, its exact choices and both offices from the site configuration', async () => {
    const { page, close, response } = await openPage(browser, '/contact', { width });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(contactCopy.header.title);
    expect(await page.locator('#field-mmerge4 option').allTextContents()).toEqual(['Select an inquiry type', ...INQUIRY_TYPES]);
    expect(await page.locator('#field-mmerge6 option').allTextContents()).toEqual(['Select an industry (optional)', ...INDUSTRIES]);
    const names = await page.locator('form[aria-label="General inquiries"] [name]').evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('name')).filter((name) => /^[A-Z]/.test(name ?? '')),
    );
    expect(names).toEqual(['FNAME', 'EMAIL', 'MMERGE3', 'MMERGE6', 'MMERGE4', 'MMERGE5', 'MMERGE7', 'CONSENT']);
    const contacts = page.getByRole('complementary', { name: contactCopy.contactsHeading });
    for (const office of [site.offices.headquarters, site.offices.canada]) {
      expect(await contacts.getByText(office.company).isVisible()).toBe(true);
      expect(await contacts.getByRole('link', { name: office.email }).getAttribute('href')).toBe(`mailto:${office.email}`);
      expect(await contacts.getByRole('link', { name: office.phone }).getAttribute('href')).toBe(`tel:${office.phoneE164}`);
    }
    for (const office of [site.offices.headquarters, site.offices.canada]) {
      expect(await contacts.getByText(`${office.municipality}, ${office.region} ${office.postal}`).isVisible()).toBe(true);
    }
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await close();
  });

  it('sent empty before the captcha is done: every field and the captcha in one focused summary, nothing posted', async () => {
    const { page, close, errors } = await openPage(browser, '/contact', { width });
    const posts = recordPosts(page);
    const release = await holdCaptcha(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await submit(page).click();
    const summary = await errorSummary(page, 'General inquiries');
    expect(await summary.getByRole('heading', { name: 'There is a problem' }).count()).toBe(1);
    expect(await linksOf(summary)).toEqual([...CONTACT_EMPTY_ERRORS, [CAPTCHA_MISSING, CAPTCHA_LINK.script]]);
    expect(await summary.textContent()).toContain('Please correct the fields marked below and send the form again.');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await isFocused(summary)).toBe(true);
    await expectInView(page, summary, 'the summary');
    // The same messages beside the fields, and the captcha's beside the widget, not announced a second time.
    await expectInlineErrors(page, CONTACT_EMPTY_ERRORS);
    expect(await page.locator('#field-captcha-error').textContent()).toBe(CAPTCHA_MISSING);
    expect(await page.locator('#field-captcha-error').getAttribute('role')).toBeNull();
    expect(posts).toEqual([]);

    // Each link leads to its field, with the field's label in view.
    await summary.getByRole('link', { name: 'Please enter a subject.' }).click();
    expect(await isFocused(page.locator('#field-mmerge5'))).toBe(true);
    await expectInView(page, page.locator('label[for="field-mmerge5"]'), 'the Subject label');
    await summary.getByRole('link', { name: 'Please agree to the Terms and Conditions and the Privacy Policy.' }).click();
    expect(await isFocused(page.locator('#field-consent'))).toBe(true);
    await summary.getByRole('link', { name: CAPTCHA_MISSING }).click();
    expect(await page.evaluate(() => document.activeElement?.closest('altcha-widget') !== null && (document.activeElement as HTMLInputElement).type === 'checkbox')).toBe(true);
    await expectInView(page, page.locator('altcha-widget'), 'the captcha');
    expect(posts).toEqual([]);
    await release();
    expect(errors).toEqual([]);
    await close();
  });

  it('checks the fields before the captcha: a right form without it, then wrong fields with it, are never posted', async () => {
    const { page, close, errors } = await openPage(browser, '/contact', { width });
    const posts = recordPosts(page);
    const release = await holdCaptcha(page);
    await fillContact(page);
    await submit(page).click();
    let summary = await errorSummary(page, 'General inquiries');
    expect(await linksOf(summary)).toEqual([[CAPTCHA_MISSING, CAPTCHA_LINK.script]]);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(posts).toEqual([]);

    await release();
    await fillContact(page, { name: 'Jean  Luc', email: 'not-an-address' });
    await completeCaptcha(page);
    await submit(page).click();
    await page.locator('#field-fname-error').waitFor();
    summary = await errorSummary(page, 'General inquiries');
    const wrong: [string, string][] = [
      ['Please use letters only, with a single space or hyphen between words.', '#field-fname'],
      ['Please enter a valid e-mail address, like name@example.com.', '#field-email'],
    ];
    expect(await linksOf(summary)).toEqual(wrong);
    await expectInlineErrors(page, wrong);
    expect(await page.locator('#field-captcha-error').count()).toBe(0);
    expect(await page.locator('#field-mmerge5-error').count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await isFocused(summary)).toBe(true);
    // Nothing typed is lost, and nothing was sent: the server would only have said the same.
    expect(await page.inputValue('#field-fname')).toBe('Jean  Luc');
    expect(await page.inputValue('#field-mmerge7')).toContain('480 °C steam');
    expect(await page.inputValue('#field-mmerge4')).toBe('Supply Chain');
    expect(await page.isChecked('#field-consent')).toBe(true);
    expect(posts).toEqual([]);

    // Corrected, it is posted once and thanked.
    await page.fill('#field-fname', 'Jean-Luc Picard');
    await page.fill('#field-email', 'jean-luc@example.com');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/contact'));
    await submit(page).click();
    expect((await answer).status()).toBe(201);
    await page.getByRole('status').filter({ hasText: 'Thank you for contacting us.' }).waitFor();
    expect(posts).toEqual([`${baseURL}/api/forms/contact`]);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a refusal from the server in the same summary, linked to the captcha', async () => {
    const { page, close, errors } = await openPage(browser, '/contact', { width });
    await fillContact(page);
    await completeCaptcha(page);
    // A solution the server cannot accept (tampered with on the way).
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('altcha-widget input[name="altcha"]')!.value = btoa('{"challenge":{},"solution":{}}');
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/contact'));
    await submit(page).click();
    expect((await answer).status()).toBe(422);
    const summary = await errorSummary(page, 'General inquiries');
    expect(await linksOf(summary)).toEqual([['The captcha answer was not accepted. Please try again.', CAPTCHA_LINK.script]]);
    expect(await page.locator('#field-captcha-error').textContent()).toBe('The captcha answer was not accepted. Please try again.');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await isFocused(summary)).toBe(true);
    expect(await page.inputValue('#field-mmerge5')).toBe('Steam for our site');
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await close();
  });

  it('sent empty without JavaScript: the page comes back with every field and the captcha in one focused summary', async () => {
    const { page, close } = await openPage(browser, '/contact', { width, javaScript: false });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page).click();
    expect((await refused).status()).toBe(422);
    await page.waitForLoadState('load');
    const summary = await errorSummary(page, 'General inquiries');
    expect(await summary.getByRole('heading', { name: 'There is a problem' }).count()).toBe(1);
    expect(await linksOf(summary)).toEqual([...CONTACT_EMPTY_ERRORS, [CAPTCHA_MISSING, CAPTCHA_LINK.noScript]]);
    expect(await isFocused(summary)).toBe(true);
    await expectInView(page, summary, 'the summary');
    await expectInlineErrors(page, CONTACT_EMPTY_ERRORS);
    expect(await page.locator('#field-captcha-error').textContent()).toBe(CAPTCHA_MISSING);
    expect(await page.locator('#captcha-answer').getAttribute('aria-describedby')).toBe('field-captcha-error');
    expect(await page.locator('#captcha-answer').getAttribute('aria-invalid')).toBe('true');
    // The links are plain in-page links: they lead to the fields, labels in view.
    await summary.getByRole('link', { name: 'Please enter your message.' }).click();
    expect(await isFocused(page.locator('#field-mmerge7'))).toBe(true);
    await expectInView(page, page.locator('label[for="field-mmerge7"]'), 'the Message label');
    await summary.getByRole('link', { name: CAPTCHA_MISSING }).click();
    expect(await isFocused(page.locator('#captcha-answer'))).toBe(true);
    await expectInView(page, page.locator('label[for="captcha-answer"]'), 'the question');
    await close();
  });

  it('sends a correct message, scrolls to the top, thanks the visitor and resets the captcha', async () => {
    const { page, close, errors } = await openPage(browser, '/contact', { width });
    await fillContact(page);
    await completeCaptcha(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/contact'));
    await submit(page).click();
    expect((await answer).status()).toBe(201);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for contacting us.' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toBe('Thank you for contacting us.We will get in touch with you shortly.');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.inputValue('#field-fname')).toBe('');
    const captchaValue = await page.evaluate(() => new FormData(document.querySelector('altcha-widget')!.closest('form')!).get('altcha'));
    expect(captchaValue ?? '').toBe('');
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await close();
  });

  it('works without JavaScript: refusals come back with the input and a 422, the answer to the question sends it', async () => {
    const { page, close } = await openPage(browser, '/contact', { width, javaScript: false });
    expect(await page.locator('altcha-widget').count()).toBe(0);
    await fillContact(page, { email: 'zoe@@example.com' });
    await answerQuestion(page);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page).click();
    expect((await refused).status()).toBe(422);
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#field-email-error').textContent()).toContain('Please enter a valid e-mail address');
    // The question was answered: the summary names the one field to fix.
    expect(await linksOf(await errorSummary(page, 'General inquiries'))).toEqual([
      ['Please enter a valid e-mail address, like name@example.com.', '#field-email'],
    ]);
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
    await close();
  });

  it('refuses a wrong answer to the question without JavaScript and keeps the message', async () => {
    const { page, close } = await openPage(browser, '/contact', { width, javaScript: false });
    await fillContact(page);
    await page.fill('#captcha-answer', '99');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page).click();
    expect((await refused).status()).toBe(422);
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#field-captcha-error').textContent()).toContain('The captcha answer was not accepted. Please try again.');
    expect(await page.inputValue('#field-mmerge5')).toBe('Steam for our site');
    await close();
  });

  it('has no axe violations, empty and with every error shown, with and without JavaScript', async () => {
    const { page, close } = await openPage(browser, '/contact', { width });
    await expectNoAxeViolations(page, `contact ${width}`);
    await holdCaptcha(page);
    await submit(page).click();
    await page.locator('#field-captcha-error').waitFor();
    await page.locator('#field-fname-error').waitFor();
    await expectNoAxeViolations(page, `contact errors ${width}`);
    await close();

    const plain = await openPage(browser, '/contact', { width, javaScript: false });
    const refused = plain.page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(plain.page).click();
    expect((await refused).status()).toBe(422);
    await plain.page.locator('#field-captcha-error').waitFor();
    await expectNoAxeViolationsAsRendered(plain.page, `contact errors without JavaScript ${width}`);
    await plain.close();
  });
});

describe.each(WIDTHS)('subscription form at %ipx', (width) => {
  it('subscribes with JavaScript: both consents are required, then the thank-you', async () => {
    const { page, close, errors } = await openPage(browser, '/subscription', { width });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(subscriptionCopy.header.title);
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
    await close();
  });

  it('sent empty before the captcha is done: every field and the captcha in one focused summary, nothing posted', async () => {
    const { page, close, errors } = await openPage(browser, '/subscription', { width });
    const posts = recordPosts(page);
    const release = await holdCaptcha(page);
    await submit(page, 'Subscribe').click();
    const summary = await errorSummary(page, 'Newsletter subscription');
    expect(await summary.getByRole('heading', { name: 'There is a problem' }).count()).toBe(1);
    expect(await linksOf(summary)).toEqual([...SUBSCRIPTION_EMPTY_ERRORS, [CAPTCHA_MISSING, CAPTCHA_LINK.script]]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await isFocused(summary)).toBe(true);
    await expectInView(page, summary, 'the summary');
    await expectInlineErrors(page, SUBSCRIPTION_EMPTY_ERRORS);
    expect(await page.locator('#field-captcha-error').textContent()).toBe(CAPTCHA_MISSING);
    await summary.getByRole('link', { name: 'Please agree to the Privacy Policy.' }).click();
    expect(await isFocused(page.locator('#field-consent_privacy'))).toBe(true);
    await expectNoAxeViolations(page, `subscription errors ${width}`);
    expect(posts).toEqual([]);
    await release();
    expect(errors).toEqual([]);
    await close();
  });

  it('sent empty without JavaScript: every field and the captcha in the summary, and no axe violations', async () => {
    const { page, close } = await openPage(browser, '/subscription', { width, javaScript: false });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(page, 'Subscribe').click();
    expect((await refused).status()).toBe(422);
    await page.waitForLoadState('load');
    const summary = await errorSummary(page, 'Newsletter subscription');
    expect(await linksOf(summary)).toEqual([...SUBSCRIPTION_EMPTY_ERRORS, [CAPTCHA_MISSING, CAPTCHA_LINK.noScript]]);
    expect(await isFocused(summary)).toBe(true);
    await expectInlineErrors(page, SUBSCRIPTION_EMPTY_ERRORS);
    await summary.getByRole('link', { name: 'Please enter your name.' }).click();
    expect(await isFocused(page.locator('#field-fname'))).toBe(true);
    await expectNoAxeViolationsAsRendered(page, `subscription errors without JavaScript ${width}`);
    await close();
  });

  it('subscribes without JavaScript, and the hidden field stays out of reach', async () => {
    const { page, close } = await openPage(browser, '/subscription', { width, javaScript: false });
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
    await close();
  });
});

describe('the newsletter block', () => {
  it('leads to the subscription page', async () => {
    const { page, close } = await openPage(browser, '/', { width: 1280 });
    await page.getByRole('link', { name: 'Subscribe' }).last().click();
    await page.waitForURL(/\/subscription$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(subscriptionCopy.header.title);
    await close();
  });
});
