/**
 * Background paragraphs the demo articles share, by topic. Each demo article opens with its own lead;
 * these give the bodies the depth a real newsroom's would have.
 */
export const topicParagraphs = {
  heat: [
    'Most of the world’s industrial heat is still made by burning coal, oil and gas. The IMSR delivers heat at 585 °C, against roughly 290 °C from the water-cooled reactors built in the last century, which is hot enough for steam methane reforming, ammonia, refining and most chemical processes.',
    'Because the plant turns that heat into electricity at 44 % net thermal efficiency, a single site can sell steam and power at the same time, shifting the mix as an industrial customer’s demand changes through the day.',
  ],
  coreUnit: [
    'At the centre of the design is the Core-unit: the reactor vessel, pumps, heat exchangers and graphite moderator sealed in one replaceable module. After seven years of operation it is shut down, left to cool in its silo, and a new Core-unit takes over, so no component has to be engineered for a sixty-year life in a hot, radioactive environment.',
    'Replacing the Core-unit instead of repairing it is the design choice that keeps the plant simple. Every seven years the operator gets what is effectively a new reactor, built in a factory and checked before it ships.',
  ],
  safety: [
    'The fuel is dissolved in a molten fluoride salt that operates near atmospheric pressure. There is no high-pressure water to flash to steam, and the salt stays liquid over a wide temperature range, so the physics that drove the accidents of older designs are simply absent.',
    'Decay heat after shutdown is carried away by natural air circulation around the reactor silo. No pumps, operators or outside power are needed to keep the core cool, and the salt retains most fission products chemically.',
  ],
  cost: [
    'Our cost studies put electricity from an IMSR plant below US$69 per megawatt-hour and process heat below US$8.60 per MMBtu, figures competitive with natural gas in most of the OECD even before any price on carbon.',
    'A plant is designed to be built in under four years. Most of the nuclear equipment arrives as factory-built modules, which moves labour off the construction site and onto a production line.',
  ],
  siting: [
    'A complete plant fits on about 7 hectares (17.3 acres). That small footprint lets an IMSR sit beside a chemical complex, at a retiring coal station that already has a grid connection and cooling water, or on an industrial park next to a data center campus.',
    'The standard plant pairs two reactors. It produces 884 MW of heat (882 MW in some of our earlier papers), which converts to 392 MW of electricity for the grid; smaller configurations deliver 195 MWe on the same 7 hectares.',
  ],
  fuel: [
    'The IMSR runs on standard-assay low-enriched uranium, under 5 % U-235, the same enrichment the existing fuel supply chain already produces. There is no need to wait for new enrichment capacity before the first plants operate.',
    'Fuel is added to the salt as the reactor runs, so there are no refuelling outages and no need to load years of excess reactivity into the core at start-up.',
  ],
  market: [
    'We estimate the addressable market for clean industrial heat and power at one trillion dollars in the OECD alone. Heavy industry has few other ways to reach net zero: heat pumps cannot reach the temperatures it needs, and hydrogen made from renewable power is still expensive.',
    'Our plan is a commercial rollout from 2030, beginning with a first plant in North America and followed by fleets built for industrial partners in Europe and Asia.',
  ],
  regulation: [
    'The design has completed the first two phases of a pre-licensing vendor design review by a national nuclear regulator, which found no fundamental barriers to licensing. Our engineers continue to work with regulators in Canada and the United States on the detailed licensing basis.',
    'Molten salt reactors are not new to regulators: an experimental reactor ran at Oak Ridge National Laboratory for four years in the 1960s. The IMSR builds on that operating record with modern materials and a sealed, replaceable core.',
  ],
} as const;

export type Topic = keyof typeof topicParagraphs;
