/**
 * Where Less brings a collapsed item back to (SPEC §9): the item's top this many pixels below the
 * top of the window, or lower when the bars fixed or stuck to the top of the window reach further
 * down at that width (see `collapseScrollOffset`).
 */
export const collapseOffsets = {
  /** Home's 'What we do' items. */
  home: 200,
  /** Path to Market's blocks. */
  pathToMarket: 180,
  /** Team and advisor cards, and any other More/Less (the specification allows 150–180). */
  cards: 165,
} as const;

/** The least space left between the lowest bar covering the top of the window and a collapsed item's top. */
export const BAR_CLEARANCE = 16;
