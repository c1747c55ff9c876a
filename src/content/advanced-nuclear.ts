import { staticRoutes } from '@/config/routes';
import { blocks, commonLinks, sectionSubtitle, type Article, type ArticleTable } from '@/content/article';

const { p, list } = blocks;
const route = staticRoutes.advancedNuclear;

/** Legacy light-water reactor and IMSR, feature by feature. */
export const reactorComparison: ArticleTable = {
  id: 'reactor-comparison',
  caption: 'A typical legacy light-water reactor compared with the IMSR',
  columns: ['Feature', 'Legacy light-water reactor', 'IMSR'],
  rows: [
    { header: 'Coolant', cells: ['Water, kept liquid under high pressure', 'Molten fluoride salt'] },
    { header: 'Outlet temperature', cells: ['About 290 °C', '585 °C'] },
    { header: 'Operating pressure', cells: ['About 155 bar', 'Near-atmospheric'] },
    { header: 'Net thermal efficiency', cells: ['About 33 %', '44 %'] },
    { header: 'Fuel form', cells: ['Solid uranium-oxide pellets in metal-clad rods', 'Uranium dissolved in the liquid fuel salt'] },
    { header: 'Enrichment', cells: ['Under 5 % U-235', 'Under 5 % U-235'] },
    { header: 'Refuelling', cells: ['Shutdown every 18 to 24 months to replace part of the core', 'Fresh fuel salt added while the reactor runs'] },
    { header: 'Component replacement', cells: ['Vessel and internals built to last the plant’s life, repaired in place', 'Sealed Core-unit replaced every 7 years'] },
  ],
};

export const advancedNuclearArticle: Article = {
  route,
  subtitle: sectionSubtitle(route.path, 'Technology'),
  description:
    'What sets Generation IV reactors apart from the plants built in the last century, and where the molten-salt IMSR sits among them.',
  headerImage: '/images/technology/advanced-nuclear-header.svg',
  lead: [
    'Nearly every nuclear power plant running today is a light-water reactor: uranium-oxide fuel in metal rods, cooled and moderated by ordinary water under high pressure. The design has served for six decades, but water limits the temperature it can deliver, and much of its cost and complexity goes into keeping that water under control.',
    'Advanced reactors, often grouped as Generation IV, use other coolants and fuel forms to run hotter, at lower pressure, and with safety that rests more on physics than on engineered systems.',
  ],
  sections: [
    {
      id: 'what-makes-a-reactor-advanced',
      heading: 'What makes a reactor advanced',
      blocks: [
        p('In the early 2000s an international forum of governments and research organisations set goals for the next generation of nuclear systems: better use of fuel and less waste, lower and more predictable costs, higher safety and reliability, and resistance to proliferation. It chose six reactor families to pursue them:'),
        list(
          'Very-high-temperature reactors, cooled by helium gas.',
          'Sodium-cooled fast reactors.',
          'Lead-cooled fast reactors.',
          'Gas-cooled fast reactors.',
          'Supercritical-water-cooled reactors.',
          'Molten salt reactors, in which the fuel, the coolant or both are a liquid salt.',
        ),
        p('They differ widely, but all of them deliver heat well above the 290 °C of legacy plants, and the liquid-metal and molten-salt designs do it at or near atmospheric pressure. Higher temperature opens the door to industrial heat and better efficiency; lower pressure opens the door to simpler, cheaper plants.'),
      ],
    },
    {
      id: 'where-the-imsr-sits',
      heading: 'Where the IMSR sits',
      blocks: [
        p('The IMSR is a molten salt reactor. Its uranium fuel is dissolved in a fluoride salt that is both fuel and primary coolant, flowing through a graphite core that slows neutrons down. The salt boils at well over 1,000 °C, so it stays liquid at 585 °C without being pressurised.'),
        p('Molten salt reactors are not new. An experimental reactor ran in the United States in the 1960s and showed that fuel salt could be pumped, heated and cooled reliably for thousands of hours. The IMSR builds on that work with a practical answer to the problem that held the idea back: the reactor vessel, pumps, heat exchangers and graphite are combined in one sealed Core-unit that is replaced every seven years, rather than built to last the life of the plant.'),
        p('It burns standard-assay fuel, enriched to under 5 % U-235 like the fuel of today’s fleet, so it does not wait on new supply chains for more highly enriched fuel.'),
      ],
    },
    {
      id: 'legacy-and-imsr-compared',
      heading: 'Legacy light-water reactors and the IMSR compared',
      blocks: [
        p('The table sets a typical legacy pressurised-water reactor beside the IMSR.'),
        { kind: 'table', table: reactorComparison },
        p('Pressure and temperature make the biggest difference. A legacy reactor is built around holding water at about 155 bar; the IMSR is not, which removes the need for thick-walled pressure vessels and for containment sized to hold a high-pressure steam release.'),
      ],
    },
    {
      id: 'safety-by-physics',
      heading: 'Safety by physics',
      blocks: [
        p('In a light-water reactor, safety depends on keeping water over the fuel. If cooling is lost, pumps, valves and backup power must work, or passive systems must take over, because water released at high pressure flashes to steam and overheated fuel cladding can react with steam to make hydrogen.'),
        p('The IMSR’s safety rests on the properties of its salt:'),
        list(
          'Low pressure: there is no high-pressure coolant to drive radioactive material out of the reactor if a pipe breaks.',
          'Self-limiting power: as the fuel salt heats up it expands, fewer fissions take place, and power falls on its own, without control rods or operator action.',
          'Fission products stay put: most of the radioactive products of fission bind chemically to the salt instead of escaping as gases.',
          'Passive cooling: if all power is lost, natural circulation around the reactor vessel carries its heat away for as long as needed, with no pumps, valves or operators.',
          'No water in the core: no steam explosions and no hydrogen from overheated fuel cladding.',
        ),
      ],
    },
    {
      id: 'waste-and-fuel-use',
      heading: 'Waste and fuel use',
      blocks: [
        p('The IMSR turns more of its heat into electricity and draws more energy from its fuel, so it produces about 40 % less waste per unit of energy than a legacy plant. Spent fuel salt is drained into storage tanks, where it cools and solidifies, and used Core-units are kept in shielded storage on site.'),
        p('The plant is designed to hold its spent fuel safely on site for its whole operating life, while keeping open the option of recycling the fuel salt in future.'),
      ],
    },
    {
      id: 'from-design-to-deployment',
      heading: 'From design to deployment',
      blocks: [
        p('The IMSR has completed more than a decade of design and regulatory review. Plants are designed to be built in under four years, on about 7 hectares (17.3 acres), and the international rollout begins in 2030. The pages below go further into how the reactor works, where its heat is used and what it costs.'),
      ],
    },
  ],
  keyFigures: [
    { value: '585 °C', label: 'Outlet temperature (legacy reactors: about 290 °C)' },
    { value: 'Near-atmospheric', label: 'Operating pressure (legacy reactors: about 155 bar)' },
    { value: '44 %', label: 'Net thermal efficiency (legacy reactors: about 33 %)' },
    { value: 'Under 5 %', label: 'U-235 in the fuel, as in today’s fleet' },
    { value: '7 years', label: 'Life of each sealed Core-unit' },
    { value: '40 % less', label: 'Waste per unit of energy' },
  ],
  related: [commonLinks.howItWorks, commonLinks.industrialUses, commonLinks.commercialAdvantages, commonLinks.pathToMarket],
};
