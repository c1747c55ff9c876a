import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A diagram (inline SVG named by its description, role img) is drawn: its drawing has shapes, the viewBox
 * of the artwork's size, and it is shown at the artwork's proportions.
 */
export async function expectDiagramDrawn(diagram: Locator, size: { width: number; height: number }): Promise<void> {
  await diagram.scrollIntoViewIfNeeded();
  const drawn = await diagram.evaluate((element) => {
    const svg = element.querySelector('svg');
    const box = (svg ?? element).getBoundingClientRect();
    return {
      width: box.width,
      height: box.height,
      viewBox: svg?.getAttribute('viewBox') ?? '',
      shapes: svg?.querySelectorAll('path, rect, circle, ellipse, polygon, line, polyline').length ?? 0,
    };
  });
  expect(drawn.viewBox.trim().split(/[\s,]+/).slice(2).map(Number)).toEqual([size.width, size.height]);
  expect(drawn.shapes).toBeGreaterThan(0);
  expect(drawn.width).toBeGreaterThan(0);
  expect(Math.abs(drawn.height / drawn.width - size.height / size.width)).toBeLessThan(0.01);
}
