import { newsCategories } from '@/config/news';
import { type Topic, topicParagraphs } from './paragraphs';

/**
 * The demo newsroom: original sample content shaped like the CMS's records (HTML strings, category ids,
 * ACF-like fields), so it goes through the same sanitising and display rules as WordPress content.
 * Ids are fixed. Upcoming events (and the two newest posts) are dated relative to the day they are read,
 * so the demo never runs out of upcoming events or of articles from the current year.
 *
 * It is the first thing a newcomer sees of the site, so it looks like a real newsroom: every card has a
 * fitting label and text, and pictures vary from card to card. The spec's fallbacks ('UNKNOWN',
 * 'Content not found...', the default image, 'Anonymous', 'Unknown', 'INVALID DATE') are shown by test
 * fixtures instead; only two old articles keep the default image, so it is seen in a browser too.
 */

export type DemoType = 'post' | 'app_media' | 'app_event';

export interface DemoRecord {
  id: number;
  type: DemoType;
  /** Site-local ISO date-time, as WordPress gives it. */
  date: string;
  title: string;
  excerpt: string;
  content: string;
  categories: number[];
  author: string;
  image: { src: string; alt: string; width: number; height: number } | null;
  /** The outlet's wordmark (In the News), as `acf.source_logo` would resolve to. */
  sourceLogo?: { src: string; width: number; height: number } | null;
  acf: {
    url?: string;
    blockquote?: string;
    video_id?: string;
    type?: string;
    source?: string;
    resource?: string;
    embed?: string;
    start_date?: string;
    end_date?: string;
  };
}

/** A category of the demo's own for events (the CMS files events under one too). */
export const DEMO_EVENTS_CATEGORY = { id: 61, name: 'Events' } as const;

/** Topic categories some articles carry beside their main one (search can filter by them). */
export const DEMO_TOPIC_CATEGORIES = {
  blog: { id: 62, name: 'Blog' },
  genIv: { id: 63, name: 'Gen-IV' },
  smallModularReactors: { id: 64, name: 'Small Modular Reactors' },
} as const;

const BLOG = DEMO_TOPIC_CATEGORIES.blog.id;
const GEN_IV = DEMO_TOPIC_CATEGORIES.genIv.id;
const SMR = DEMO_TOPIC_CATEGORIES.smallModularReactors.id;

const NEWS = newsCategories.inTheNews.id;
const IDEAS = newsCategories.ideas.id;
const PRESS = newsCategories.pressReleases.id;

const images = {
  vessel: { src: '/images/news/reactor-vessel.svg', alt: 'Outline of a reactor vessel glowing with molten salt inside a concrete silo' },
  heat: { src: '/images/news/heat-flow.svg', alt: 'Orange heat flowing from a reactor loop into an industrial heat exchanger' },
  skyline: { src: '/images/news/industrial-skyline.svg', alt: 'Silhouette of chemical plant towers and stacks at dusk' },
  grid: { src: '/images/news/grid-map.svg', alt: 'Map-like grid of transmission lines connecting plant sites' },
  coreUnit: { src: '/images/news/core-unit.svg', alt: 'Cutaway drawing of a sealed Core-unit module being lowered into place' },
  campus: { src: '/images/news/data-campus.svg', alt: 'Rows of data center halls beside a compact power plant' },
  team: { src: '/images/news/engineering-team.svg', alt: 'Engineers gathered around a large design drawing' },
  timeline: { src: '/images/news/milestones.svg', alt: 'A line of milestones rising from 2013 towards 2030' },
  vision: { src: '/images/news/vision-poster.svg', alt: 'A calm orange heat wave crossing a dark blue industrial landscape' },
  report: { src: '/images/news/annual-report.svg', alt: 'Cover of a report with a rising bar chart' },
  reading: { src: '/images/news/reading-list.svg', alt: 'A row of books on a shelf under a warm lamp' },
  cost: { src: '/images/news/cost-curve.svg', alt: 'Bar chart of costs falling from one plant to the next' },
  footprint: { src: '/images/news/site-footprint.svg', alt: 'Site plan of a compact two-reactor plant between industrial buildings' },
  fuelSalt: { src: '/images/news/fuel-salt.svg', alt: 'A laboratory flask of glowing orange salt beside crystal lattices' },
  figures: { src: '/images/news/key-figures.svg', alt: 'Panels of gauges and charts summarising plant figures' },
} as const;

