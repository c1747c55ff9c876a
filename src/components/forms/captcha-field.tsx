'use client';

import 'altcha/types/react';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useHydrated } from '@/lib/use-browser-state';
import styles from './form.module.css';

export type CaptchaSetup =
  | { provider: 'altcha'; question: { text: string; token: string } }
  | { provider: 'turnstile' | 'recaptcha' | 'hcaptcha'; siteKey: string; question: { text: string; token: string } };

export interface CaptchaHandle {
  /** True once the widget has put its answer in the form. */
  isComplete(form: HTMLFormElement): boolean;
  /** A fresh challenge, after a message has been sent. */
  reset(): void;
  /** Brings the captcha into view and focuses its control (the error summary's link). */
  focus(): void;
}

/** The captcha's box, which the error summary links to with JavaScript. */
export const CAPTCHA_BOX_ID = 'field-captcha';
/** The no-JavaScript question's input, which the error summary links to without. */
export const CAPTCHA_ANSWER_ID = 'captcha-answer';

/** The question's answer field (the server's QUESTION_FIELDS.answer). */
const QUESTION_ANSWER_FIELD = 'captcha_answer';

/** What a visitor operates in the widget: ALTCHA's checkbox, or a provider's frame. */
const WIDGET_CONTROL = 'input:not([type="hidden"]), iframe, button';

const WIDGET_FIELDS = {
  altcha: 'altcha',
  turnstile: 'cf-turnstile-response',
  recaptcha: 'g-recaptcha-response',
  hcaptcha: 'h-captcha-response',
} as const;

const PROVIDER_SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  recaptcha: 'https://www.google.com/recaptcha/api.js',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js',
} as const;

/** No third-party logo or link in our form; the widget's own texts stay. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true });

const PROVIDER_CLASSES = { turnstile: 'cf-turnstile', recaptcha: 'g-recaptcha', hcaptcha: 'h-captcha' } as const;

interface ProviderGlobals {
  turnstile?: { reset(): void };
  grecaptcha?: { reset(): void };
  hcaptcha?: { reset(): void };
}

/**
 * The form's captcha. With JavaScript: the configured widget (ALTCHA's proof of work by default, which
 * starts as soon as the visitor works on the form). Without: a short question whose signed token the
 * server checks, so the form can still be sent.
 */
export function CaptchaField({ setup, error, errorId, ref }: { setup: CaptchaSetup; error?: string; errorId: string; ref?: Ref<CaptchaHandle> }) {
  const hydrated = useHydrated();
  const widgetRef = useRef<HTMLElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // Answered before the scripts ran: the question stays, with its answer, until the form is sent (the
  // widget in its place would lose what the visitor typed). Read in the hydration's own commit, before the
  // re-render that would swap the question for the widget.
  const [questionKept, setQuestionKept] = useState(false);
  useLayoutEffect(() => {
    const answer = boxRef.current?.querySelector<HTMLInputElement>(`#${CAPTCHA_ANSWER_ID}`);
    if (answer && answer.value.trim() !== '') setQuestionKept(true);
  }, []);
  const widgetShown = hydrated && !questionKept;

  // The widget's code loads when the visitor starts on the form or scrolls to the captcha, not with the page.
  useEffect(() => {
    if (!widgetShown) return;
    const box = boxRef.current;
    const form = box?.closest('form');
    if (!box || !form) return;
    let loaded = false;
    const load = () => {
      if (loaded) return;
      loaded = true;
      cleanup();
      if (setup.provider === 'altcha') {
        void import('altcha');
        return;
      }
      const src = PROVIDER_SCRIPTS[setup.provider];
      if (document.querySelector(`script[src="${src}"]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      document.head.append(script);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(box);
    form.addEventListener('focusin', load);
    form.addEventListener('pointerdown', load);
    function cleanup() {
      observer.disconnect();
      form?.removeEventListener('focusin', load);
      form?.removeEventListener('pointerdown', load);
    }
    return cleanup;
  }, [widgetShown, setup.provider]);

  // The widget draws its own checkbox: tie the captcha's message to it whenever it is (re)drawn.
  useEffect(() => {
    const widget = widgetRef.current;
    if (!widgetShown || !widget) return;
    const describe = () => {
      const control = widget.querySelector<HTMLElement>('input[type="checkbox"]');
      if (!control) return;
      if (error && control.getAttribute('aria-describedby') !== errorId) control.setAttribute('aria-describedby', errorId);
      if (!error && control.hasAttribute('aria-describedby')) control.removeAttribute('aria-describedby');
    };
    describe();
    const observer = new MutationObserver(describe);
    observer.observe(widget, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [widgetShown, error, errorId]);

  useImperativeHandle(ref, () => ({
    isComplete(form) {
      const data = new FormData(form);
      const value = data.get(WIDGET_FIELDS[setup.provider]);
      const answer = data.get(QUESTION_ANSWER_FIELD);
      return (typeof value === 'string' && value !== '') || (typeof answer === 'string' && answer.trim() !== '');
    },
    reset() {
      // A question's token is spent once sent: the widget takes its place.
      if (questionKept) {
        setQuestionKept(false);
        return;
      }
      if (setup.provider === 'altcha') {
        (widgetRef.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
        return;
      }
      const globals = window as unknown as ProviderGlobals;
      if (setup.provider === 'turnstile') globals.turnstile?.reset();
      else if (setup.provider === 'recaptcha') globals.grecaptcha?.reset();
      else globals.hcaptcha?.reset();
    },
    focus() {
      const box = boxRef.current;
      if (!box) return;
      box.scrollIntoView({ block: 'start' });
      // Before the widget has loaded, the box itself takes focus (and focusing the form loads the widget).
      (box.querySelector<HTMLElement>(WIDGET_CONTROL) ?? box).focus({ preventScroll: true });
    },
  }));

  return (
    <div ref={boxRef} id={CAPTCHA_BOX_ID} className={styles.captcha} tabIndex={-1}>
      {widgetShown ? (
        setup.provider === 'altcha' ? (
          <altcha-widget
            ref={widgetRef}
            challenge="/api/captcha/altcha"
            name="altcha"
            auto="onfocus"
            configuration={WIDGET_CONFIGURATION}
          />
        ) : (
          <div className={PROVIDER_CLASSES[setup.provider]} data-sitekey={setup.siteKey} />
        )
      ) : (
        // The question until hydration (not only without JavaScript): with the scripts slow or failed, the
        // form is still posted as it is, and the question is its captcha.
        <>
          <div className={styles.field}>
            <input type="hidden" name="captcha_token" value={setup.question.token} />
            <label className={styles.label} htmlFor={CAPTCHA_ANSWER_ID}>
              Anti-spam question: {setup.question.text} <span className={styles.hint}>(answer in digits)</span>
              <span className={styles.required} aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              className={styles.input}
              id={CAPTCHA_ANSWER_ID}
              name={QUESTION_ANSWER_FIELD}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
        </>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
