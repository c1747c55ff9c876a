import { staticRoutes } from '@/config/routes';
import { applicationLinks, blocks, commonLinks, sectionSubtitle, type Article, type TemperatureScale } from '@/content/article';

const { p, list } = blocks;
const route = staticRoutes.versatile;

/** Typical temperatures of common uses of heat, with the legacy and IMSR outlet temperatures marked. */
export const processTemperatures: TemperatureScale = {
  caption: 'Typical process temperatures, with the heat of legacy reactors and the IMSR marked',
  max: 1000,
  markers: [
    { label: 'Legacy reactors', value: 290, tone: 'legacy' },
    { label: 'IMSR', value: 585, tone: 'imsr' },
  ],
  bands: [
    { label: 'District heating and greenhouses', from: 60, to: 150 },
    { label: 'Absorption cooling', from: 80, to: 180 },
    { label: 'Food, drinks and paper drying', from: 100, to: 250 },
    { label: 'Crude oil refining', from: 200, to: 450 },
    { label: 'Ammonia synthesis loop', from: 350, to: 500 },
    { label: 'Chemical process steam', from: 150, to: 550 },
    { label: 'Power-station turbine steam', from: 500, to: 565 },
    { label: 'High-temperature electrolysis', from: 700, to: 850 },
  ],
};

export const versatileArticle: Article = {
  route,
  subtitle: sectionSubtitle(route.path, 'Technology'),
  description:
    'Heat at 585 °C and carbon-free power for the industries modern life depends on: chemicals, refining, hydrogen and ammonia, district heat, data centers and coal repowering.',
  headerImage: '/images/technology/versatile-header.svg',
  lead: [
    'Electricity is only about a fifth of the energy the world uses. Most of the rest is heat: steam for chemical plants and refineries, hot water for towns, and the fuel burned in power stations to make electricity in the first place. Nearly all of it still comes from burning fossil fuels.',
    'The IMSR was designed for those markets. It delivers heat at 585 °C, which can be used directly as process steam, turned into electricity at 44 % net thermal efficiency, or both at once.',
  ],
  sections: [
    {
      id: 'why-temperature-matters',
      heading: 'Why temperature matters',
      blocks: [
        p('Every industrial process needs heat at a certain temperature, and heat below it is of no use to that process however much of it there is. That is the main reason legacy nuclear plants, with steam at about 290 °C, have rarely been used for anything but electricity: most industrial steam systems, and every modern steam turbine, run hotter.'),
        p('At 585 °C the IMSR reaches much more of industry’s demand. The scale below shows typical temperature ranges for common uses of heat, with the outlet temperatures of legacy water-cooled reactors and of the IMSR marked on it.'),
        { kind: 'temperature-scale', scale: processTemperatures },
        p('Temperature sets efficiency too. Hotter steam turns more of its heat into electricity: the IMSR reaches 44 % net thermal efficiency, against about 33 % for legacy plants, so the same heat yields a third more power. The few uses that need even hotter heat, such as high-temperature electrolysis, can take IMSR steam most of the way and top it up electrically.'),
      ],
    },
    {
      id: 'where-the-heat-goes-to-work',
      heading: 'Where IMSR heat goes to work',
      blocks: [
        p('Six kinds of customer stand out, each using the plant in a different mix of heat and power:'),
        list(
          'Chemicals and petrochemicals: process steam at every pressure a site runs, plus its electricity, in place of gas-fired boilers.',
          'Refining: steam for distillation, stripping and hydrotreating, and power for compressors and pumps.',
          'Hydrogen and ammonia: electricity and hot steam for electrolysis, and steam for the ammonia synthesis loop and its compressors.',
          'District heating: hot water for towns and cities, from heat a power plant would otherwise reject.',
          'Data centers: firm, carbon-free power around the clock, with low-grade heat left over for absorption cooling.',
          'Coal repowering: clean steam for the turbines, cooling water and grid connections of retiring coal stations.',
        ),
        p('Three of these applications have their own pages:'),
        { kind: 'cards', label: 'Applications', cards: applicationLinks },
      ],
    },
    {
      id: 'co-generation',
      heading: 'Co-generation: splitting heat and power',
      blocks: [
        p('A conventional power station turns fuel into electricity and rejects the rest of its heat to a river or the air. Co-generation puts heat to work as well: part of the reactor’s output goes to industry as steam, and the rest drives a turbine.'),
        p('A two-unit IMSR plant produces about 884 MWt of heat. It can be run in three ways, and moved between them as demand changes:'),
        list(
          'All power: the whole heat output drives the turbines, for about 390 MWe at 44 % net efficiency.',
          'Heat and power: about half the heat, some 440 MWt, goes to process steam, and the other half makes about 195 MWe.',
          'All heat: close to the full 884 MWt goes to a large industrial complex as steam, with only the plant’s own needs drawn off as electricity.',
        ),
        {
          kind: 'figure',
          figure: {
            src: '/images/technology/co-generation-diagram.svg',
            width: 800,
            height: 520,
            alt: 'Diagram: about 884 MWt of heat from a two-unit IMSR plant splits into two streams; about 440 MWt goes to industry as process steam and about 440 MWt drives a turbine that makes about 195 MWe of electricity.',
            caption:
              'One way to split the heat of a two-unit plant: about half goes to industry as process steam, and the other half makes about 195 MWe. The split can move toward steam or toward power as demand changes.',
          },
        },
        p('The reactor keeps running at steady output while the split changes downstream, so a co-generation plant can follow a site’s steam demand, or sell more power when the grid needs it, without cycling the reactor. Heat costs under US$8.60 per MMBtu and electricity under US$69 per MWh; where a site needs both, co-generation puts every unit of heat to its most valuable use.'),
      ],
    },
    {
      id: 'from-study-to-steam',
      heading: 'From study to steam',
      blocks: [
        p('Every project starts with the customer’s own heat and power balance: which temperatures and pressures the process needs, how demand moves through the day and the year, and how the site connects to the grid. From there we size the plant and the split between steam and electricity.'),
        p('Plants are designed to be built in under four years on about 7 hectares (17.3 acres), and the international rollout of the IMSR begins in 2030.'),
      ],
    },
  ],
  keyFigures: [
    { value: '585 °C', label: 'Heat delivered (legacy reactors: 290 °C)' },
    { value: '44 %', label: 'Net thermal efficiency' },
    { value: '~884 MWt', label: 'Heat from a two-unit plant' },
    { value: 'Under US$8.60', label: 'Per MMBtu of heat' },
    { value: 'Under US$69', label: 'Per MWh of electricity' },
    { value: '7 ha', label: 'Site for a plant (17.3 acres)' },
  ],
  related: [commonLinks.commercialAdvantages, commonLinks.howItWorks, commonLinks.pathToMarket, commonLinks.advancedNuclear],
};
