/**
 * Commercial Advantages (/applications/commercial-advantages): three advantages, each a tab with its key
 * figures and an illustration. Figures come from the approved marketing facts; keep them in step with them.
 */
import type { Illustration } from './illustration';

export interface KeyFigure {
  /** The figure itself, shown large: 'Under US$69'. */
  value: string;
  /** What it measures, read after the value: 'per MWh of electricity'. */
  label: string;
}

export interface AdvantageTab {
  id: string;
  /** The tab's label. */
  header: string;
  /** The panel's opening sentence. */
  subheader: string;
  figures: KeyFigure[];
  paragraphs: string[];
  illustration: Illustration;
}

const illustration = (slug: string, alt: string): Illustration => ({
  src: `/images/applications/${slug}.svg`,
  width: 800,
  height: 600,
  alt,
});

export const commercialHeader = {
  subtitle: 'Applications',
  description:
    'Clean heat and power at prices industry can plan on, from a plant that is quick to build, runs for over 50 years and serves a market worth US$1 trillion.',
  image: '/images/applications/commercial-advantages-header.svg',
} as const;

export const commercialIntro = {
  heading: 'Clean energy that competes on cost',
  paragraphs: [
    'Industry buys energy on price, reliability and certainty. The Integral Molten Salt Reactor (IMSR) is designed to win on all three: it makes carbon-free heat and electricity at a cost that competes with fossil fuels, around the clock, for decades.',
    'Its advantages come from the design itself. High-temperature heat means more useful energy from every unit of fuel, low-pressure operation means simpler and cheaper components, and a factory-built Core-unit keeps construction short and maintenance predictable.',
  ],
} as const;

export const advantagesSection = {
  heading: 'Three commercial advantages',
  tabs: [
    {
      id: 'low-cost-energy',
      header: 'Low-cost energy',
      subheader: 'Heat and power priced to compete with fossil fuels, without a carbon bill.',
      figures: [
        { value: 'Under US$69', label: 'per MWh of electricity' },
        { value: 'Under US$8.60', label: 'per MMBtu of industrial heat' },
        { value: '44 %', label: 'net thermal efficiency' },
      ],
      paragraphs: [
        'At 585 °C the IMSR turns 44 % of its heat into electricity, so each reactor sells more energy from the same fuel and equipment. That brings electricity under US$69 per MWh and heat for industrial processes under US$8.60 per MMBtu.',
        'Uranium is a small part of the cost and is bought years ahead, so prices stay steady when gas markets swing. Customers can sign long-term contracts for heat, power or both.',
      ],
      illustration: illustration(
        'low-cost-energy',
        'Illustration: a chart in which rising fossil-fuel cost bars are crossed by a low, flat teal line for IMSR energy, with a price tag below.',
      ),
    },
    {
      id: 'built-fast',
      header: 'Built fast, built to last',
      subheader: 'A plant on a compact site, built in under four years and run for over half a century.',
      figures: [
        { value: 'Under 4 years', label: 'to build a plant' },
        { value: '7 years', label: 'of service from each Core-unit' },
        { value: 'Over 50 years', label: 'of plant life' },
        { value: '7 hectares', label: '(17.3 acres) for a whole plant' },
      ],
      paragraphs: [
        'The Core-unit and most plant modules are made in a factory and shipped to site, so construction takes under four years instead of the decade many large reactors need. The whole plant fits on about 7 hectares (17.3 acres), often on land an industrial site already owns.',
        'Every seven years a fresh Core-unit takes over from the old one. The parts that wear fastest are renewed on a fixed schedule, which lets the rest of the plant run for over 50 years without a major refurbishment.',
      ],
      illustration: illustration(
        'built-to-last',
        'Illustration: a compact plant on a small square site beside a timeline showing construction under four years, followed by seven-year Core-unit cycles across more than 50 years.',
      ),
    },
    {
      id: 'trillion-dollar-market',
      header: 'A trillion-dollar market',
      subheader: 'Industrial heat and firm power across the OECD add up to a US$1 trillion opportunity.',
      figures: [
        { value: 'US$1 trillion', label: 'addressable market in the OECD' },
        { value: '2030', label: 'international rollout begins' },
      ],
      paragraphs: [
        'Chemical plants, refineries, data centers, district heat networks and retiring coal stations all need reliable energy and a path away from fossil fuels. Together, the market the IMSR can serve in OECD countries is worth US$1 trillion.',
        'Our plan is to bring the first plants into service and then roll out internationally from 2030, with standard, factory-built Core-units that grow cheaper to make with every unit delivered.',
      ],
      illustration: illustration(
        'trillion-dollar-market',
        'Illustration: a stylised world map with glowing markers on industrial regions, joined by lines to a central IMSR plant.',
      ),
    },
  ] satisfies AdvantageTab[],
} as const;

export const commercialCallToAction = {
  heading: 'Talk to us about your site',
  text: 'Whether you run a chemical plant, a data center or a retiring coal station, we can show what the IMSR would cost and deliver for you.',
  link: { label: 'Contact us', href: '/contact' },
} as const;
