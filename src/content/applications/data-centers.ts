import { staticRoutes } from '@/config/routes';
import { applicationRelated, blocks, sectionSubtitle, type Article } from '@/content/article';

const { p, list, h3 } = blocks;
const route = staticRoutes.dataCenters;

export const dataCentersArticle: Article = {
  route,
  subtitle: sectionSubtitle(route.path, 'Applications'),
  description:
    'Firm, carbon-free electricity around the clock for the next generation of data centers, from a compact plant that can sit beside the campus.',
  headerImage: '/images/applications/data-centers-header.svg',
  lead: [
    'Data centers are becoming some of the largest single electricity customers on the grid. A campus built for AI training can draw several hundred megawatts every hour of the year, and its owners have promised to run it on clean power. Few grids can deliver that combination on the timelines developers need.',
    'The Integral Molten Salt Reactor (IMSR) offers another route: a plant of about 390 MWe on roughly 7 hectares, producing firm, carbon-free electricity next to the load, with heat left over for cooling and for neighbours.',
  ],
  sections: [
    {
      id: 'the-challenge',
      heading: 'The challenge: firm power at campus scale',
      blocks: [
        p('Demand from data centers is growing faster than any other class of commercial load. Each generation of processors draws more power per rack, and training clusters run flat out for weeks at a time. A campus that once needed 30 MW now plans for 300 MW or more, and it needs that power at the availability its customers pay for, not when the wind blows.'),
        p('In many regions, grid operators already warn that new large loads face waits of several years for a connection. Transmission upgrades take close to a decade to permit and build. Developers end up choosing sites for their power supply rather than for their fibre, land or workforce, or they fall back on gas turbines that undercut their climate commitments.'),
        p('Wind and solar contracts can match a campus’s annual consumption on paper, but they do not keep servers running at three in the morning on a still winter night. Matching every hour with clean supply, which is where corporate buyers and regulators are heading, takes a source that is both carbon-free and always available.'),
      ],
    },
    {
      id: 'what-the-imsr-offers',
      heading: 'What the IMSR offers data centers',
      blocks: [
        p('The IMSR is a small modular reactor whose fuel is dissolved in a molten fluoride salt. It runs at near-atmospheric pressure and delivers heat at 585 °C, about twice the 290 °C of legacy water-cooled reactors. That higher temperature drives a modern steam turbine at 44 % net thermal efficiency, against roughly 33 % for a legacy plant, so more of every unit of heat becomes electricity.'),
        list(
          'Firm output: the plant runs day and night in every season, with no dependence on the weather and no fuel deliveries between Core-unit changes.',
          'The right size: about 195 MWe per reactor unit and about 390 MWe for a two-unit plant, a close match for a large campus and its growth.',
          'A compact site: a two-unit plant fits on about 7 hectares (17.3 acres), small enough to sit on or beside the campus.',
          'A predictable price: electricity at under US$69 per MWh, with fuel a small share of the cost, so the price does not follow the gas market.',
          'Low carbon: under 5 grams of CO2-equivalent per kWh over the plant’s life cycle.',
        ),
        p('The reactor vessel, pumps and primary heat exchangers sit together in a sealed Core-unit that is replaced every seven years. The parts that age fastest are never repaired in place, which keeps maintenance outages short and planned years ahead. The fuel is standard-assay uranium enriched to under 5 % U-235, the same class of fuel the existing nuclear fleet buys today.'),
      ],
    },
    {
      id: 'how-it-connects',
      heading: 'How the plant connects to the campus',
      blocks: [
        p('Every site is different, but most projects follow one of two arrangements, and many combine them over time.'),
        h3('Behind the meter'),
        p('The plant and the campus share a private connection. Power flows from the turbine hall through an on-site substation straight to the data halls, without crossing the public transmission network. The campus gets its own firm supply, and the developer avoids years in the queue for a full-size grid connection. A smaller link to the grid stays in place for start-up power, backup and the sale of any surplus.'),
        {
          kind: 'figure',
          figure: {
            src: '/images/applications/data-centers-diagram.svg',
            width: 800,
            height: 520,
            alt: 'Diagram: an IMSR plant feeds a turbine generator; its electricity runs through an on-site substation to the data halls, a grid line carries backup and surplus power, and low-grade heat from the turbine goes to absorption chillers that cool the halls.',
            caption:
              'Behind-the-meter supply: the turbine feeds the campus through its own substation. A grid connection provides start-up power and exports any surplus, and low-grade heat from the turbine can drive absorption chillers that cool the data halls.',
          },
        },
        h3('Grid-connected supply'),
        p('The plant connects to the grid near the campus, and the data center buys its output under a long-term power purchase agreement. This suits operators with several campuses in one region, and it adds firm capacity that helps the grid serve everyone else too.'),
        h3('Using the heat as well as the power'),
        p('A plant that makes electricity also rejects heat, and some of it can be put to work. Absorption chillers turn low-grade steam into chilled water, which lowers the electricity spent on cooling, and warm water can supply district heating or greenhouses nearby.'),
        p('Because the IMSR operates at near-atmospheric pressure and cools itself passively, its safety does not depend on high-pressure systems or on operators acting quickly. Subject to the site licence, that lets the plant sit closer to the load than older designs could.'),
      ],
    },
    {
      id: 'planning-for-growth',
      heading: 'Planning for load growth',
      blocks: [
        p('Campuses are rarely built all at once, and a plant can be phased to match. A first reactor unit serves the first data halls while the grid covers the rest; a second unit follows as the halls fill up. Because the site is laid out for both units from the start, the second reuses the licence, the switchyard and the shared buildings.'),
        p('Long-term contracts give both sides what they need. The operator locks in firm, clean power at a known price for decades, since the plant is designed for a life of more than 50 years, and the plant owner gains a creditworthy customer for its output.'),
      ],
    },
    {
      id: 'the-path-to-power',
      heading: 'The path to power',
      blocks: [
        p('The IMSR has a decade of design and regulatory review behind it. We are now focused on licensing the first plants and preparing the supply chain for an international rollout from 2030.'),
        p('Each plant is designed to be built in under four years, with the Core-unit and major modules made in a factory and delivered by road or barge. For a developer planning capacity for the 2030s, decisions taken in the next few years can secure firm, carbon-free power for campuses that come online early in the next decade.'),
        p('We work with developers from site screening onward: land and cooling water, grid studies, permitting, and the contract structure that suits the campus. If you are planning capacity for the next decade, we would like to hear from you.'),
      ],
    },
  ],
  keyFigures: [
    { value: '585 °C', label: 'Heat delivered, against 290 °C in legacy reactors' },
    { value: '44 %', label: 'Net thermal efficiency' },
    { value: '~390 MWe', label: 'Firm power from a two-unit plant' },
    { value: '7 ha', label: 'Site for a plant (17.3 acres)' },
    { value: '7 years', label: 'Life of each replaceable Core-unit' },
    { value: 'Under US$69', label: 'Per MWh of electricity' },
    { value: '2030', label: 'International rollout begins' },
  ],
  related: applicationRelated(route.path),
};
