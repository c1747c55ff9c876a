/**
 * How It Works (/technology/molten-salt-reactor): four numbered blocks on the principles of the reactor,
 * then the replaceable Core-unit in three tabs. Figures come from the approved marketing facts; keep
 * them in step with them.
 */
import type { Illustration } from './illustration';

export interface HowItWorksBlock {
  /** Shown large beside the title: '01' to '04'. */
  number: string;
  title: string;
  paragraphs: string[];
  diagram: Illustration;
  caption: string;
}

export interface CoreUnitTab {
  id: string;
  /** The tab's label. */
  header: string;
  /** The panel's opening sentence. */
  subheader: string;
  graphic: Illustration;
  columns: { header: string; text: string[] }[];
}

const diagram = (slug: string, alt: string): Illustration => ({
  src: `/images/technology/${slug}.svg`,
  width: 480,
  height: 360,
  alt,
});

const graphic = (slug: string, alt: string): Illustration => ({
  src: `/images/technology/${slug}.svg`,
  width: 800,
  height: 600,
  alt,
});

export const howItWorksHeader = {
  subtitle: 'Technology',
  description:
    'Liquid fuel, low pressure and 585 °C heat: the principles behind the Integral Molten Salt Reactor, and why its core is built to be replaced.',
  image: '/images/technology/molten-salt-reactor-header.svg',
} as const;

export const howItWorksIntro = {
  heading: 'A reactor built around a liquid',
  paragraphs: [
    'Most reactors running today were designed around solid fuel and water kept under enormous pressure. The Integral Molten Salt Reactor (IMSR) starts from a different material: a fluoride salt that melts into a clear, stable liquid and carries the fuel dissolved in it.',
    'That one choice sets the rest of the design. The salt does not need pressure to stay liquid, it carries heat out at 585 °C, and its own physics slows the reaction when it warms. Here is how each of those works, and how we deal with the part of every reactor that wears out.',
  ],
} as const;

export const howItWorksBlocks: readonly HowItWorksBlock[] = [
  {
    number: '01',
    title: 'Fuel dissolved in salt',
    paragraphs: [
      'In the IMSR the uranium is not packed into solid pellets and metal rods. It is dissolved in a molten fluoride salt that is fuel and coolant at once, flowing through the reactor core and out to the heat exchangers in one loop.',
      'The fuel is standard-assay uranium enriched to under 5 % U-235, the same grade today’s power plants buy, so it uses an existing, licensed supply chain. Because the fuel is already liquid there are no fuel rods to fabricate, swell or crack, and most fission products stay chemically bound in the salt.',
    ],
    diagram: diagram(
      'fuel-in-salt',
      'Diagram: a reactor vessel filled with orange molten salt in which small fuel particles are spread evenly, circulating in a loop.',
    ),
    caption: 'The salt is the fuel carrier and the coolant in one circulating loop.',
  },
  {
    number: '02',
    title: 'Low-pressure operation',
    paragraphs: [
      'Water has to be held at very high pressure to stay liquid at reactor temperatures, which is why legacy plants need thick pressure vessels and large containment buildings designed to hold back a burst of steam.',
      'Molten salt boils far above the reactor’s operating temperature, so the IMSR runs at near-atmospheric pressure. There is no stored pressure to drive coolant or radioactivity out of the system, the vessel walls can be thinner, and the components cost less to build and inspect.',
    ],
    diagram: diagram(
      'low-pressure',
      'Diagram: two pressure gauges side by side; the legacy water reactor gauge points to very high pressure, the IMSR gauge rests near atmospheric pressure.',
    ),
    caption: 'Near-atmospheric pressure, compared with the high pressure of a water-cooled reactor.',
  },
  {
    number: '03',
    title: '585 °C heat and 44 % efficiency',
    paragraphs: [
      'The salt leaves the core at 585 °C, about twice the 290 °C of legacy water-cooled plants. That is hot enough to raise the high-pressure steam that chemical plants, refineries and district heat networks run on, directly from the reactor.',
      'Turned into electricity, heat at this temperature reaches 44 % net thermal efficiency: a plant that produces 884 MW of heat delivers 392 MW of electricity, where a legacy plant converts only about a third of its heat. More output from the same reactor means less fuel and less waste per unit of energy.',
    ],
    diagram: diagram(
      'high-temperature',
      'Bar chart: IMSR heat at 585 °C stands about twice as tall as the 290 °C of a legacy water-cooled plant; a dial below reads 44 % efficiency.',
    ),
    caption: 'Outlet heat of 585 °C against 290 °C for legacy plants.',
  },
  {
    number: '04',
    title: 'Inherent, passive safety',
    paragraphs: [
      'The IMSR keeps itself stable by physics rather than by machinery. When the salt warms it expands, fewer fuel atoms remain in the core, and the reaction slows on its own; when it cools, the reaction picks up again. No control system has to act for this to happen.',
      'If all power is lost, the heat left in the core flows out through the vessel wall to a cooling system that needs no pumps, no operator and no external water supply. With no high pressure to drive a release and fission products held in the salt, the plant can shut down and cool itself safely.',
    ],
    diagram: diagram(
      'passive-safety',
      'Diagram: a sealed reactor vessel radiating heat through its wall, with curved arrows showing natural air circulation carrying the heat away without pumps.',
    ),
    caption: 'Residual heat leaves through the vessel wall by natural circulation.',
  },
];

