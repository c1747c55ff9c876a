import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AmbientVideo } from '@/components/ui/ambient-video';

const props = {
  webm: '/videos/loop.webm',
  mp4: '/videos/loop.mp4',
  poster: '/images/loop.jpg',
  width: 720,
  height: 540,
  name: 'Loop animation',
  caption: 'Salt goes round and round.',
};

describe('AmbientVideo', () => {
  const html = renderToStaticMarkup(<AmbientVideo {...props} />);
  const video = html.match(/<video\b[^>]*>/)?.[0] ?? '';

  it('renders a muted, looping, inline autoplay video with its size and poster', () => {
    for (const attribute of ['autoPlay=""', 'muted=""', 'loop=""', 'playsInline=""', 'width="720"', 'height="540"', 'poster="/images/loop.jpg"']) {
      expect(video).toContain(attribute);
    }
    expect(video).toContain('aspect-ratio:720 / 540');
    expect(video).not.toContain('controls');
  });

  it('offers WebM first, then MP4', () => {
    expect(html).toMatch(/<source src="\/videos\/loop\.webm" type="video\/webm"\/><source src="\/videos\/loop\.mp4" type="video\/mp4"\/><\/video>/);
  });

  it('names the video and describes it with the visible caption', () => {
    expect(video).toContain('aria-label="Loop animation"');
    const describedBy = video.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}" class="`);
    expect(html).toContain('>Salt goes round and round.</p>');
  });

  it('hands the poster to the style sheet for the reduced-motion fallback', () => {
    expect(html).toContain('--poster:url(&quot;/images/loop.jpg&quot;)');
  });

  it('renders no button before hydration: it only works with JavaScript', () => {
    expect(html).not.toContain('<button');
  });
});