type ImageKey = keyof typeof images;

function image(key: ImageKey | null): DemoRecord['image'] {
  return key ? { ...images[key], width: 1200, height: 675 } : null;
}

function body(lead: string, topics: Topic[]): string {
  const paragraphs = [lead, ...topics.flatMap((topic) => topicParagraphs[topic])];
  return paragraphs.map((text) => `<p>${text}</p>`).join('\n');
}

interface PostInput {
  id: number;
  date: string;
  category: number;
  title: string;
  excerpt?: string;
  lead?: string;
  topics?: Topic[];
  image?: ImageKey | null;
  author?: string;
  acf?: DemoRecord['acf'];
  /** Topic categories beside the main one. */
  alsoIn?: number[];
}

function post({ id, date, category, title, excerpt, lead, topics = [], image: imageKey = null, author = 'Communications Team', acf = {}, alsoIn = [] }: PostInput): DemoRecord {
  return {
    id,
    type: 'post',
    date,
    title,
    excerpt: excerpt ? `<p>${excerpt}</p>` : '',
    content: body(lead ?? excerpt ?? '', topics),
    categories: [category, ...alsoIn],
    author,
    image: image(imageKey),
    acf,
  };
}

/** Wordmarks of some outlets (our own drawings); the others have none, as on the real site. */
const outletLogos: Record<string, { src: string; width: number; height: number }> = {
  'The Industrial Ledger': { src: '/images/news/outlets/industrial-ledger.svg', width: 168, height: 48 },
  'Grid Weekly': { src: '/images/news/outlets/grid-weekly.svg', width: 168, height: 48 },
  'Northern Energy Review': { src: '/images/news/outlets/northern-energy-review.svg', width: 168, height: 48 },
};

function inTheNews(id: number, date: string, outlet: string, title: string, excerpt: string, options: { quote?: string; image?: ImageKey | null; slug: string; topics?: Topic[]; also?: number[] }): DemoRecord {
  const record = post({
    id,
    date,
    category: NEWS,
    title,
    excerpt,
    topics: options.topics ?? [],
    image: options.image ?? null,
    author: 'Communications Team',
    alsoIn: options.also,
    acf: {
      source: outlet,
      url: `https://news.example.com/${options.slug}`,
      ...(options.quote ? { blockquote: `<p>${options.quote}</p>` } : {}),
    },
  });
  return { ...record, sourceLogo: outletLogos[outlet] ?? null };
}

