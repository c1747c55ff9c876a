/**
 * The IMSR Technology landing page: its introduction and the four cards that lead to the
 * technology pages. Figures come from the approved marketing facts; keep them in step with them.
 */
export interface TechnologyCard {
  /** Site path of the card illustration (1200×675). */
  img: string;
  alt: string;
  title: string;
  /** Written with a trailing slash, as the site's links are; the site redirects it to the bare path. */
  url: string;
  description: string;
}

export const technologyIntro = {
  description:
    'A small modular reactor that delivers 585 °C heat and electricity at 44 % net thermal efficiency, from a replaceable Core-unit on a 7-hectare site.',
  heading: 'Nuclear heat, made for industry',
  paragraphs: [
    'The Integral Molten Salt Reactor (IMSR) is a small modular reactor whose fuel is dissolved in a liquid salt. The salt runs at low pressure and carries heat out at 585 °C, about twice the 290 °C of legacy water-cooled plants. That is hot enough to drive chemical processes and steam networks directly, and to make electricity at 44 % net thermal efficiency.',
    'The reactor vessel, pumps and heat exchangers sit together in a sealed Core-unit that is replaced every seven years, so the parts that age fastest never have to be repaired in place. A plant fits on about 7 hectares (17.3 acres) and runs on standard-assay fuel enriched to under 5 % U-235.',
  ],
} as const;

export const technologyCards: readonly TechnologyCard[] = [
  {
    img: '/images/technology/commercial-advantages.svg',
    alt: 'Rising cost bars crossed by a falling teal line, with an orange coin.',
    title: 'Commercial Advantages',
    url: '/applications/commercial-advantages/',
    description:
      'Electricity under US$69 per MWh, heat under US$8.60 per MMBtu, and a plant built in under four years.',
  },
  {
    img: '/images/technology/industrial-uses.svg',
    alt: 'A factory skyline fed by an orange heat line from a reactor block.',
    title: 'Industrial Uses',
    url: '/technology/versatile/',
    description:
      'High-temperature steam and power for chemical plants, data centers and retiring coal stations.',
  },
  {
    img: '/images/technology/path-to-market.svg',
    alt: 'A road of milestone markers climbing towards a flag.',
    title: 'Path to Market',
    url: '/technology/leading-the-way/',
    description:
      'A decade of design review and engineering, on course for an international rollout from 2030.',
  },
  {
    img: '/images/technology/how-it-works.svg',
    alt: 'A cut-away reactor vessel holding glowing orange molten salt.',
    title: 'How It Works',
    url: '/technology/molten-salt-reactor/',
    description:
      'Fuel dissolved in molten salt, low-pressure operation and a Core-unit swapped out every seven years.',
  },
];
