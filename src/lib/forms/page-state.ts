import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import type { CaptchaSetup } from '@/components/forms/captcha-field';
import { env } from '@/lib/env';
import { createQuestion } from './captcha';
import { decodeFormState, FORM_STATE_HEADER, SENT_PARAM, type FormState } from './form-state';

/** What a form page needs from the server: how the last post went, a captcha set-up and a fresh one-off key. */
export async function formPageState(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<{
  initial: FormState;
  captcha: CaptchaSetup;
  idempotencyKey: string;
}> {
  const [query, requestHeaders] = await Promise.all([searchParams, headers()]);
  const posted = decodeFormState(requestHeaders.get(FORM_STATE_HEADER));
  const initial: FormState = posted ?? (query[SENT_PARAM] === '1' ? { status: 'sent' } : { status: 'idle' });
  const question = createQuestion();
  const captcha: CaptchaSetup =
    env.CAPTCHA_PROVIDER === 'altcha'
      ? { provider: 'altcha', question }
      : { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY ?? '', question };
  // A refused post keeps its key, so sending it again after a fix is still one submission.
  const idempotencyKey = posted?.status === 'error' && posted.values.submission_id ? posted.values.submission_id : randomUUID().replace(/-/g, '');
  return { initial, captcha, idempotencyKey };
}