/** The fixed part of the archive. */
const archive: DemoRecord[] = [
  // Press releases
  post({ id: 1001, date: '2018-03-14T09:00:00', category: PRESS, title: 'Northwind Nuclear opens engineering centre for the Integral Molten Salt Reactor', excerpt: 'A new design office brings reactor physicists, chemists and plant engineers together under one roof to take the IMSR from concept to licensable design.', topics: ['coreUnit', 'safety'], image: 'team', author: 'Media Relations' }),
  post({ id: 1002, date: '2018-10-02T09:00:00', category: PRESS, title: 'IMSR completes first phase of pre-licensing vendor design review', excerpt: 'The regulator’s first-phase assessment found no fundamental barriers to licensing the Integral Molten Salt Reactor.', topics: ['regulation'], image: 'vessel', author: 'Media Relations' }),
  post({ id: 1003, date: '2019-05-21T09:00:00', category: PRESS, title: 'Industrial partners join IMSR heat study for chemical complexes', excerpt: 'Three chemical producers will share load data so our engineers can size an IMSR plant that supplies both process steam and power.', topics: ['heat', 'siting'], image: 'skyline', author: 'Media Relations' }),
  post({ id: 1004, date: '2020-02-11T09:00:00', category: PRESS, title: 'Fuel salt test loop begins operation', excerpt: 'A non-nuclear test loop now circulates fluoride salt at operating temperature, validating pumps and heat exchangers for the Core-unit.', topics: ['coreUnit', 'fuel'], author: 'Media Relations' }),
  post({ id: 1005, date: '2021-04-27T09:00:00', category: PRESS, title: 'Design review phase two concludes with no fundamental barriers', excerpt: 'The second phase of the vendor design review examined the IMSR’s safety case in depth and confirmed the regulator saw no barriers to licensing.', topics: ['regulation', 'safety'], image: 'vessel', author: 'Media Relations' }),
  post({ id: 1006, date: '2021-11-09T09:00:00', category: PRESS, title: 'Site evaluation begins at a retiring coal station', excerpt: 'Engineers will assess whether an IMSR plant can reuse the station’s grid connection, cooling water and skilled workforce.', topics: ['siting'], image: 'grid', author: 'Media Relations' }),
  post({ id: 1007, date: '2022-06-15T09:00:00', category: PRESS, title: 'Agreement signed for a supply chain of factory-built Core-units', excerpt: 'A heavy-component manufacturer will study serial production of the sealed Core-unit, the module replaced every seven years.', topics: ['coreUnit', 'cost'], image: 'coreUnit', author: 'Media Relations' }),
  post({ id: 1008, date: '2023-01-24T09:00:00', category: PRESS, title: 'Low-enriched fuel supply secured for first IMSR plant', excerpt: 'A fuel agreement covers standard-assay uranium below 5 % U-235 for the first plant’s initial fuel salt.', topics: ['fuel'], image: 'fuelSalt', author: 'Media Relations' }),
  post({ id: 1009, date: '2023-09-12T09:00:00', category: PRESS, title: 'Data center developer to study IMSR power for a new campus', excerpt: 'The study will size a two-reactor plant to supply around-the-clock carbon-free electricity and heat for a hyperscale campus.', topics: ['siting', 'market'], image: 'campus', author: 'Media Relations' , alsoIn: [SMR] }),
  post({ id: 1010, date: '2024-03-05T09:30:00', category: PRESS, title: 'Northwind Nuclear announces business combination with an acquisition company', excerpt: 'The proposed combination would list the company publicly and fund the licensing and construction of the first IMSR plant.', topics: ['market', 'cost'], image: 'timeline', author: 'Media Relations' }),
  post({ id: 1011, date: '2024-10-22T09:00:00', category: PRESS, title: 'Licence application preparation begins for first IMSR plant', excerpt: 'A dedicated licensing team is preparing the application to prepare a site and construct the first commercial IMSR.', topics: ['regulation'], image: 'vessel', author: 'Media Relations' }),
  post({ id: 1012, date: '2025-05-13T09:00:00', category: PRESS, title: 'Core-unit prototype components pass high-temperature qualification', excerpt: 'Pump, heat-exchanger and graphite samples completed qualification at 700 °C, above the 585 °C the IMSR delivers in service.', topics: ['coreUnit', 'heat'], image: 'coreUnit', author: 'Media Relations' , alsoIn: [SMR] }),
  post({ id: 1013, date: '2026-02-17T09:00:00', category: PRESS, title: 'Northwind Nuclear selects engineering, procurement and construction partner', excerpt: 'The partner will turn the IMSR’s reference design into a build plan for a first plant completed in under four years.', topics: ['cost', 'market'], image: 'skyline', author: 'Media Relations' }),

  // In the News
  inTheNews(1101, '2018-06-08T07:00:00', 'The Industrial Ledger', 'Can a molten salt reactor heat a chemical plant?', 'A long read on why chemical producers are paying attention to reactors that run at 585 °C.', { slug: 'molten-salt-chemical-heat', image: 'heat', quote: 'For the first time, a reactor’s heat is hot enough for the plant next door.' }),
  inTheNews(1102, '2019-02-19T07:00:00', 'Grid Weekly', 'Small reactors, big grid questions', 'Grid planners weigh what small modular reactors could mean for transmission built around retiring coal plants.', { slug: 'small-reactors-grid', image: 'grid', also: [SMR] }),
  inTheNews(1103, '2019-11-04T07:00:00', 'Northern Energy Review', 'The reactor you replace instead of repair', 'The sealed Core-unit approach explained, with comments from plant operators.', { image: 'coreUnit', slug: 'replace-not-repair', quote: 'Seven years, then a fresh core from the factory: that changes the maintenance story completely.' }),
  inTheNews(1104, '2020-07-30T07:00:00', 'Plant & Process Journal', 'Nuclear heat enters the process engineering conversation', 'Process engineers discuss steam conditions an advanced reactor could supply.', { slug: 'nuclear-process-heat', image: 'skyline' }),
  inTheNews(1105, '2021-03-16T07:00:00', 'The Morning Dispatch', 'A quieter kind of nuclear', 'Why reactors that run at near-atmospheric pressure could change the public conversation about nuclear power.', { image: 'vision', slug: 'quieter-nuclear', topics: ['safety'], also: [GEN_IV] }),
  inTheNews(1106, '2022-01-25T07:00:00', 'Atomic Affairs Quarterly', 'Regulators and the new reactor designs', 'An overview of how vendor design reviews give developers early regulatory feedback.', { slug: 'regulators-new-designs', image: 'vessel' }),
  inTheNews(1107, '2022-09-06T07:00:00', 'Harbour City Post', 'Coal town looks to a nuclear future', 'Residents near a retiring coal station weigh the jobs an advanced reactor could bring.', { slug: 'coal-town-nuclear', image: 'grid', quote: 'The grid connection is already here. So are the people who know how to run a power plant.' }),
  inTheNews(1108, '2023-04-18T07:00:00', 'Grid Weekly', 'Data centers go shopping for firm clean power', 'Hyperscale developers are signing early agreements with advanced reactor companies.', { slug: 'data-centers-firm-power', image: 'grid' }),
  inTheNews(1109, '2023-12-05T07:00:00', 'The Industrial Ledger', 'What 44 % efficiency buys you', 'An analysis of the economics of high-temperature reactors for combined heat and power.', { image: 'figures', slug: 'efficiency-economics', topics: ['cost'] }),
  inTheNews(1110, '2024-05-28T07:00:00', 'Northern Energy Review', 'Advanced reactor developer heads for the public markets', 'Coverage of the proposed business combination and what it means for the first IMSR plant.', { slug: 'public-markets', image: 'report' }),
  inTheNews(1111, '2025-01-14T07:00:00', 'Plant & Process Journal', 'Ammonia producers weigh nuclear steam', 'Producers look at steam methane reforming with heat from an IMSR.', { slug: 'ammonia-nuclear-steam', image: 'skyline', quote: 'At 585 °C, the heat is finally in the range our reformers care about.' }),
  inTheNews(1112, '2025-08-19T07:00:00', 'The Morning Dispatch', 'Seven hectares and a lot of heat', 'How compact advanced reactors could fit inside existing industrial parks.', { image: 'footprint', slug: 'seven-hectares', also: [SMR] }),
  inTheNews(1113, '2026-04-07T07:00:00', 'Atomic Affairs Quarterly', 'From design review to construction plan', 'A look at the steps between a completed design review and a first plant.', { slug: 'design-to-construction', image: 'coreUnit' }),

  // Ideas
  post({ id: 1201, date: '2018-08-22T12:00:00', category: IDEAS, title: 'Why industrial heat is the hardest part of decarbonisation', excerpt: 'Electricity gets the headlines, but a fifth of global energy use is heat for industry, and most of it is still made by burning fossil fuels.', topics: ['heat', 'market'], image: 'skyline', author: 'Dr. Amara Lindqvist' , alsoIn: [BLOG] }),
  post({ id: 1202, date: '2019-08-13T12:00:00', category: IDEAS, title: 'What the Oak Ridge experiment taught us', excerpt: 'Four years of operation in the 1960s showed that a molten salt reactor can run smoothly. Here is what we kept, and what we changed.', topics: ['regulation', 'safety'], author: 'Dr. Amara Lindqvist' , alsoIn: [BLOG, GEN_IV] }),
  post({ id: 1203, date: '2020-04-09T12:00:00', category: IDEAS, title: 'Designing for replacement, not for sixty years', excerpt: 'Why a seven-year Core-unit is simpler to license, build and operate than a vessel meant to last a lifetime.', topics: ['coreUnit'], image: 'coreUnit', author: 'Tomás Ferreira' }),
  post({ id: 1204, date: '2020-11-17T12:00:00', category: IDEAS, title: 'Pressure is the enemy: the case for low-pressure reactors', lead: 'The biggest engineering cost in a conventional reactor is holding water at high pressure. Remove the pressure, and much of the cost and risk goes with it.', topics: ['safety', 'cost'], image: 'vessel', author: 'Tomás Ferreira' , alsoIn: [BLOG, GEN_IV] }),
  post({ id: 1205, date: '2021-07-20T12:00:00', category: IDEAS, title: 'Repowering coal: reusing what is already there', excerpt: 'A retiring coal station has a grid connection, cooling water, a trained workforce and a community that knows power plants.', topics: ['siting'], image: 'skyline', author: 'Priya Natarajan' }),
  post({ id: 1206, date: '2022-03-29T12:00:00', category: IDEAS, title: 'Fuel you can buy today', excerpt: 'Advanced reactors that need exotic fuel must wait for a new supply chain. The IMSR does not.', topics: ['fuel'], image: 'fuelSalt', author: 'Dr. Amara Lindqvist' }),
  post({ id: 1207, date: '2022-10-11T12:00:00', category: IDEAS, title: 'Steam, power &amp; the <em>chemical</em> plant of 2035', excerpt: 'Picturing a chemical complex that takes its steam and electricity from a reactor on the same site.', topics: ['heat', 'siting'], image: 'skyline', author: 'Priya Natarajan' }),
  post({ id: 1208, date: '2023-06-06T12:00:00', category: IDEAS, title: 'How we think about cost', lead: 'Nuclear projects have earned a reputation for overruns. We believe factory-built modules and a simple plant are how that changes, and we publish the numbers we design to.', topics: ['cost'], image: 'cost', author: 'Tomás Ferreira' , alsoIn: [BLOG] }),
  post({ id: 1209, date: '2024-01-16T12:00:00', category: IDEAS, title: 'The grid needs firm power too', excerpt: 'Wind and solar are growing fast. Firm, carbon-free capacity that runs at night and in winter is the missing complement.', topics: ['market', 'siting'], image: 'grid', author: 'Priya Natarajan' }),
  post({ id: 1210, date: '2024-08-27T12:00:00', category: IDEAS, title: 'Notes from the test loop', excerpt: 'What a year of circulating hot fluoride salt taught our materials team.', topics: ['coreUnit'], image: 'team', author: 'Dr. Amara Lindqvist' }),
  post({ id: 1211, date: '2025-03-18T12:00:00', category: IDEAS, title: 'A trillion-dollar market hiding in plain sight', excerpt: 'Industrial heat and power in the OECD alone is a market we estimate at one trillion dollars.', topics: ['market'], image: 'vision', author: 'Priya Natarajan' , alsoIn: [BLOG] }),
  post({ id: 1212, date: '2025-10-07T12:00:00', category: IDEAS, title: 'Reading list: molten salt reactors for newcomers', excerpt: 'The reports, histories and primers our engineers hand to anyone who asks where molten salt reactors came from and where they are going.', lead: 'Every new colleague asks the same question in their first week: what should I read? This is the list we give them, from the operating records of the 1960s experiment to the public guides on how a new reactor design is reviewed.', topics: ['regulation', 'fuel'], image: 'reading', author: 'Communications Team' }),
  post({ id: 1213, date: '2026-06-23T12:00:00', category: IDEAS, title: 'Planning a fleet, not a single plant', excerpt: 'Why we design the first IMSR plant as the first of many, with every Core-unit built the same way.', topics: ['cost', 'market'], image: 'timeline', author: 'Tomás Ferreira' , alsoIn: [BLOG, SMR] }),
];

