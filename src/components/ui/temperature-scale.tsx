import type { CSSProperties } from 'react';
import type { TemperatureBand, TemperatureMarker, TemperatureScale } from '@/lib/site-copy/technology/types';
import styles from './temperature-scale.module.css';

/** Custom properties set inline: positions on the scale, as percentages of its width. */
type ScaleStyle = CSSProperties & Record<`--${string}`, string>;

const TICK_STEP = 200;

/** Which of the marked heat sources reach a band of process temperatures, in words. */
export function reachOf(band: TemperatureBand, markers: readonly TemperatureMarker[]): string {
  const reaching = markers.filter((marker) => marker.value >= band.to).map((marker) => marker.label);
  if (reaching.length > 0) return `Reached by: ${reaching.join(', ')}`;
  const partly = markers.filter((marker) => marker.value > band.from).map((marker) => marker.label);
  if (partly.length > 0) return `Partly reached by: ${partly.join(', ')}`;
  return `Needs more than ${Math.max(...markers.map((marker) => marker.value))} °C`;
}

/**
 * A horizontal scale of industrial process temperatures with reactor outlet temperatures marked on it.
 * Plain HTML: every band, range and marker is text, so it reads in order without the picture.
 */
export function TemperatureScaleFigure({ scale }: { scale: TemperatureScale }) {
  const at = (value: number) => `${((value / scale.max) * 100).toFixed(2)}%`;
  const ticks = Array.from({ length: Math.floor(scale.max / TICK_STEP) + 1 }, (_, index) => index * TICK_STEP);
  const markers = [...scale.markers].sort((a, b) => a.value - b.value);
  const lines: ScaleStyle = Object.fromEntries(markers.map((marker) => [`--${marker.tone}`, at(marker.value)]));
  return (
    <figure className={styles.figure} style={lines} data-testid="temperature-scale">
      <figcaption className={styles.caption}>{scale.caption}</figcaption>
      <ul className={styles.legend} aria-label="Heat sources marked on the scale">
        {markers.map((marker) => (
          <li key={marker.label} className={styles.legendItem} data-tone={marker.tone}>
            <span className={styles.swatch} aria-hidden="true" />
            <span>
              {marker.label}: <strong>{marker.value} °C</strong>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.row} aria-hidden="true">
        <span className={styles.axis}>
          {markers.map((marker) => (
            <span key={marker.label} className={styles.markerLabel} data-tone={marker.tone} style={{ left: at(marker.value) }}>
              {marker.value} °C
            </span>
          ))}
        </span>
      </div>
      <ul className={styles.bands} aria-label="Typical process temperatures">
        {scale.bands.map((band) => (
          <li key={band.label} className={styles.row} data-testid="temperature-band">
            <span className={styles.label}>
              <span className={styles.name}>{band.label}</span>{' '}
              <span className={styles.range}>
                {band.from}–{band.to} °C
              </span>
              <span className={styles.reach}>{reachOf(band, markers)}</span>
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.bar} style={{ left: at(band.from), width: at(band.to - band.from) }} />
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.row} aria-hidden="true">
        <span className={styles.ticks}>
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{ left: at(tick) }}>
              {tick}
            </span>
          ))}
        </span>
      </div>
      <p className={styles.unit}>Scale in degrees Celsius, 0 to {scale.max} °C.</p>
    </figure>
  );
}
