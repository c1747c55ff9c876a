import { describe, expect, it } from 'vitest';
import { BAR_CLEARANCE, collapseOffsets } from '@/config/scroll';
import { isTopInView, landingOffset } from '@/lib/smooth-scroll';

describe('where Less brings an item back to', () => {
  it('keeps the specification’s offsets: 200 px on home, 180 px on Path to Market, 150–180 px for cards', () => {
    expect(collapseOffsets.home).toBe(200);
    expect(collapseOffsets.pathToMarket).toBe(180);
    expect(collapseOffsets.cards).toBeGreaterThanOrEqual(150);
    expect(collapseOffsets.cards).toBeLessThanOrEqual(180);
  });

  it('lands at the offset while the bars end well above it', () => {
    // Desktop navbar alone (76 px), and the navbar with the advisors' group nav stuck under it (133 px).
    expect(landingOffset(200, 76)).toBe(200);
    expect(landingOffset(165, 133)).toBe(165);
  });

  it('lands clear of the bars when they reach past the offset (a taller nav at some width)', () => {
    expect(landingOffset(165, 160)).toBe(160 + BAR_CLEARANCE);
    expect(landingOffset(150, 150, 10)).toBe(160);
  });

  it('counts a top as in view only between the bars and the bottom of the window', () => {
    expect(isTopInView(100, 76, 800)).toBe(true);
    expect(isTopInView(76, 76, 800)).toBe(true);
    // Under the navbar, though still inside the window.
    expect(isTopInView(40, 76, 800)).toBe(false);
    // Under the sticky nav stuck below the navbar.
    expect(isTopInView(120, 133, 800)).toBe(false);
    expect(isTopInView(-60, 76, 800)).toBe(false);
    expect(isTopInView(800, 76, 800)).toBe(false);
  });
});
