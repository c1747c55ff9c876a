import { describe, expect, it } from 'vitest';
import { INDUSTRIES, INQUIRY_TYPES } from '@/config/forms';
import { validateForm } from '@/lib/forms/schemas';

const validContact = {
  FNAME: 'Amélie Durand',
  EMAIL: 'amelie@example.com',
  MMERGE3: 'Process Engineer',
  MMERGE6: 'Manufacturing',
  MMERGE4: 'Sales',
  MMERGE5: 'Process heat for our plant',
  MMERGE7: 'We need steam at 550 °C. Could the IMSR supply it?',
  CONSENT: 'on',
};

const contactError = (patch: Record<string, unknown>, field: string) => {
  const result = validateForm('contact', { ...validContact, ...patch });
  return result.success ? undefined : result.errors[field];
};

describe('contact form: name', () => {
  it.each(['Amélie Durand', 'Zoë Saint-Aubin', 'José María López', 'Łukasz Żółć', 'Nguyễn Thị Minh', '李小龍', 'Ana', "Jean-Luc  ".trim()])(
    'accepts %s',
    (name) => {
      expect(contactError({ FNAME: name }, 'FNAME')).toBeUndefined();
    },
  );

  it('accepts accents written as combining marks and stores them composed', () => {
    const result = validateForm('contact', { ...validContact, FNAME: 'Ame\u0301lie' });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.FNAME).toBe('Amélie');
  });

  it.each([
    ['Jean  Luc', 'double space'],
    ['Jean--Luc', 'double hyphen'],
    ['-Jean', 'hyphen at the start'],
    ['Jean-', 'hyphen at the end'],
    ['Jean - Luc', 'space around a hyphen'],
    ['R2D2', 'digits'],
    ["O'Brien", 'apostrophe'],
    ['<script>alert(1)</script>', 'markup'],
  ])('refuses %s (%s)', (name) => {
    expect(contactError({ FNAME: name }, 'FNAME')).toBe('Please use letters only, with a single space or hyphen between words.');
  });

  it('requires a name and caps its length', () => {
    expect(contactError({ FNAME: '' }, 'FNAME')).toBe('Please enter your name.');
    expect(contactError({ FNAME: '   ' }, 'FNAME')).toBe('Please enter your name.');
    expect(contactError({ FNAME: undefined }, 'FNAME')).toBe('Please enter your name.');
    expect(contactError({ FNAME: 'a'.repeat(101) }, 'FNAME')).toBe('Please keep your name under 100 characters.');
  });
});

describe('contact form: e-mail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'x_y@example.io'])('accepts %s', (email) => {
    expect(contactError({ EMAIL: email }, 'EMAIL')).toBeUndefined();
  });
  it.each(['plainaddress', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', 'a@example..com', 'a@.example.com'])('refuses %s', (email) => {
    expect(contactError({ EMAIL: email }, 'EMAIL')).toBe('Please enter a valid e-mail address, like name@example.com.');
  });
  it('requires one', () => {
    expect(contactError({ EMAIL: '' }, 'EMAIL')).toBe('Please enter your e-mail address.');
  });
});

describe('contact form: choices', () => {
  it('has exactly the six inquiry types and twenty industries', () => {
    expect(INQUIRY_TYPES).toEqual(['General', 'Supply Chain', 'Media', 'Investors', 'Sales', 'Careers']);
    expect(INDUSTRIES).toHaveLength(20);
  });
  it.each(INQUIRY_TYPES)('accepts the inquiry type %s', (type) => {
    expect(contactError({ MMERGE4: type }, 'MMERGE4')).toBeUndefined();
  });
  it.each(['', 'general', 'Other', 'Sales; DROP TABLE'])('refuses the inquiry type %j', (type) => {
    expect(contactError({ MMERGE4: type }, 'MMERGE4')).toBe('Please choose an inquiry type.');
  });
  it.each(INDUSTRIES)('accepts the industry %s', (industry) => {
    expect(contactError({ MMERGE6: industry }, 'MMERGE6')).toBeUndefined();
  });
  it('leaves the industry optional but refuses one off the list', () => {
    expect(contactError({ MMERGE6: '' }, 'MMERGE6')).toBeUndefined();
    expect(contactError({ MMERGE6: undefined }, 'MMERGE6')).toBeUndefined();
    expect(contactError({ MMERGE6: 'Nuclear' }, 'MMERGE6')).toBe('Please choose an industry from the list, or leave it empty.');
  });
});