function media(id: number, date: string, title: string, excerpt: string, acf: DemoRecord['acf'], imageKey: ImageKey | null, content = ''): DemoRecord {
  return { id, type: 'app_media', date, title, excerpt: excerpt ? `<p>${excerpt}</p>` : '', content, categories: [], author: 'Communications Team', image: image(imageKey), acf };
}

const keyFiguresTable = `<figure>
<table>
<caption>IMSR plant at a glance</caption>
<thead><tr><th scope="col">Figure</th><th scope="col">Value</th></tr></thead>
<tbody>
<tr><td>Heat delivered</td><td>585 °C</td></tr>
<tr><td>Net thermal efficiency</td><td>44 %</td></tr>
<tr><td>Thermal output (two reactors)</td><td>884 MWt</td></tr>
<tr><td>Electrical output</td><td>392 MWe</td></tr>
<tr><td>Core-unit lifetime</td><td>7 years</td></tr>
<tr><td>Site footprint</td><td>7 hectares (17.3 acres)</td></tr>
<tr><td>Fuel enrichment</td><td>under 5 % U-235</td></tr>
</tbody>
</table>
<figcaption>Design figures for the standard two-reactor plant.</figcaption>
</figure>`;

const mediaItems: DemoRecord[] = [
  media(2341, '2019-03-04T10:00:00', 'IMSR technical overview', 'A short introduction to the reactor, its fuel salt, the Core-unit, the plant layout and the figures behind them.', { type: 'download', resource: '/files/imsr-technical-overview.pdf' }, 'vessel'),
  media(2342, '2020-09-15T10:00:00', 'Core-unit fact sheet', 'The Core-unit on one page: what is inside, how it is replaced, and why.', { type: 'download', resource: '/files/core-unit-fact-sheet.pdf' }, null),
  media(2343, '2020-12-01T10:00:00', 'Generation IV reactor technologies explained', 'An independent primer on the six Generation IV reactor families, including molten salt reactors.', { type: 'external', url: 'https://example.org/generation-iv-primer' }, 'grid'),
  media(2344, '2021-06-22T10:00:00', 'How a vendor design review works', 'A regulator’s public guide to the pre-licensing review of a new reactor design.', { type: 'external', url: 'https://example.org/vendor-design-review' }, null),
  media(2345, '2021-09-28T10:00:00', 'Webinar: industrial heat without carbon', 'Our engineers answer questions from chemical producers about supplying steam from an IMSR.', { type: 'youtube', video_id: 'Ab3dEf9HiJk' }, 'heat'),
  media(2346, '2022-05-10T10:00:00', 'Explainer: how a molten salt reactor works', 'Five minutes on fuel salt, moderation, heat transfer and passive cooling.', { type: 'youtube', video_id: 'Xy7Zq2Lm0Np' }, 'vessel'),
  media(2347, '2022-11-29T10:00:00', 'Animation: replacing a Core-unit', 'How a spent Core-unit is shut down and a new one takes over, every seven years.', { type: 'other', resource: '/videos/vision.webm' }, 'coreUnit'),
  media(2348, '2023-02-14T10:00:00', 'Rendering of a two-reactor IMSR plant', 'Free to use with credit. The standard plant fits on about 7 hectares.', {}, 'campus'),
  media(2349, '2023-07-11T10:00:00', 'Diagram: from fuel salt to process steam', 'The heat path from the reactor through the intermediate loops to an industrial user.', { type: '' }, 'fuelSalt'),
  media(2350, '2023-10-03T10:00:00', 'Site footprint illustration', 'How a 7-hectare plant compares with a typical chemical complex.', {}, 'skyline'),
  media(2351, '2024-02-20T10:00:00', 'Key figures of the IMSR plant', 'The standard two-reactor plant at a glance: heat, efficiency, output, Core-unit life, footprint and fuel.', { embed: keyFiguresTable }, 'figures'),
  media(2352, '2024-04-09T10:00:00', 'Fuel and enrichment briefing', 'Why the IMSR runs on standard low-enriched uranium under 5 % U-235.', { type: 'download', resource: '/files/core-unit-fact-sheet.pdf' }, 'fuelSalt'),
  media(2353, '2024-11-12T10:00:00', 'Industry association report on nuclear heat for chemicals', 'An independent report on the role of advanced reactors in chemical manufacturing.', { type: 'external', url: 'https://example.org/nuclear-heat-chemicals' }, 'skyline'),
  media(2354, '2025-04-29T10:00:00', 'Core-unit cutaway', 'A cutaway drawing of the sealed Core-unit, free to use with credit.', {}, 'coreUnit'),
  media(2355, '2025-09-16T10:00:00', 'Panel: advanced reactors and the grid', 'Recording of our panel with grid operators on firm clean power.', { type: 'youtube', video_id: 'Qw8Er5Ty1Ui' }, 'grid'),
  media(
    2356,
    '2026-01-20T10:00:00',
    'Our vision: carbon-free energy for global industry',
    'A short film about heat, industry and the reactor we are building for both.',
    { type: 'other', resource: '/videos/vision.webm' },
    'vision',
    '<p>Industry runs on heat. This short animation follows that heat from the IMSR’s fuel salt, through the plant’s heat exchangers, to the chemical plants, refineries and data centers that need it around the clock, without carbon emissions.</p>',
  ),
];

