import { site, type Office } from '@/config/site';
import { absoluteUrl } from '@/lib/metadata';

/** Serialise structured data for a <script type="application/ld+json"> without letting it close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function postalAddress(office: Office) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.unit ? `${office.street}, ${office.unit}` : office.street,
    addressLocality: office.municipality,
    addressRegion: office.region,
    postalCode: office.postal,
    addressCountry: office.country === 'USA' ? 'US' : 'CA',
  };
}

export function organizationJsonLd() {
  const { headquarters, canada } = site.offices;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo.src),
    email: site.contactEmail,
    sameAs: site.socials.map((social) => social.link),
    address: postalAddress(headquarters),
    location: [headquarters, canada].map((office) => ({
      '@type': 'Place',
      name: office.label,
      telephone: office.phone,
      address: postalAddress(office),
    })),
  };
}
