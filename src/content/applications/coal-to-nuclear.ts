import { staticRoutes } from '@/config/routes';
import { applicationRelated, blocks, sectionSubtitle, type Article } from '@/content/article';

const { p, list } = blocks;
const route = staticRoutes.coalToNuclear;

export const coalToNuclearArticle: Article = {
  route,
  subtitle: sectionSubtitle(route.path, 'Applications'),
  description:
    'A second life for retiring coal stations: IMSR heat matches their steam, so turbines, cooling water, grid connections and skilled people stay in service.',
  headerImage: '/images/applications/coal-to-nuclear-header.svg',
  lead: [
    'Hundreds of coal-fired power stations in North America and Europe are due to close over the next two decades. Each closure removes firm capacity from the grid and takes with it hundreds of jobs and a large share of a community’s tax base. Yet much of what makes a power station valuable does not wear out when the boilers are switched off: its grid connection, its water, its land and its people.',
    'The IMSR is designed to put those assets back to work. Its 585 °C heat raises steam close to what coal boilers supply, so a coal station can be repowered with a clean heat source instead of being demolished.',
  ],
  sections: [
    {
      id: 'the-challenge',
      heading: 'The challenge: closing coal without losing what it provides',
      blocks: [
        p('Coal stations have supplied reliable, dispatchable power for generations. As they retire, grid operators must replace more than their energy: their firm capacity, the stability their spinning generators give the network, and their place on it, often at the end of long transmission corridors that would be hard to build again.'),
        p('For host communities the loss is more personal. A station employs hundreds of skilled operators, technicians and engineers, supports local suppliers and pays a large share of local taxes. When it closes, the site often sits idle, its switchyard unused and its transmission lines carrying less and less.'),
        p('Building new generation somewhere else means new land, new permits, new water rights and, above all, new transmission, which in many regions now takes a decade or more to approve and build.'),
      ],
    },
    {
      id: 'why-the-imsr-fits',
      heading: 'Why the IMSR fits a coal station',
      blocks: [
        p('Legacy water-cooled reactors make steam at about 290 °C, far below the conditions a coal station’s turbines were built for, so they could never reuse them. The IMSR delivers heat at 585 °C. That lets it raise steam close to the main-steam conditions of a typical subcritical coal unit, and it brings the plant’s net thermal efficiency to 44 %, on a par with a good coal unit.'),
        list(
          'Matching steam: the turbine island, condensers and feedwater heaters can be reused, often with modest changes rather than replacement.',
          'Comparable output: about 195 MWe per reactor unit and about 390 MWe from a two-unit plant, in the range of many mid-sized coal units.',
          'A small footprint: a two-unit plant fits on about 7 hectares (17.3 acres), room most coal sites have once their coal yards or ash areas are cleared.',
          'Firm, dispatchable power at under US$69 per MWh, which keeps capacity on the grid where it is needed.',
          'No coal trains and no carbon dioxide from generation: the fuel is uranium enriched to under 5 % U-235, sealed in a Core-unit that is replaced every seven years.',
        ),
        p('For the grid operator, a repowered station keeps a large spinning generator at a point in the network that was planned around it. Voltage support, system strength and the protection settings of the surrounding network stay much as they are, and the studies needed to approve the new plant are simpler than for a new connection elsewhere.'),
      ],
    },
    {
      id: 'what-a-repowered-station-reuses',
      heading: 'What a repowered station reuses',
      blocks: [
        p('Every station needs its own engineering study, but the assets that carry over are much the same from site to site.'),
        list(
          'Turbine hall and generator: steam from the IMSR’s steam generators takes the place of steam from the boiler, and the turbine, generator and much of the balance of plant stay in service after inspection and refurbishment.',
          'Cooling water: the intake and discharge structures, cooling towers and water permits already suit a plant of similar output and efficiency.',
          'Grid connection and transmission: the switchyard and the lines that carry the station’s output to its customers are the hardest assets to replace and the easiest to keep.',
          'Land and infrastructure: roads, rail sidings, offices and workshops serve the new plant as they served the old one.',
          'Workforce: operators, maintenance crews and engineers bring decades of power-plant experience, and with training and licensing many can move to the nuclear plant.',
        ),
        {
          kind: 'figure',
          figure: {
            src: '/images/applications/coal-to-nuclear-diagram.svg',
            width: 800,
            height: 520,
            alt: 'Diagram: before, a coal boiler feeds the station’s steam turbine, cooling water and switchyard; after, an IMSR and its steam generator take the boiler’s place while the same turbine hall, cooling water, switchyard, transmission lines and workforce stay in service.',
            caption:
              'Repowering: the IMSR and its steam generator replace the coal boiler. The turbine hall, cooling water, switchyard, transmission lines and the people who run them stay in service.',
          },
        },
        p('Reuse saves more than money. Keeping the grid connection avoids new transmission corridors, keeping the water supply avoids new water rights, and building on an existing industrial site usually meets less opposition than breaking new ground.'),
      ],
    },
    {
      id: 'a-planned-transition',
      heading: 'A planned transition for people and places',
      blocks: [
        p('Repowering works best as a planned transition rather than a gap. The coal units can keep running while the IMSR is built beside them on cleared land, and the changeover can be scheduled for a planned outage. The workforce stays employed through construction and into operation, and the community keeps a major employer and taxpayer.'),
        p('A nuclear plant needs a somewhat smaller operating staff than a coal station with its fuel handling and ash systems, but it offers skilled, long-term jobs for a plant life of more than 50 years, and hundreds of construction jobs during the build.'),
      ],
    },
    {
      id: 'the-path-to-repowering',
      heading: 'The path to repowering',
      blocks: [
        p('The IMSR has more than a decade of design work and regulatory review behind it, and we are preparing the first plants for an international rollout from 2030. Each plant is designed to be built in under four years. That fits the retirement schedules being set now: a coal unit due to close in the early or mid 2030s can be studied for repowering today.'),
        p('A project usually starts with a feasibility study of the site: the condition of the turbine island, the cooling water system, grid capacity, space for the reactor building and the local licensing path. We carry out these studies with owners and their engineers, and we welcome conversations with utilities, communities and governments planning for coal retirements.'),
      ],
    },
  ],
  keyFigures: [
    { value: '585 °C', label: 'Heat for turbine steam (legacy reactors: 290 °C)' },
    { value: '44 %', label: 'Net thermal efficiency, like a good coal unit' },
    { value: '~390 MWe', label: 'Firm, dispatchable power from a two-unit plant' },
    { value: '7 ha', label: 'Land needed (17.3 acres)' },
    { value: 'Under US$69', label: 'Per MWh of electricity' },
    { value: 'Under 4 years', label: 'To build a plant' },
    { value: '2030', label: 'International rollout begins' },
  ],
  related: applicationRelated(route.path),
};