describe('contact form: text fields and consent', () => {
  it('leaves the job title optional, capped at 120 characters', () => {
    expect(contactError({ MMERGE3: '' }, 'MMERGE3')).toBeUndefined();
    expect(contactError({ MMERGE3: 'x'.repeat(121) }, 'MMERGE3')).toBe('Please keep the job title under 120 characters.');
  });
  it('requires a subject and a message, and caps the message at 5,000 characters', () => {
    expect(contactError({ MMERGE5: '' }, 'MMERGE5')).toBe('Please enter a subject.');
    expect(contactError({ MMERGE7: ' \n ' }, 'MMERGE7')).toBe('Please enter your message.');
    expect(contactError({ MMERGE7: 'x'.repeat(5000) }, 'MMERGE7')).toBeUndefined();
    expect(contactError({ MMERGE7: 'x'.repeat(5001) }, 'MMERGE7')).toBe('Please keep the message under 5,000 characters (it has 5,001).');
  });
  it.each(['', 'off', 'false', undefined])('refuses consent given as %j', (consent) => {
    expect(contactError({ CONSENT: consent }, 'CONSENT')).toBe('Please agree to the Terms and Conditions and the Privacy Policy.');
  });
  it('refuses fields of the wrong type instead of coercing them', () => {
    const result = validateForm('contact', { ...validContact, FNAME: 42, EMAIL: ['a@b.co'], MMERGE7: { text: 'hi' } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.FNAME).toBe('Your name must be text.');
      expect(result.errors.EMAIL).toBe('Your e-mail address must be text.');
      expect(result.errors.MMERGE7).toBe('Message must be text.');
    }
  });
  it('accepts a complete message and trims what it keeps', () => {
    const result = validateForm('contact', { ...validContact, MMERGE5: '  Process heat  ' });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.MMERGE5).toBe('Process heat');
      expect(result.data.CONSENT).toBe(true);
    }
  });
});

describe('subscription form', () => {
  const valid = { EMAIL: 'reader@example.com', FNAME: 'Kwame Mensah', CONSENT_UPDATES: 'on', CONSENT_PRIVACY: 'on' };
  it('accepts a complete subscription', () => {
    expect(validateForm('newsletter', valid).success).toBe(true);
  });
  it('requires the e-mail, the name and both consents', () => {
    const result = validateForm('newsletter', {});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors).toEqual({
        EMAIL: 'Please enter your e-mail address.',
        FNAME: 'Please enter your name.',
        CONSENT_UPDATES: 'Please agree to receive our e-mail updates.',
        CONSENT_PRIVACY: 'Please agree to the Privacy Policy.',
      });
    }
  });
  it('refuses one missing consent', () => {
    const result = validateForm('newsletter', { ...valid, CONSENT_PRIVACY: undefined });
    expect(result.success ? {} : result.errors).toEqual({ CONSENT_PRIVACY: 'Please agree to the Privacy Policy.' });
  });
});

describe('null is not a value', () => {
  it('refuses null in the optional fields rather than reading it as empty', () => {
    const result = validateForm('contact', { ...validContact, MMERGE3: null, MMERGE6: null });
    expect(result.success ? {} : result.errors).toEqual({
      MMERGE3: 'Job title must be text.',
      MMERGE6: 'Please choose an industry from the list, or leave it empty.',
    });
  });
});
