import { staticRoutes } from '@/config/routes';
import { applicationRelated, blocks, sectionSubtitle, type Article } from '@/content/article';

const { p, list, h3 } = blocks;
const route = staticRoutes.chemicalPlants;

export const chemicalPlantsArticle: Article = {
  route,
  subtitle: sectionSubtitle(route.path, 'Applications'),
  description:
    'Steam and electricity at the temperatures chemical plants run on, from a reactor that burns no gas and emits no carbon dioxide.',
  headerImage: '/images/applications/chemical-plants-header.svg',
  lead: [
    'Chemical and petrochemical plants run on steam. It heats reactors and distillation columns, drives compressors and pumps, strips and dries products, and keeps pipework warm through the winter. Almost all of it is raised by burning natural gas or fuel gas in boilers and furnaces, which makes process heat one of the largest sources of industrial carbon dioxide.',
    'The IMSR supplies that steam from nuclear heat at 585 °C, hot enough to take over from the gas-fired boilers on most sites, and it generates the site’s electricity at the same time.',
  ],
  sections: [
    {
      id: 'the-challenge',
      heading: 'The challenge: decarbonising process heat',
      blocks: [
        p('About two-thirds of the energy industry uses is heat rather than electricity, and the chemical sector is among its largest users. A world-scale complex can consume hundreds of megawatts of steam around the clock, for 8,000 hours a year or more. Its steam system is usually the site’s largest single emitter.'),
        p('Electrifying that heat with wind and solar looks simple on paper and struggles in practice. Processes that run continuously need continuous supply; storage sized for a lull of several days is expensive; and electric boilers at this scale need grid connections many sites cannot get. Capturing carbon from dozens of small boiler and furnace stacks is costly, and it leaves the plant exposed to the price of gas.'),
        p('Legacy nuclear plants cannot fill the gap. Their water-cooled reactors deliver steam at about 290 °C: enough for low-pressure services, but short of the medium- and high-pressure steam that many processes and their steam turbines need.'),
      ],
    },
    {
      id: 'what-the-imsr-offers',
      heading: 'What the IMSR offers chemical producers',
      blocks: [
        p('The IMSR delivers heat at 585 °C. Even after the intermediate loops that separate the reactor from the plant, that is enough to raise high-pressure superheated steam comparable to a fossil boiler’s, and to cascade it down through the medium- and low-pressure headers a chemical site already runs.'),
        list(
          'Steam at the conditions process plants use: high-temperature heat covers the full range of a typical site’s steam headers, not just its lowest-pressure services.',
          'Heat and power from one plant: steam that the process does not need drives a turbine at 44 % net thermal efficiency and supplies the site’s electricity.',
          'A stable price: heat at under US$8.60 per MMBtu and electricity at under US$69 per MWh, with fuel a small share of the cost, so steam no longer tracks the gas market.',
          'Continuous operation: firm output in every season, with outages planned around the Core-unit change every seven years.',
          'A compact footprint: a two-unit plant needs about 7 hectares (17.3 acres), land that many large sites and industrial parks already hold.',
        ),
        p('The reactor runs at near-atmospheric pressure, and its fuel, enriched to under 5 % U-235, is dissolved in the salt that carries the heat. There is no high-pressure water in the reactor system, and the reactor is cooled passively if power is lost, so its safety does not rest on pumps or on quick action by operators.'),
      ],
    },
    {
      id: 'how-integration-works',
      heading: 'How integration works',
      blocks: [
        p('An IMSR connects to a chemical site the way a large central utility plant does: through the site’s steam and power systems. Intermediate loops keep the nuclear system apart from the process, so the steam delivered to the site never touches the reactor.'),
        list(
          'The fuel salt stays inside the sealed Core-unit, where it passes its heat to a clean coolant salt.',
          'The coolant salt carries the heat to a further heat-transfer loop and to steam generators in a separate building.',
          'The steam generators raise high-pressure steam for the site’s headers, its turbine, or both.',
        ),
        {
          kind: 'figure',
          figure: {
            src: '/images/applications/chemical-plants-diagram.svg',
            width: 800,
            height: 520,
            alt: 'Diagram: heat from the IMSR passes through a salt loop to a steam generator; high-pressure steam goes to an extraction turbine that makes electricity, then on at medium and low pressure to the process units, and condensate returns to the steam generator.',
            caption:
              'Co-generation at a chemical site: the IMSR’s steam generator feeds an extraction turbine, which makes the site’s electricity and passes steam on at the pressures the process headers need. Condensate returns to the steam generator in a closed loop.',
          },
        },
        h3('Co-generation: splitting heat and power'),
        p('Most chemical sites need both steam and electricity, in proportions that change through the day and over the life of the plant. Co-generation balances the two. High-pressure steam passes first through a back-pressure or extraction turbine to make electricity, then leaves it at the pressure the process needs. Operators shift the split toward steam or toward power to follow demand, while the reactor itself runs steadily.'),
        h3('Replacing boilers one header at a time'),
        p('Existing boilers do not have to be retired on the first day. The IMSR plant can take over the base steam load while the gas boilers are kept warm as backup, and they are retired as confidence grows. Headers, condensate return and water treatment stay in service, and the plant’s operators keep running the steam system they know, with a new and steadier source at its head.'),
        h3('Hydrogen and ammonia'),
        p('Hydrogen and ammonia are among the largest sources of emissions in the sector. An IMSR can supply electricity for electrolysis together with steam for the ammonia synthesis loop, its compressors and its downstream units. High-temperature steam electrolysis, which needs less electricity per kilogram of hydrogen when its steam arrives hot, is a particularly good fit for 585 °C heat.'),
      ],
    },
    {
      id: 'the-path-to-cleaner-steam',
      heading: 'The path to cleaner steam',
      blocks: [
        p('The IMSR design has been through more than a decade of development and regulatory review. We are now working toward licences for the first plants, with an international rollout from 2030.'),
        p('Each plant is designed to be built in under four years. The Core-unit and major modules are made in a factory, which limits construction work at a live chemical site and the disruption to its operations.'),
        p('Producers planning a boiler replacement, an expansion or a decarbonisation programme for the 2030s should start the conversation now: site screening, steam-balance studies and licensing take time, and they run alongside the plant’s design. We would welcome the chance to study your steam and power balance with your engineers.'),
      ],
    },
  ],
  keyFigures: [
    { value: '585 °C', label: 'Heat for high-pressure process steam (legacy reactors: 290 °C)' },
    { value: 'Under US$8.60', label: 'Per MMBtu of heat' },
    { value: 'Under US$69', label: 'Per MWh of electricity' },
    { value: '44 %', label: 'Net efficiency when steam drives a turbine' },
    { value: '7 years', label: 'Life of each Core-unit before replacement' },
    { value: '7 ha', label: 'Site for a two-unit plant (17.3 acres)' },
  ],
  related: applicationRelated(route.path),
};
