'use client';

import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { FORM_TEXTS, IDEMPOTENCY_FIELD } from '@/config/forms';
import type { FormState } from '@/lib/forms/form-state';
import type { FieldErrors, FormKind, validateForm } from '@/lib/forms/schemas';
import { CAPTCHA_ANSWER_ID, CAPTCHA_BOX_ID, CaptchaField, type CaptchaHandle, type CaptchaSetup } from './captcha-field';
import styles from './form.module.css';

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'textarea' | 'select' | 'checkbox';
  required?: boolean;
  options?: readonly string[];
  /** The first, empty option of a select. */
  emptyOption?: string;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  /** Spans both columns of the wide layout. */
  wide?: boolean;
}

export interface SiteFormProps {
  /** Which form this is: its schema is the server's, checked here before anything is sent. */
  kind: FormKind;
  /** The page the form posts to without JavaScript. */
  action: string;
  /** The JSON endpoint the script posts to. */
  endpoint: string;
  /** Accessible name of the form. */
  label: string;
  fields: FieldSpec[];
  /** Checkbox labels carry links, so they come as markup. */
  checkboxLabels?: Record<string, ReactNode>;
  /** A field people never see; bots fill it. */
  trapName?: string;
  submitLabel: string;
  captcha: CaptchaSetup;
  idempotencyKey: string;
  initial: FormState;
  thanks: { title: string; body: string };
}

type ClientState =
  | { status: 'idle' | 'sending' | 'sent' }
  /** `checked`: found by the script here (the captcha's link then leads to its box, the widget or the question). */
  | { status: 'error'; message: string; errors: FieldErrors; checked?: boolean };

