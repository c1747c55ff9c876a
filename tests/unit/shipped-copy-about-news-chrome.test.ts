import { describe, expect, it } from 'vitest';
import type { Copy } from '@/lib/site-copy';
import type { CopyName } from '@/lib/site-copy/schema';
import { readContentFile } from '@/lib/site-copy/files';

/**
 * The texts the specification fixes on the team, advisors, trade associations, careers, investors and
 * not-found pages, the navigation, the footer and the newsletter block. The other tests read whatever the
 * content files say; these say where the shipped words must match SPEC.md.
 */
const read = <Name extends CopyName>(name: Name) => readContentFile(name, process.cwd()).value as Copy<Name>;
const differs = (what: string) => `the shipped copy differs from the specification: ${what}`;

describe('the shipped copy matches the specification', () => {
  it('Our Team: "Proven Leadership", about 11 executives', () => {
    const team = read('ourTeam');
    expect(team.headline, differs('the Our Team heading')).toBe('Proven Leadership');
    expect(team.executives.length, differs('about 11 executives')).toBeGreaterThanOrEqual(9);
    expect(team.executives.length, differs('about 11 executives')).toBeLessThanOrEqual(13);
  });

  it('Advisors: the header and the three groups with their ids', () => {
    const advisors = read('advisors');
    expect(advisors.header.title, differs('the advisors header')).toBe('Bringing Together Leaders in Business and Technology');
    expect(
      advisors.groups.map((group) => [group.id, group.heading]),
      differs('the advisor groups'),
    ).toEqual([
      ['technical-and-industrial', 'Technical, Industrial and Financial'],
      ['policy-and-regulatory', 'Policy, Regulation and Environmental'],
      ['in-memoriam', 'In Memoriam'],
    ]);
  });

  it('Trade Associations: 18 logos', () => {
    expect(read('tradeAssociations').associations.length, differs('18 trade associations')).toBe(18);
  });

  it('Careers: "Help us transform clean energy!"', () => {
    expect(read('careers').headline, differs('the careers heading')).toBe('Help us transform clean energy!');
  });

  it('Investors: a press release and an investor presentation, both PDFs', () => {
    const { documents } = read('investors');
    expect(documents.length, differs('two download cards')).toBe(2);
    for (const document of documents) expect(document.file, differs('investor downloads are PDFs')).toMatch(/\.pdf$/i);
  });

  it('Contact and subscription: General Inquiries and "Stay up to date"', () => {
    expect(read('contact').header.title, differs('the contact page title')).toBe('General Inquiries');
    expect(read('subscription').header.title, differs('the subscription page title')).toBe('Stay up to date');
  });

  it('the not-found page: its title and two texts', () => {
    const notFound = read('notFound');
    expect(notFound.title, differs('the not-found title')).toBe('Page Not Found');
    expect(notFound.lead, differs('the not-found text')).toBe("The page you're looking for could not be found.");
    expect(notFound.help, differs('the not-found help')).toBe('Please try searching the website below.');
  });

  it('the newsletter block: its heading and sign-up line', () => {
    const newsletter = read('newsletter');
    expect(newsletter.heading, differs('the newsletter heading')).toBe('Learn more about the company');
    expect(newsletter.signup, differs('the newsletter sign-up line')).toBe('Sign up for our email list to receive the latest news.');
  });

  it('the navigation and the footer: the Applications columns and the five footer columns', () => {
    const navigation = read('navigation');
    expect(Object.values(navigation.groups), differs('the Applications menu columns')).toEqual(['Co-Generation Power', 'Electric Power']);
    expect(Object.values(navigation.footerColumns), differs('the footer columns')).toEqual(['About Us', 'Technology', 'Applications', 'Updates', 'Contact']);
    expect(navigation.pages.media, differs('/media is called Commons')).toBe('Commons');
    expect(navigation.pages.contact, differs('/contact is General Inquiries')).toBe('General Inquiries');
  });
});
