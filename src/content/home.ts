/**
 * The home page's figures, "What we do" items, animation and press names. Figures come from the
 * approved marketing facts; keep them in step with them.
 */
export interface HomeStat {
  /** Small word before the figure ("under", "over"). */
  qualifier?: string;
  figure: string;
  /** Completes the statement; "CO2" is set with a subscript 2. */
  label: string;
  note: string;
}

export const homeStats: readonly HomeStat[] = [
  {
    figure: '50%',
    label: 'more efficient',
    note: '44% net thermal efficiency from 585 °C heat, where legacy 290 °C plants reach about 30%.',
  },
  {
    figure: '40%',
    label: 'less waste',
    note: 'More energy from every tonne of fuel means less spent fuel for each megawatt-hour.',
  },
  {
    qualifier: 'under',
    figure: '5%',
    label: 'enriched fuel',
    note: 'Standard-assay uranium below 5% U‑235, from the supply chain that exists today.',
  },
  {
    qualifier: 'under',
    figure: '5 grams',
    label: 'CO2-eq per kWh',
    note: 'Life-cycle emissions, from building the plant to taking it apart.',
  },
  {
    qualifier: 'over',
    figure: '50 years',
    label: 'plant life',
    note: 'The parts that age fastest sit in a Core-unit that is replaced every 7 years.',
  },
  {
    figure: '7 hectares',
    label: 'for 400MW',
    note: 'A complete plant on about 17.3 acres, close to the industry it serves.',
  },
];

export interface HomeService {
  /** Id of the item's block on the page. */
  id: string;
  title: string;
  /** The lead: inline on wide screens, behind the More button on narrow ones. */
  summary: string;
  /** What the More button reveals. */
  details: string[];
}

export const homeServices: readonly HomeService[] = [
  {
    id: 'what-we-do-heat',
    title: 'Industrial heat',
    summary: 'Heat at 585 °C, twice the temperature of legacy reactors, for the plants that make chemicals, fuels and materials.',
    details: [
      'Most industrial emissions come from burning gas and coal for process heat and steam. The IMSR delivers that heat directly, without combustion, at under US$8.60 per MMBtu.',
      'Because the salt runs near atmospheric pressure, the plant can sit beside the factory it serves: refineries, chemical and petrochemical plants, hydrogen production and district heating.',
    ],
  },
  {
    id: 'what-we-do-electricity',
    title: 'Electricity',
    summary: 'One plant turns 884 MW of heat into 392 MW of electricity at 44% net thermal efficiency, day and night.',
    details: [
      'Higher temperatures let the IMSR drive the same efficient steam turbines as modern fossil plants, at a levelized cost under US$69 per MWh.',
      'That makes it a natural fit for data centers that need firm power around the clock, and for coal stations that can keep their grid connection and turbine halls.',
    ],
  },
  {
    id: 'what-we-do-core-unit',
    title: 'Replaceable Core-unit',
    summary: 'The reactor vessel, pumps and heat exchangers sit in a sealed Core-unit that is swapped every seven years.',
    details: [
      'Instead of inspecting and repairing the parts that age fastest in place, the operator starts a new Core-unit beside the old one, which cools down and is later removed.',
      'Each Core-unit is built in a factory, so quality and cost improve with every unit, and the plant around it keeps running for decades.',
    ],
  },
  {
    id: 'what-we-do-path-to-market',
    title: 'Path to market',
    summary: 'A plant built in under four years, on standard fuel, with international rollout from 2030.',
    details: [
      'The IMSR builds on molten-salt reactors that ran successfully in the 1960s, and on a design that regulators have been reviewing for years.',
      'Our first plants target the OECD market for industrial heat and power, which we estimate at $1 trillion.',
    ],
  },
];

/** The looping animation beside "What we do", made by scripts/make-home-video.mjs. */
export const homeVideo = {
  webm: '/videos/imsr-heat-loop.webm',
  mp4: '/videos/imsr-heat-loop.mp4',
  poster: '/images/home/imsr-heat-loop-poster.jpg',
  width: 720,
  height: 540,
  name: 'IMSR animation',
  caption:
    'Molten salt heats up in the core and hands its heat over in the exchanger; the heat leaves the Core-unit at 585 °C for industry and the grid.',
} as const;

/** Press that has covered us, shown as plain text wordmarks (never their logos). */
export const pressNames = ['Financial Times', 'WSJ', 'NYT', 'MIT Technology Review', 'TechCrunch'] as const;
