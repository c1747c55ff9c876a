/**
 * The fixed choices and texts of the contact and newsletter forms. Field names on the wire are the
 * email-marketing list's merge fields, so a stored submission maps one-to-one onto a list member.
 */

export const INDUSTRIES = [
  'Accommodation Services',
  'Administrative and Support Services',
  'Construction',
  'Consumer Services',
  'Education',
  'Entertainment Providers',
  'Farming Ranching Forestry',
  'Financial Services',
  'Government Administration',
  'Holding Companies',
  'Hospitals and Health Care',
  'Manufacturing',
  'Oil Gas and Mining',
  'Professional Services',
  'Real Estate and Equipment Rental Services',
  'Retail',
  'Technology Information and Media',
  'Transportation Logistics Supply Chain and Storage',
  'Utilities',
  'Wholesale',
] as const;

export const INQUIRY_TYPES = ['General', 'Supply Chain', 'Media', 'Investors', 'Sales', 'Careers'] as const;

/** Wire names of the contact form's fields (the list's merge fields), in form order. */
export const CONTACT_FIELDS = {
  name: 'FNAME',
  email: 'EMAIL',
  jobTitle: 'MMERGE3',
  industry: 'MMERGE6',
  inquiryType: 'MMERGE4',
  subject: 'MMERGE5',
  message: 'MMERGE7',
  consent: 'CONSENT',
} as const;

/** Wire names of the newsletter form's fields. */
export const SUBSCRIPTION_FIELDS = {
  email: 'EMAIL',
  name: 'FNAME',
  consentUpdates: 'CONSENT_UPDATES',
  consentPrivacy: 'CONSENT_PRIVACY',
  /** Hidden from people; a bot that fills it is thanked and ignored. */
  trap: 'b_website',
} as const;

/** Every form carries one, so a repeated post (double click, back and resubmit) is stored once. */
export const IDEMPOTENCY_FIELD = 'submission_id';

export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  jobTitle: 120,
  subject: 200,
  message: 5000,
} as const;

/** The largest form body the server reads (the server entry refuses a larger one before reading it). */
export { MAX_FORM_BODY_BYTES } from '../../server/app-interface.mjs';

export const FORM_TEXTS = {
  captchaMissing: 'Please complete the captcha to proceed.',
  /** The title of the error summary above a refused form. */
  summaryTitle: 'There is a problem',
  contactThanksTitle: 'Thank you for contacting us.',
  contactThanksBody: 'We will get in touch with you shortly.',
  subscriptionThanksTitle: 'Thank you for subscribing.',
  subscriptionThanksBody: 'Please check your inbox: we have sent you an e-mail to confirm your subscription.',
  invalid: 'Please correct the fields marked below and send the form again.',
  rateLimited: 'You have sent several forms in a short time. Please wait a few minutes and try again.',
  tooLarge: 'The form is larger than we can accept. Please shorten your message and try again.',
  unsupported: 'The form could not be read. Please reload the page and try again.',
  storageFailed:
    'We could not save your message because of a problem on our side, and nothing was sent. Please try again in a few minutes, or e-mail us directly.',
} as const;

/** The forms' labels, choice prompts, hints and buttons, as the specification fixes them. */
export const FORM_LABELS = {
  contact: {
    form: 'General inquiries',
    name: 'Name',
    email: 'Email',
    jobTitle: 'Job Title',
    industry: 'Industry',
    industryEmpty: 'Select an industry (optional)',
    inquiryType: 'Inquiry Type',
    inquiryTypeEmpty: 'Select an inquiry type',
    subject: 'Subject',
    message: 'Message',
    /** Under the message: "Up to 5,000 characters." */
    messageHint: (limit: number) => `Up to ${limit.toLocaleString('en-US')} characters.`,
    /** The consent box, as read aloud and in error messages; on screen its policies are links. */
    consent: 'I agree to the Terms and Conditions and the Privacy Policy',
    consentParts: { before: 'I agree to the', terms: 'Terms and Conditions', and: 'and the', privacy: 'Privacy Policy', after: '.' },
    submit: 'Submit',
  },
  subscription: {
    form: 'Newsletter subscription',
    email: 'Email',
    name: 'Name',
    /** "I agree to receive e-mail updates from" the company's name. */
    consentUpdates: (company: string) => `I agree to receive e-mail updates from ${company}`,
    consentPrivacy: 'I have read and accept the Privacy Policy',
    consentPrivacyParts: { before: 'I have read and accept the', privacy: 'Privacy Policy', after: '.' },
    submit: 'Subscribe',
  },
} as const;
