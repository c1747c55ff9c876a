import { z } from 'zod';
import {
  CONTACT_FIELDS as C,
  FIELD_LIMITS,
  INDUSTRIES,
  INQUIRY_TYPES,
  SUBSCRIPTION_FIELDS as S,
} from '@/config/forms';

/**
 * One schema per form, shared by the server (the authority), the browser (early hints) and the tests.
 * Input arrives as form fields or JSON, so every field is first reduced to a string: anything else is a
 * malformed post and is refused with a message, never coerced into a value we would store.
 */

/** Unicode letters (with combining accents), words separated by one space or one hyphen. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ -][\p{L}\p{M}]+)*$/u;

/** A required text field: a missing field reads as empty (so it gets the field's own message); a non-string is refused. */
const text = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value.normalize('NFC').trim() : value),
    z.string({ error: `${capitalise(label)} must be text.` }),
  );

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const nameField = text('your name')
  .pipe(
    z
      .string()
      .min(1, { error: 'Please enter your name.' })
      .max(FIELD_LIMITS.name, { error: `Please keep your name under ${FIELD_LIMITS.name} characters.` })
      .regex(NAME_PATTERN, { error: 'Please use letters only, with a single space or hyphen between words.' }),
  );

const emailField = text('your e-mail address').pipe(
  z
    .string()
    .min(1, { error: 'Please enter your e-mail address.' })
    .max(FIELD_LIMITS.email, { error: 'Please enter a valid e-mail address, like name@example.com.' })
    .pipe(z.email({ error: 'Please enter a valid e-mail address, like name@example.com.' })),
);

const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      // Left out means empty; anything but text (null included) is a malformed post.
      (value) => (value === undefined ? '' : typeof value === 'string' ? value.normalize('NFC').trim() : value),
      z.string({ error: `${capitalise(label)} must be text.` }),
    )
    .pipe(z.string().max(max, { error: `Please keep the ${label} under ${max} characters.` }));

const requiredText = (label: string, max: number, requiredMessage: string) =>
  text(label).pipe(
    z
      .string()
      .min(1, { error: requiredMessage })
      .max(max, {
        error: (issue) =>
          `Please keep the ${label} under ${max.toLocaleString('en-US')} characters (it has ${(issue.input as string).length.toLocaleString('en-US')}).`,
      }),
  );

/** A checked box posts "on" (or "true" from a script); anything else is not consent. */
const consentField = (message: string) =>
  z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.literal(true, { error: message }));

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.enum(options, { error: message }));

export const contactSchema = z.object({
  [C.name]: nameField,
  [C.email]: emailField,
  [C.jobTitle]: optionalText('job title', FIELD_LIMITS.jobTitle),
  [C.industry]: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    choice(INDUSTRIES, 'Please choose an industry from the list, or leave it empty.').optional(),
  ),
  [C.inquiryType]: choice(INQUIRY_TYPES, 'Please choose an inquiry type.'),
  [C.subject]: requiredText('subject', FIELD_LIMITS.subject, 'Please enter a subject.'),
  [C.message]: requiredText('message', FIELD_LIMITS.message, 'Please enter your message.'),
  [C.consent]: consentField('Please agree to the Terms and Conditions and the Privacy Policy.'),
});

export const subscriptionSchema = z.object({
  [S.email]: emailField,
  [S.name]: nameField,
  [S.consentUpdates]: consentField('Please agree to receive our e-mail updates.'),
  [S.consentPrivacy]: consentField('Please agree to the Privacy Policy.'),
});

export type ContactSubmission = z.infer<typeof contactSchema>;
export type SubscriptionSubmission = z.infer<typeof subscriptionSchema>;
export type FormKind = 'contact' | 'newsletter';

export const formSchemas = { contact: contactSchema, newsletter: subscriptionSchema } as const;

/** The fields of each form, in the order they appear on the page (for error summaries and focus). */
export const formFieldOrder: Record<FormKind, string[]> = {
  contact: [C.name, C.email, C.jobTitle, C.industry, C.inquiryType, C.subject, C.message, C.consent],
  newsletter: [S.email, S.name, S.consentUpdates, S.consentPrivacy],
};

export type FieldErrors = Record<string, string>;

export type ValidationResult =
  | { success: true; data: Record<string, string | boolean | undefined>; errors: FieldErrors }
  | { success: false; errors: FieldErrors };

/** Validates one form's input; errors are keyed by wire field name, first message per field. */
export function validateForm(kind: FormKind, input: Record<string, unknown>): ValidationResult {
  const result = formSchemas[kind].safeParse(input);
  if (result.success) return { success: true, data: result.data as Record<string, string | boolean | undefined>, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
