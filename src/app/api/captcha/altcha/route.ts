import { createAltchaChallenge } from '@/lib/forms/captcha';

/** A fresh proof-of-work challenge for the forms' ALTCHA widget; never cached, each is accepted once. */
export async function GET() {
  return Response.json(await createAltchaChallenge(), { headers: { 'Cache-Control': 'no-store' } });
}