const CAPTCHA_KEY = 'captcha';
const fieldId = (name: string) => `field-${name.toLowerCase()}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

function newKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

type Validate = typeof validateForm;
let validator: Promise<Validate> | undefined;

/**
 * The server's own schemas, fetched once the visitor starts on the form rather than with the page. When
 * they cannot be fetched the form is still sent (with a completed captcha) and the server answers.
 */
function loadValidator(): Promise<Validate | null> {
  validator ??= import('@/lib/forms/schemas').then((schemas) => schemas.validateForm);
  return validator.catch(() => {
    validator = undefined;
    return null;
  });
}

function preloadValidator() {
  void loadValidator();
}

/** The form's text values as the server reads them (an unchecked box is absent, a checked one "on"). */
function formInput(form: HTMLFormElement): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') input[name] = value;
  return input;
}

/**
 * A form that posts to its own page without JavaScript (the server answers with the result page) and,
 * with JavaScript, to the JSON endpoint without leaving the page. The server's answer is the authority;
 * errors sit next to their fields, are linked to them and announced, and nothing typed is lost.
 */
export function SiteForm(props: SiteFormProps) {
  const { kind, action, endpoint, label, fields, checkboxLabels = {}, trapName, submitLabel, captcha, initial, thanks } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const checking = useRef(false);
  /** What takes focus once the next state is on the page: the error summary or the thank-you. */
  const pendingFocus = useRef<'summary' | 'thanks' | null>(null);
  const [key, setKey] = useState(props.idempotencyKey);
  const [state, setState] = useState<ClientState>(
    initial.status === 'error'
      ? { status: 'error', message: initial.message, errors: initial.errors }
      : { status: initial.status === 'sent' ? 'sent' : 'idle' },
  );
  const values = initial.status === 'error' ? initial.values : {};
  const errors = state.status === 'error' ? state.errors : {};

  // After an await, React commits a state change in a later task: focus follows the commit, not a frame.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'summary') summaryRef.current?.focus();
    else if (target === 'thanks') {
      // The thank-you is on the page above the form now: the scroll to it starts from the final layout (begun
      // before the commit, a smooth scroll could be cut short by the layout changing under it).
      thanksRef.current?.focus({ preventScroll: true });
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [state]);

  function showErrors(message: string, fieldErrors: FieldErrors) {
    pendingFocus.current = 'summary';
    setState({ status: 'error', message, errors: fieldErrors, checked: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (state.status === 'sending' || checking.current) return;
    // Every problem at once: the fields by the server's rules first, then the captcha. Without a completed
    // captcha nothing is sent.
    checking.current = true;
    const validate = await loadValidator();
    checking.current = false;
    const validation = validate?.(kind, formInput(form));
    const fieldErrors = validation && !validation.success ? validation.errors : {};
    const captchaDone = captchaRef.current?.isComplete(form) ?? false;
    if (Object.keys(fieldErrors).length > 0 || !captchaDone) {
      const message = Object.keys(fieldErrors).length > 0 ? FORM_TEXTS.invalid : FORM_TEXTS.captchaMissing;
      showErrors(message, captchaDone ? fieldErrors : { ...fieldErrors, [CAPTCHA_KEY]: FORM_TEXTS.captchaMissing });
      return;
    }
    setState({ status: 'sending' });
    let response: Response;
    let body: { ok?: boolean; message?: string; errors?: Record<string, string> };
    try {
      response = await fetch(endpoint, { method: 'POST', body: new FormData(form), headers: { Accept: 'application/json' } });
      body = (await response.json()) as typeof body;
    } catch {
      showErrors('We could not reach our server, so nothing was sent. Please check your connection and try again.', {});
      return;
    }
    if (response.ok && body.ok) {
      form.reset();
      captchaRef.current?.reset();
      setKey(newKey());
      pendingFocus.current = 'thanks';
      setState({ status: 'sent' });
      return;
    }
    // A used or expired captcha cannot be sent again: start a fresh one.
    if (body.errors?.[CAPTCHA_KEY]) captchaRef.current?.reset();
    showErrors(body.message ?? 'Something went wrong. Please try again.', body.errors ?? {});
  }

  // The summary lists each message once, in page order, linked to its field (the captcha last, like on the page).
  const summaryEntries = [
    ...fields.filter((field) => errors[field.name]).map((field) => ({ key: field.name, message: errors[field.name]!, target: fieldId(field.name) })),
    ...(errors[CAPTCHA_KEY] ? [{ key: CAPTCHA_KEY, message: errors[CAPTCHA_KEY], target: state.status === 'error' && state.checked ? CAPTCHA_BOX_ID : CAPTCHA_ANSWER_ID }] : []),
  ];
  const summaryMessage = state.status === 'error' && !summaryEntries.some((entry) => entry.message === state.message) ? state.message : null;

  /**
   * A summary link: the field's label in view and the field focused (a plain in-page link without JavaScript).
   */
  function goToField(event: MouseEvent<HTMLAnchorElement>, key: string, target: string) {
    if (key === CAPTCHA_KEY) {
      event.preventDefault();
      captchaRef.current?.focus();
      return;
    }
    const control = document.getElementById(target);
    if (!control) return;
    event.preventDefault();
    (control.closest(`.${styles.field}`) ?? control).scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  }

  return (
    <div className={styles.wrapper}>
      {state.status === 'sent' ? (
        <div ref={thanksRef} className={styles.thanks} role="status" tabIndex={-1}>
          <h2 className={styles.thanksTitle}>{thanks.title}</h2>
          <p>{thanks.body}</p>
        </div>
      ) : null}
      <form
        ref={formRef}
        className={styles.form}
        action={action}
        method="post"
        aria-label={label}
        // The server (or, with JavaScript, the same schemas here) lists every problem at once; the browser's
        // own checks would stop at the first.
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadValidator}
        onPointerDown={preloadValidator}
        aria-busy={state.status === 'sending' || undefined}
      >
        {state.status === 'error' ? (
          // The one announcement of a refusal. A page rendered after a post without JavaScript focuses it as it loads.
          <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1} autoFocus={initial.status === 'error'}>
            <h2 className={styles.summaryTitle}>{FORM_TEXTS.summaryTitle}</h2>
            {summaryMessage ? <p className={styles.summaryMessage}>{summaryMessage}</p> : null}
            {summaryEntries.length > 0 ? (
              <ul className={styles.summaryList}>
                {summaryEntries.map((entry) => (
                  <li key={entry.key}>
                    <a href={`#${entry.target}`} onClick={(event) => goToField(event, entry.key, entry.target)}>
                      {entry.message}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <p className={styles.legend}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">(required)</span> are required.
        </p>
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
        <div className={styles.grid}>
          {fields.map((field) => (
            <Field key={field.name} field={field} value={values[field.name]} error={errors[field.name]} checkboxLabel={checkboxLabels[field.name]} />
          ))}
        </div>
        {trapName ? (
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`field-${trapName}`}>Leave this field empty</label>
            <input id={`field-${trapName}`} name={trapName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        ) : null}
        <CaptchaField ref={captchaRef} setup={captcha} error={errors[CAPTCHA_KEY]} errorId={errorId(CAPTCHA_KEY)} />
        <button type="submit" className={`button button-primary ${styles.submit}`} disabled={state.status === 'sending'}>
          {state.status === 'sending' ? 'Sending…' : submitLabel}
        </button>
      </form>
    </div>
  );
}

function Field({ field, value, error, checkboxLabel }: { field: FieldSpec; value?: string; error?: string; checkboxLabel?: ReactNode }) {
  const id = fieldId(field.name);
  const describedBy = [field.hint ? `${id}-hint` : null, error ? errorId(field.name) : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const required = field.required ? (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
    </span>
  ) : null;
  const messages = (
    <>
      {field.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(field.name)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );

  if (field.type === 'checkbox') {
    return (
      <div className={`${styles.field} ${styles.wide}`}>
        <div className={styles.checkboxRow}>
          <input {...common} className={styles.checkbox} type="checkbox" defaultChecked={value === 'on' || value === 'true'} />
          <label htmlFor={id} className={styles.checkboxLabel}>
            {checkboxLabel ?? field.label}
            {required}
          </label>
        </div>
        {messages}
      </div>
    );
  }

  return (
    <div className={`${styles.field} ${field.wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {required}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} className={styles.input} rows={7} maxLength={field.maxLength} defaultValue={value ?? ''} />
      ) : field.type === 'select' ? (
        <select {...common} className={styles.input} defaultValue={value ?? ''}>
          <option value="">{field.emptyOption ?? 'Select…'}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className={styles.input}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          defaultValue={value ?? ''}
        />
      )}
      {messages}
    </div>
  );
}
