/**
 * The Path to Market page (/technology/leading-the-way): the milestones of the timeline, the story of
 * the molten-salt experiments the design builds on, the design-review highlights and the rollout.
 * Figures follow the approved marketing facts; the milestones are the company's own record.
 * Numbers are joined to their units by no-break spaces (\u00a0) so a line never splits them.
 */
import type { TimelineMilestone } from '@/components/ui/timeline';

/**
 * The design-review report opened from 'Read the full report'. For now our own summary of the review's
 * findings (public/files/design-review-report.pdf), a placeholder. WEB TEAM: when the regulator
 * publishes its report as a PDF, put its address here (https://….pdf) or replace the file. The link
 * says '(PDF)' only while this address names a .pdf file.
 */
export const DESIGN_REVIEW_REPORT_URL = '/files/design-review-report.pdf';

export const pathToMarketHeader = {
  subtitle: 'Technology',
  image: '/images/technology/path-to-market-header.svg',
  description:
    'Ten years of design, independent regulatory review and engineering have taken the IMSR from a concept to a plant that industry can order, with an international rollout from 2030.',
} as const;

export const pathToMarketIntro = {
  heading: 'From a proven idea to a commercial plant',
  paragraphs: [
    'A new kind of reactor reaches the market one verified step at a time. Since 2013 we have turned the molten-salt reactor, demonstrated in national laboratories decades ago, into a product engineered for industry: a 585\u00a0°C heat source built around a sealed Core-unit that is replaced every seven years.',
    'Each milestone below was chosen to retire a specific risk, from the physics of the fuel salt to the confidence of the regulator, the readiness of suppliers and the needs of the first customers.',
  ],
} as const;

export const milestonesHeading = 'A decade of milestones';

/** In order, one a year. The timeline starts wide screens on the third. */
export const milestones: readonly TimelineMilestone[] = [
  {
    year: 2013,
    title: 'Company founded',
    text: 'A small team of reactor physicists and engineers sets out to turn molten-salt reactor research into a commercial source of heat and power for industry.',
  },
  {
    year: 2014,
    title: 'The integral concept',
    text: 'We commit to an integral design: reactor vessel, pumps and heat exchangers sealed together in one Core-unit, replaced as a whole every seven years instead of repaired in place.',
  },
  {
    year: 2015,
    title: 'Conceptual design complete',
    text: 'The conceptual design is fixed: fuel dissolved in salt at near-atmospheric pressure, a 585\u00a0°C outlet temperature and standard-assay fuel enriched to under 5\u00a0% U-235.',
  },
  {
    year: 2016,
    title: 'Vendor design review, phase 1',
    text: 'The national nuclear regulator opens its pre-licensing vendor design review of the IMSR, examining the design against its requirements before any licence application is made.',
  },
  {
    year: 2017,
    title: 'Phase 1 concluded',
    text: 'The regulator finds no fundamental barriers to licensing the IMSR design, and we move from concept to basic engineering with that independent assessment in hand.',
  },
  {
    year: 2018,
    title: 'Vendor design review, phase 2',
    text: 'A deeper, second phase of the review begins, looking at how the detailed design will meet the requirements for safety analysis, fuel, control systems and security.',
  },
  {
    year: 2019,
    title: 'Engineering test programme',
    text: 'Test loops for pumps, heat exchangers and salt chemistry start running, producing the data that confirms component designs and the materials chosen for them.',
  },
  {
    year: 2020,
    title: 'Supply chain agreements',
    text: 'Framework agreements with established nuclear and heavy-industry fabricators cover the Core-unit vessel, heat exchangers and fuel salt, so parts come from proven factories.',
  },
  {
    year: 2021,
    title: 'Site and customer agreements',
    text: 'A first host site is selected with a utility partner, and letters of intent are signed with industrial customers who need steam and power around the clock.',
  },
  {
    year: 2022,
    title: 'Plant design for 390\u00a0MWe',
    text: 'The standard plant is defined: about 884\u00a0MWt feeding up to 390\u00a0MWe at 44\u00a0% net thermal efficiency, on a site of about 7\u00a0hectares (17.3\u00a0acres).',
  },
  {
    year: 2023,
    title: 'Design review complete',
    text: 'The regulator concludes phase 2 of the vendor design review, the most advanced independent assessment of a molten-salt reactor design to date, opening the way to licensing.',
  },
];

export const provenTechnology = {
  heading: 'Building on Proven Prototyped Technology',
  image: '/images/technology/molten-salt-loop.svg',
  imageAlt:
    'Diagram of a molten-salt test reactor: a vessel of glowing orange salt, a pump and a heat exchanger joined in a closed loop.',
  paragraphs: [
    'The IMSR is not a leap into the unknown. Molten-salt reactors were designed, built and run at a United States national laboratory in the 1950s and 1960s, and the IMSR rests on what those experiments proved.',
    'The first, the Aircraft Reactor Experiment, ran in 1954. It showed that a reactor whose fuel is dissolved in a circulating molten salt could start up, hold steady power and follow changes in demand on its own, because the hot salt expands and slows the reaction as it warms.',
    'A decade later the Molten-Salt Reactor Experiment went critical in 1965 and operated until 1969 at about 650\u00a0°C. Over those four years it ran for thousands of hours at full power, was drained and restarted routinely, and became the first reactor to run on uranium-233. Its operators found that the fuel salt stayed stable under radiation, and their examinations of the graphite and nickel-alloy parts afterwards guided the materials work that followed.',
    'Those records are public, and the engineers who wrote them left detailed reports on fuel chemistry, corrosion, pumps and maintenance. We have taken that foundation and added what a commercial plant needs: modern materials, a sealed Core-unit replaced every seven years so that the parts that age fastest are never repaired in place, and a design reviewed by a regulator against today’s requirements.',
  ],
} as const;

export const highlights = {
  heading: 'Highlights',
  paragraphs: [
    'In 2023 the national nuclear regulator completed phase 2 of its pre-licensing vendor design review of the IMSR. The review is voluntary and takes place before any licence application, so a vendor learns early whether its design can meet the rules and where more work is needed.',
    'Over both phases the regulator’s specialists assessed the design across nineteen focus areas, including reactor control and shutdown, fuel design, the containment of radioactive material, safety analysis, security, and decommissioning. They concluded that they had found no fundamental barriers to licensing the IMSR.',
    'The review also lists the topics the regulator expects to see covered in a licence application, such as the qualification of materials for the life of the Core-unit and the testing of the safety systems. Those topics now shape our engineering programme, and the full findings are set out in the regulator’s report.',
  ],
  reportLinkText: 'Read the full report',
} as const;

export const rollout = {
  heading: 'An international rollout from 2030',
  paragraphs: [
    'With the design review complete, the next steps are the licence for a first plant, the completion of detailed engineering and the first Core-units from our suppliers’ factories. Each plant is built in under four years, and the first units are planned to enter service for an international rollout from 2030.',
    'Industrial sites that need steam, heat and power can begin planning now: a standard plant fits on about 7\u00a0hectares and supplies heat at 585\u00a0°C, about twice the 290\u00a0°C of legacy water-cooled reactors.',
  ],
  contactText: 'Talk to us about your site',
} as const;
