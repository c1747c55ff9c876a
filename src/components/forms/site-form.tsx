'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FORM_TEXTS, IDEMPOTENCY_FIELD } from '@/config/forms';
import type { FormState } from '@/lib/forms/form-state';
import { useHydrated } from '@/lib/use-browser-state';
import { CaptchaField, type CaptchaHandle, type CaptchaSetup } from './captcha-field';
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
  | { status: 'error'; message: string; errors: Record<string, string> };

const CAPTCHA_KEY = 'captcha';
const fieldId = (name: string) => `field-${name.toLowerCase()}`;
const errorId = (name: string) => `${fieldId(name)}-error`;

function newKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * A form that posts to its own page without JavaScript (the server answers with the result page) and,
 * with JavaScript, to the JSON endpoint without leaving the page. The server's answer is the authority;
 * errors sit next to their fields, are linked to them and announced, and nothing typed is lost.
 */
export function SiteForm(props: SiteFormProps) {
  const { action, endpoint, label, fields, checkboxLabels = {}, trapName, submitLabel, captcha, initial, thanks } = props;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [key, setKey] = useState(props.idempotencyKey);
  const [state, setState] = useState<ClientState>(
    initial.status === 'error'
      ? { status: 'error', message: initial.message, errors: initial.errors }
      : { status: initial.status === 'sent' ? 'sent' : 'idle' },
  );
  const values = initial.status === 'error' ? initial.values : {};
  const errors = state.status === 'error' ? state.errors : {};

  function showErrors(message: string, fieldErrors: Record<string, string>) {
    setState({ status: 'error', message, errors: fieldErrors });
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (state.status === 'sending') return;
    if (!captchaRef.current?.isComplete(form)) {
      showErrors(FORM_TEXTS.captchaMissing, { [CAPTCHA_KEY]: FORM_TEXTS.captchaMissing });
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
      setState({ status: 'sent' });
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      requestAnimationFrame(() => thanksRef.current?.focus({ preventScroll: true }));
      return;
    }
    // A used or expired captcha cannot be sent again: start a fresh one.
    if (body.errors?.[CAPTCHA_KEY]) captchaRef.current?.reset();
    showErrors(body.message ?? 'Something went wrong. Please try again.', body.errors ?? {});
  }

  const errorEntries = fields.filter((field) => errors[field.name]).map((field) => [field, errors[field.name]!] as const);

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
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        aria-busy={state.status === 'sending' || undefined}
      >
        {state.status === 'error' ? (
          <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1}>
            <p className={styles.summaryTitle}>{state.message}</p>
            {errorEntries.length > 0 ? (
              <ul>
                {errorEntries.map(([field, message]) => (
                  <li key={field.name}>
                    <a href={`#${fieldId(field.name)}`}>
                      {field.label}: {message}
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