const DAY = 24 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A calendar date `days` from `now`, in the CMS's compact or dashed form. */
function dayFrom(now: Date, days: number, dashed: boolean): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY);
  const parts = [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
  return dashed ? parts.join('-') : parts.join('');
}

function stamp(now: Date, days: number): string {
  return `${dayFrom(now, days, true)}T09:00:00`;
}

/** Days from `now` to the last day of the month after next, so an event starting then spans two months. */
function daysToMonthEnd(now: Date): number {
  const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0);
  return Math.round((monthEnd - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) / DAY) - 1;
}

function event(id: number, date: string, title: string, excerpt: string, start: string, end: string, imageKey: ImageKey | null, lead: string): DemoRecord {
  return {
    id,
    type: 'app_event',
    date,
    title,
    excerpt: `<p>${excerpt}</p>`,
    content: `<p>${lead}</p>`,
    categories: [DEMO_EVENTS_CATEGORY.id],
    author: 'Events Team',
    image: image(imageKey),
    acf: { start_date: start, end_date: end },
  };
}

function events(now: Date): DemoRecord[] {
  const spanStart = daysToMonthEnd(now);
  return [
    event(3001, '2019-04-02T09:00:00', 'Advanced Reactor Summit 2019', 'Meet our engineering team at booth 14.', '20190612', '20190614', 'vessel', 'Our chief engineer presents the Core-unit concept on the opening morning, followed by a session on molten salt chemistry.'),
    event(3002, '2021-08-30T09:00:00', 'Webinar: Heat for Chemical Producers', 'An online briefing for process engineers.', '2021-10-05', '2021-10-06', 'heat', 'Two afternoon sessions on steam conditions, plant integration and the economics of nuclear process heat.'),
    event(3003, '2023-01-16T09:00:00', 'Industrial Decarbonisation Forum', 'Panel on firm clean heat, spanning the end of February.', '20230227', '20230302', 'skyline', 'A four-day forum for heavy industry, with our panel on advanced reactors on the second day.'),
    event(3004, '2024-08-01T09:00:00', 'Community Open House', 'Learn about the site evaluation and ask our team questions.', '2024-09-18', '2024-09-18', 'grid', 'An evening open house near the site under evaluation, with displays, models and the people doing the work.'),
    event(3005, '2025-04-10T09:00:00', 'Nuclear Supply Chain Days', 'Suppliers meet the Core-unit manufacturing team.', '20250520', '20250522', 'coreUnit', 'Three days of meetings for suppliers interested in building components for the Core-unit production line.'),
    event(3006, stamp(now, -12), 'Investor Briefing: Path to the First Plant', 'An update for investors on licensing and construction planning.', dayFrom(now, 21, false), dayFrom(now, 23, false), 'timeline', 'Our executive team presents the plan and schedule for the first IMSR plant, followed by questions.'),
    event(3007, stamp(now, -8), 'Webinar: Data Centers and Firm Clean Power', 'A one-hour webinar for data center developers.', dayFrom(now, 45, true), dayFrom(now, 45, true), 'campus', 'How an IMSR plant could supply a data center campus with carbon-free electricity and heat around the clock.'),
    event(3008, stamp(now, -5), 'Molten Salt Technology Workshop', 'A technical workshop spanning the turn of the month.', dayFrom(now, spanStart, false), dayFrom(now, spanStart + 3, false), 'vessel', 'Four days of sessions on fuel salt chemistry, materials qualification and passive decay heat removal.'),
    event(3009, stamp(now, -3), 'Careers Evening: Build the IMSR With Us', 'Meet engineers and recruiters from every team.', dayFrom(now, 120, true), dayFrom(now, 121, true), 'team', 'Short talks from our engineering, licensing and operations teams, then conversations with recruiters.'),
    event(3010, stamp(now, -2), 'Annual Clean Heat Conference', 'Keynote on nuclear heat for heavy industry.', dayFrom(now, 200, false), '', 'heat', 'Our chief executive gives the closing keynote on the role of advanced reactors in industrial decarbonisation.'),
  ];
}

/** The two newest posts, dated just before `now` so the newsroom always has the current year. */
function recent(now: Date): DemoRecord[] {
  return [
    post({ id: 1014, date: stamp(now, -1), category: PRESS, title: 'Northwind Nuclear publishes its annual progress report', excerpt: 'Licensing, supply chain and first-plant planning: a year of progress on the Integral Molten Salt Reactor.', topics: ['regulation', 'market'], image: 'report', author: 'Media Relations' }),
    inTheNews(1114, stamp(now, -9), 'Grid Weekly', 'Industrial heat is the next clean energy frontier', 'Reporters visit the test loop and hear why 585 °C matters.', { slug: 'industrial-heat-frontier', image: 'heat', quote: 'Electricity was the easy part. Heat is where the real work starts.' }),
  ];
}

export function demoRecords(now: Date): DemoRecord[] {
  return [...archive, ...recent(now), ...mediaItems, ...events(now)];
}
