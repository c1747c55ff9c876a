import { describe, expect, it } from 'vitest';
import { footerColumns, isGrouped, legalLinks, linksOf, navigation } from '@/config/navigation';
import { formatAddress, site, telHref } from '@/config/site';
import type { Copy } from '@/lib/site-copy';
import { readContentFile } from '@/lib/site-copy/files';

const menus = readContentFile('navigation', process.cwd()).value as Copy<'navigation'>;

const menuLinks = () => navigation.flatMap((item) => linksOf(item.id));

describe('navigation tree', () => {
  it('has unique ids and an accessible name that contains the visible label', () => {
    const ids = navigation.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of navigation) expect(item.ariaLabel).toContain(item.section);
  });

  it('keeps Investors and Ideas as plain links', () => {
    expect(navigation.find((item) => item.id === 'investors')).toMatchObject({ kind: 'link', url: '/investors' });
    expect(navigation.find((item) => item.id === 'ideas')).toMatchObject({ kind: 'link', url: '/ideas' });
  });

  it('groups Applications into two columns', () => {
    const applications = navigation.find((item) => item.id === 'applications');
    expect(applications?.kind).toBe('menu');
    if (applications?.kind !== 'menu') return;
    expect(isGrouped(applications.subSections)).toBe(true);
    expect(applications.subSections.map((group) => group.name)).toEqual([menus.groups.coGeneration, menus.groups.electricPower]);
  });

  it('links to the external investor-relations site', () => {
    expect(navigation.find((item) => item.id === 'investor-relations')).toMatchObject({
      kind: 'link',
      external: true,
      url: site.investorRelationsUrl,
    });
  });

  it('writes internal links in their canonical form (leading slash, no trailing slash)', () => {
    const internal = [...menuLinks(), ...footerColumns.flatMap((column) => column.links), ...legalLinks].filter(
      (link) => !link.external,
    );
    expect(internal.length).toBeGreaterThan(20);
    for (const link of internal) expect(link.url).toMatch(/^\/[a-z0-9-/]*[a-z0-9]$/);
  });

  it('sends external links to https addresses only', () => {
    const external = [...menuLinks(), ...footerColumns.flatMap((column) => column.links)].filter((link) => link.external);
    for (const link of external) expect(link.url).toMatch(/^https:\/\//);
  });
});

describe('footer config', () => {
  it('has five columns, the fourth (Updates) holding the newsroom', () => {
    expect(footerColumns.map((column) => column.heading)).toEqual(Object.values(menus.footerColumns));
    expect(footerColumns[3]?.links.map((link) => link.url)).toContain('/newsroom');
  });

  it('repeats every menu link in the footer', () => {
    const footerUrls = footerColumns.flatMap((column) => column.links.map((link) => link.url));
    for (const link of menuLinks()) expect(footerUrls).toContain(link.url);
    expect(linksOf('applications').map((link) => [link.name, link.url])).toEqual([
      [menus.pages.chemicalPlants, '/applications/chemical-and-petrochemical-plants'],
      [menus.pages.dataCenters, '/applications/data-centers'],
      [menus.pages.coalToNuclear, '/applications/coal-to-nuclear'],
      [menus.pages.commercialAdvantages, '/applications/commercial-advantages'],
    ]);
    expect(() => linksOf('no-such-item')).toThrow('No navigation item "no-such-item"');
  });

  it('links the advanced-nuclear page from the footer only', () => {
    const url = '/technology/advanced-nuclear-reactor-design';
    expect(footerColumns.flatMap((column) => column.links).map((link) => link.url)).toContain(url);
    expect(menuLinks().map((link) => link.url)).not.toContain(url);
  });
});

describe('site identity', () => {
  it('has a US headquarters in North Carolina and a Canadian office in Ontario', () => {
    expect(site.offices.headquarters).toMatchObject({ country: 'USA', region: 'NC' });
    expect(site.offices.canada).toMatchObject({ country: 'Canada', region: 'ON' });
    expect(formatAddress(site.offices.headquarters)).toBe('100 Example Avenue, Suite 500, Charlotte, NC 28202');
  });

  it('has dialable phone numbers', () => {
    for (const phone of [site.offices.headquarters.phoneE164, site.offices.canada.phoneE164, site.accessibility.phoneE164]) {
      expect(phone).toMatch(/^\+\d{11}$/);
    }
    expect(telHref(site.offices.canada.phoneE164)).toBe('tel:+19055550100');
  });

  it('lists the five social networks in order, each on https', () => {
    expect(site.socials.map((social) => social.icon)).toEqual(['facebook', 'x', 'instagram', 'linkedin', 'youtube']);
    for (const social of site.socials) expect(social.link).toMatch(/^https:\/\//);
  });

  it('has mailboxes and a 2025 copyright', () => {
    expect(site.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(site.accessibility.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(site.copyrightYear).toBe(2025);
  });
});
