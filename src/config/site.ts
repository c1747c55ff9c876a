import { live, readCopy } from '@/lib/site-copy';

/**
 * Site identity: names, offices, phones, mailboxes and links, as the pages use them. The words and values
 * live in content/site.yaml; this file gives them their shape.
 */

export interface Office {
  /** Short label shown in the footer ("US Headquarters"). */
  label: string;
  country: string;
  company: string;
  street: string;
  unit?: string;
  municipality: string;
  region: string;
  postal: string;
  /** Human-readable phone number. */
  phone: string;
  /** E.164 form used in the tel: link. */
  phoneE164: string;
  email: string;
}

export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'linkedin' | 'youtube';

export interface SocialLink {
  icon: SocialNetwork;
  /** Accessible name of the link. */
  alt: string;
  link: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  logo: { src: string; alt: string; width: number; height: number };
  offices: { headquarters: Office; canada: Office };
  contactEmail: string;
  /** Where security researchers report vulnerabilities (published in /.well-known/security.txt). */
  securityEmail: string;
  accessibility: { phone: string; phoneE164: string; email: string };
  socials: readonly SocialLink[];
  investorRelationsUrl: string;
  copyrightYear: number;
  defaultOgImage: string;
}

/** Read from content/site.yaml (edited on /keystatic or in any text editor). */
export const site: SiteConfig = live(() => {
  const copy = readCopy('site');
  return {
    ...copy,
    logo: { src: copy.logo.image.src, alt: copy.logo.image.alt, width: copy.logo.width ?? 0, height: copy.logo.height ?? 0 },
    offices: {
      headquarters: { ...copy.offices.headquarters, unit: copy.offices.headquarters.unit || undefined },
      canada: { ...copy.offices.canada, unit: copy.offices.canada.unit || undefined },
    },
    copyrightYear: copy.copyrightYear ?? new Date().getFullYear(),
    defaultOgImage: copy.defaultOgImage.src,
  };
});

/** "Suite 500, 100 Example Avenue, Charlotte, NC 28202" style one-line address. */
export function formatAddress(office: Office): string {
  const street = office.unit ? `${office.street}, ${office.unit}` : office.street;
  return `${street}, ${office.municipality}, ${office.region} ${office.postal}`;
}

export function telHref(e164: string): string {
  return `tel:${e164}`;
}