export const coreUnitSection = {
  heading: 'Replaceable IMSR Core-unit',
  intro:
    'Every reactor has parts that age under heat and radiation. The IMSR answers that with a sealed Core-unit that is swapped out every seven years, instead of being repaired in place.',
  /** Read out after a tab change; the panels lead with their graphic. */
  announce: 'Graphic changed to {label}',
  tabs: [
    {
      id: 'key-challenge',
      header: 'The key challenge',
      subheader: 'Graphite and the parts closest to the fuel wear out long before the rest of the plant.',
      graphic: graphic(
        'core-unit-challenge',
        'Illustration: a graphite moderator block that is whole at year 0 and shows swelling and cracks by year 7, beside a timeline of rising wear.',
      ),
      columns: [
        {
          header: 'Wear where it is hardest to reach',
          text: [
            'The graphite that moderates the reaction, the reactor vessel and the pumps and heat exchangers beside it take the full force of heat and neutrons. Over the years the graphite changes shape and the metal components fatigue.',
          ],
        },
        {
          header: 'Why repair is not the answer',
          text: [
            'Repairing these parts in place means working inside a radioactive vessel: long outages, special tooling and high cost. Making them last for decades instead means larger, more conservative cores that cost more to build.',
          ],
        },
      ],
    },
    {
      id: 'core-unit',
      header: 'The IMSR Core-unit',
      subheader: 'Everything that wears fast sits in one sealed unit that is replaced every seven years.',
      graphic: graphic(
        'core-unit-replacement',
        'Illustration: a plant hall with two silos; the left holds an active sealed Core-unit glowing orange, the right holds a spent Core-unit cooling down, with an arrow marking the switch after seven years.',
      ),
      columns: [
        {
          header: 'Sealed and self-contained',
          text: [
            'The reactor vessel, graphite moderator, pumps and primary heat exchangers are built into a single sealed Core-unit. It is made in a factory, shipped complete and installed in its own silo in the reactor building.',
          ],
        },
        {
          header: 'Seven years, then swap',
          text: [
            'After seven years of power the unit is shut down, and a new Core-unit, already installed in the neighbouring silo, takes over. The spent unit cools in place until it can be removed, so its parts never have to be opened or repaired on site.',
          ],
        },
      ],
    },
    {
      id: 'high-safety',
      header: 'High safety high energy',
      subheader: 'A fresh core every seven years lets the design run hot and simple, with wide safety margins.',
      graphic: graphic(
        'core-unit-safety',
        'Illustration: a sealed Core-unit with a thermometer at 585 °C, a pressure gauge near atmospheric, and a fuel pellet marked under 5 % U-235.',
      ),
      columns: [
        {
          header: 'High energy',
          text: [
            'Because no part has to last for the whole 50-year life of the plant, the Core-unit can be compact and run at 585 °C. That delivers 44 % net thermal efficiency and heat that industry can use directly.',
          ],
        },
        {
          header: 'High safety',
          text: [
            'The salt runs at near-atmospheric pressure, the fuel is standard-assay uranium under 5 % U-235, and the reactor slows itself as it heats. Each new Core-unit starts with new components and fresh safety margins.',
          ],
        },
      ],
    },
  ] satisfies CoreUnitTab[],
} as const;

/** Where to go next, at the foot of the page. */
export const howItWorksOnward = [
  {
    title: 'Industrial Uses',
    url: '/technology/versatile',
    description: 'Where 585 °C heat and carbon-free power go to work, from chemical plants to data centers.',
  },
  {
    title: 'Path to Market',
    url: '/technology/leading-the-way',
    description: 'A decade of milestones and the road to an international rollout from 2030.',
  },
] as const;
