/**
 * Site identity: the one place the web team edits names, offices, phones, mailboxes and links.
 * Every value here is a placeholder for the operator to replace.
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
  socials: SocialLink[];
  investorRelationsUrl: string;
  copyrightYear: number;
  defaultOgImage: string;
}

export const site: SiteConfig = {
  name: 'Northwind Nuclear',
  legalName: 'Northwind Nuclear Inc.',
  tagline: 'Carbon-Free Energy for Global Industry',
  description:
    'Northwind Nuclear develops the Integral Molten Salt Reactor (IMSR), a small modular reactor that delivers 585 °C heat and carbon-free power to industry.',
  logo: { src: '/images/logo.svg', alt: 'Northwind Nuclear home', width: 196, height: 40 },
  offices: {
    headquarters: {
      label: 'US Headquarters',
      country: 'USA',
      company: 'Northwind Nuclear Inc.',
      street: '100 Example Avenue',
      unit: 'Suite 500',
      municipality: 'Charlotte',
      region: 'NC',
      postal: '28202',
      phone: '+1 (704) 555-0100',
      phoneE164: '+17045550100',
      email: 'usa@example.com',
    },
    canada: {
      label: 'Canadian Office',
      country: 'Canada',
      company: 'Northwind Nuclear Canada Ltd.',
      street: '200 Placeholder Road',
      unit: 'Unit 4',
      municipality: 'Oakville',
      region: 'ON',
      postal: 'L6H 0A1',
      phone: '+1 (905) 555-0100',
      phoneE164: '+19055550100',
      email: 'canada@example.com',
    },
  },
  contactEmail: 'info@example.com',
  securityEmail: 'security@example.com',
  accessibility: { phone: '+1 (905) 555-0199', phoneE164: '+19055550199', email: 'accessibility@example.com' },
  socials: [
    { icon: 'facebook', alt: 'Facebook', link: 'https://www.facebook.com/example' },
    { icon: 'x', alt: 'X (formerly Twitter)', link: 'https://x.com/example' },
    { icon: 'instagram', alt: 'Instagram', link: 'https://www.instagram.com/example' },
    { icon: 'linkedin', alt: 'LinkedIn', link: 'https://www.linkedin.com/company/example' },
    { icon: 'youtube', alt: 'YouTube', link: 'https://www.youtube.com/@example' },
  ],
  investorRelationsUrl: 'https://investors.example.com/',
  copyrightYear: 2025,
  defaultOgImage: '/images/og-default.jpg',
};

/** "Suite 500, 100 Example Avenue, Charlotte, NC 28202" style one-line address. */
export function formatAddress(office: Office): string {
  const street = office.unit ? `${office.street}, ${office.unit}` : office.street;
  return `${street}, ${office.municipality}, ${office.region} ${office.postal}`;
}

export function telHref(e164: string): string {
  return `tel:${e164}`;
}
