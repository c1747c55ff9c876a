'use client';

import 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
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
}

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

  // The widget's code loads when the visitor starts on the form or scrolls to the captcha, not with the page.
  useEffect(() => {
    if (!hydrated) return;
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
  }, [hydrated, setup.provider]);

  useImperativeHandle(ref, () => ({
    isComplete(form) {
      const value = new FormData(form).get(WIDGET_FIELDS[setup.provider]);
      return typeof value === 'string' && value !== '';
    },
    reset() {
      if (setup.provider === 'altcha') {
        (widgetRef.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
        return;
      }
      const globals = window as unknown as ProviderGlobals;
      if (setup.provider === 'turnstile') globals.turnstile?.reset();
      else if (setup.provider === 'recaptcha') globals.grecaptcha?.reset();
      else globals.hcaptcha?.reset();
    },
  }));

  return (
    <div ref={boxRef} className={styles.captcha}>
      {hydrated ? (
        setup.provider === 'altcha' ? (
          <altcha-widget
            ref={widgetRef}
            challenge="/api/captcha/altcha"
            name="altcha"
            auto="onfocus"
            configuration={WIDGET_CONFIGURATION}
            aria-describedby={error ? errorId : undefined}
          />
        ) : (
          <div className={PROVIDER_CLASSES[setup.provider]} data-sitekey={setup.siteKey} />
        )
      ) : (
        <noscript>
          <div className={styles.field}>
            <input type="hidden" name="captcha_token" value={setup.question.token} />
            <label className={styles.label} htmlFor="captcha-answer">
              Anti-spam question: {setup.question.text} <span className={styles.hint}>(answer in digits)</span>
              <span className={styles.required} aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              className={styles.input}
              id="captcha-answer"
              name="captcha_answer"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
        </noscript>
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
