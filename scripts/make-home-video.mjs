#!/usr/bin/env node
// Makes the home page's "What we do" animation: molten salt circulating through the Core-unit while
// its heat flows out to industry and the grid. Renders every frame of an SVG animation in Debian's
// Chromium (playwright-core), then encodes them with ffmpeg into
//   public/videos/imsr-heat-loop.webm   VP9
//   public/videos/imsr-heat-loop.mp4    H.264, yuv420p, faststart
//   public/images/home/imsr-heat-loop-poster.jpg   the first frame
//
// Only needed to regenerate those committed files, never to build, serve or test the site:
//   apt-get install -y ffmpeg chromium && node scripts/make-home-video.mjs
//
// Every moving part completes a whole number of cycles in LOOP_SECONDS, so the last frame runs
// seamlessly into the first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from './lib/chromium.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const WIDTH = 720;
const HEIGHT = 540;
const FPS = 24;
const LOOP_SECONDS = 8;
const FRAMES = FPS * LOOP_SECONDS;
const MAX_BYTES = 400 * 1024;
const OUT = {
  webm: join(ROOT, 'public/videos/imsr-heat-loop.webm'),
  mp4: join(ROOT, 'public/videos/imsr-heat-loop.mp4'),
  poster: join(ROOT, 'public/images/home/imsr-heat-loop-poster.jpg'),
};

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error('ffmpeg is missing: install it with apt-get install -y ffmpeg');
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed with exit code ${result.status}`);
}

// The site's own typeface, so the labels match the page around the video.
const font = readFileSync(join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString('base64');

const html = `<!doctype html>
<html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; background: #0b1f3a; }
svg { display: block; font-family: Inter, sans-serif; }
</style></head><body>
<svg id="art" xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#07152a" /><stop offset="0.6" stop-color="#0e2a50" /><stop offset="1" stop-color="#173b69" />
    </linearGradient>
    <pattern id="hex" width="60" height="104" patternUnits="userSpaceOnUse">
      <path d="M30 0l30 17.3v34.7L30 69.3 0 52V17.3zM30 69.3V104M0 52l-30 17.3M60 52l30 17.3" fill="none" stroke="#8fb8ff" stroke-opacity="0.07" stroke-width="1.5" />
    </pattern>
    <radialGradient id="glow" cx="130" cy="325" r="120" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffb347" stop-opacity="0.75" /><stop offset="0.45" stop-color="#ff8a1f" stop-opacity="0.25" /><stop offset="1" stop-color="#ff7a1a" stop-opacity="0" />
    </radialGradient>
    <linearGradient id="core" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#c2410c" /><stop offset="0.55" stop-color="#ff8a1f" /><stop offset="1" stop-color="#ffcf66" />
    </linearGradient>
    <radialGradient id="factoryGlow" cx="565" cy="190" r="130" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffb020" stop-opacity="0.22" /><stop offset="1" stop-color="#ffb020" stop-opacity="0" />
    </radialGradient>
  </defs>

  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)" />
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#hex)" />

  <!-- The Core-unit: a sealed vessel holding the core, the pump and the heat exchanger. -->
  <text x="190" y="62" text-anchor="middle" fill="#e8f1ff" font-size="22" font-weight="700">Core-unit</text>
  <rect x="60" y="84" width="260" height="380" rx="30" fill="#0f2748" stroke="#8fb8ff" stroke-opacity="0.55" stroke-width="3" />
  <circle id="coreGlow" cx="130" cy="325" r="120" fill="url(#glow)" />
  <rect x="100" y="250" width="60" height="150" rx="14" fill="url(#core)" />
  <g stroke="#7c2d12" stroke-opacity="0.35" stroke-width="2">
    <path d="M100 290h60M100 330h60M100 370h60" />
  </g>
  <text x="130" y="445" text-anchor="middle" fill="#ffcf66" font-size="15" font-weight="600">core</text>

  <!-- The molten-salt loop: up through the core, over the pump, down through the heat exchanger. -->
  <path id="loop" d="M130 390V160a30 30 0 0 1 30-30h70a30 30 0 0 1 30 30v230a30 30 0 0 1-30 30h-70a30 30 0 0 1-30-30z"
    fill="none" stroke="#15345f" stroke-width="22" stroke-linejoin="round" />
  <path d="M130 390V160a30 30 0 0 1 30-30h70a30 30 0 0 1 30 30v230a30 30 0 0 1-30 30h-70a30 30 0 0 1-30-30z"
    fill="none" stroke="#8fb8ff" stroke-opacity="0.25" stroke-width="2" />
  <rect x="100" y="250" width="60" height="150" rx="14" fill="url(#core)" fill-opacity="0.55" />
  <g id="salt"></g>
  <text x="195" y="188" text-anchor="middle" fill="#b9cbe6" font-size="15" font-weight="600">molten</text>
  <text x="195" y="207" text-anchor="middle" fill="#b9cbe6" font-size="15" font-weight="600">salt</text>

  <!-- Pump on the top of the loop. -->
  <circle cx="195" cy="130" r="19" fill="#15345f" stroke="#e8f1ff" stroke-width="3" />
  <g id="impeller" stroke="#e8f1ff" stroke-width="3" stroke-linecap="round">
    <path d="M195 130v-11M195 130l9.5 5.5M195 130l-9.5 5.5" />
  </g>

  <!-- Heat exchanger on the way down: the salt hands its heat to a clean secondary loop. -->
  <rect x="238" y="200" width="44" height="140" rx="9" fill="#15345f" fill-opacity="0.85" stroke="#e8f1ff" stroke-opacity="0.7" stroke-width="2" />
  <path d="M282 215H250l20 14-20 14 20 14-20 14 20 14-20 14 20 14-20 14h32" fill="none" stroke="#ffb020" stroke-opacity="0.8" stroke-width="3" stroke-linejoin="round" />

  <!-- Heat out to industry. -->
  <g fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M282 270H400M400 270V165H470M400 270V380H470" stroke="#15345f" stroke-width="14" />
    <path id="heatOut" d="M282 270H400V165H470M400 270V380H470" stroke="#ffb020" stroke-width="5" stroke-dasharray="14 12" />
  </g>
  <text x="341" y="256" text-anchor="middle" fill="#ffcf66" font-size="17" font-weight="700">585 °C</text>

  <!-- Industrial heat: a process plant with its chimney steaming. -->
  <circle cx="565" cy="190" r="130" fill="url(#factoryGlow)" />
  <rect x="606" y="100" width="20" height="70" fill="#26497a" />
  <path d="M470 230V150l40 22v-22l40 22v-22l40 22h70v58z" fill="#26497a" stroke="#8fb8ff" stroke-opacity="0.5" stroke-width="2" stroke-linejoin="round" />
  <g id="windows" fill="#ffcf66">
    <rect x="486" y="196" width="18" height="14" rx="2" /><rect x="516" y="196" width="18" height="14" rx="2" />
    <rect x="546" y="196" width="18" height="14" rx="2" /><rect x="576" y="196" width="18" height="14" rx="2" />
    <rect x="606" y="196" width="18" height="14" rx="2" /><rect x="636" y="196" width="18" height="14" rx="2" />
  </g>
  <g id="steam" fill="#e8f1ff"></g>
  <text x="565" y="262" text-anchor="middle" fill="#e8f1ff" font-size="20" font-weight="700">Industrial heat</text>

  <!-- Electricity: a turbine-generator feeding a transmission line. -->
  <rect x="470" y="350" width="84" height="60" rx="10" fill="#26497a" stroke="#8fb8ff" stroke-opacity="0.5" stroke-width="2" />
  <circle cx="512" cy="380" r="21" fill="#15345f" stroke="#e8f1ff" stroke-width="2.5" />
  <g id="turbine" stroke="#e8f1ff" stroke-width="3" stroke-linecap="round">
    <path d="M512 380v-15M512 380l13 7.5M512 380l-13 7.5" />
  </g>
  <g fill="none" stroke="#b9cbe6" stroke-width="3" stroke-linejoin="round">
    <path d="M640 430l-18-110-18 110M609 400h26M613 372h18M617 345h10M600 334h44" />
  </g>
  <path d="M554 372H600M644 334H700" fill="none" stroke="#15345f" stroke-width="8" stroke-linecap="round" />
  <path id="power" d="M554 372H600M644 334H700" fill="none" stroke="#ffe08a" stroke-width="3.5" stroke-dasharray="6 10" stroke-linecap="round" />
  <text x="565" y="470" text-anchor="middle" fill="#e8f1ff" font-size="20" font-weight="700">Electricity</text>
</svg>
<script>
  const SECONDS = ${LOOP_SECONDS};
  const TAU = Math.PI * 2;
  const NS = 'http://www.w3.org/2000/svg';
  const loop = document.getElementById('loop');
  const length = loop.getTotalLength();
  const PARTICLES = 20;
  const salt = document.getElementById('salt');
  const dots = Array.from({ length: PARTICLES }, () => salt.appendChild(document.createElementNS(NS, 'circle')));
  const puffs = Array.from({ length: 4 }, () => document.getElementById('steam').appendChild(document.createElementNS(NS, 'circle')));
  const cool = [95, 180, 255], white = [232, 241, 255], hot = [255, 176, 32];
  const clamp = (v) => Math.min(1, Math.max(0, v));
  const mix = (a, b, k) => a.map((value, i) => Math.round(value + (b[i] - value) * k));
  // 0 is cool salt, 1 is salt fresh from the core: it heats rising through the core and cools in the exchanger.
  function heat(x, y) {
    if (Math.abs(x - 130) < 0.5 && y > 160) return clamp((400 - y) / 150);
    if (y <= 160) return 1;
    if (Math.abs(x - 260) < 0.5 && y < 390) return 1 - clamp((y - 205) / 130);
    return 0;
  }
  function colour(k) {
    const rgb = k < 0.5 ? mix(cool, white, k * 2) : mix(white, hot, (k - 0.5) * 2);
    return 'rgb(' + rgb.join(' ') + ')';
  }
  window.renderFrame = (t) => {
    const phase = t / SECONDS; // 0..1 over the loop
    dots.forEach((dot, i) => {
      const p = loop.getPointAtLength((((i / PARTICLES + phase) % 1) * length));
      dot.setAttribute('cx', p.x.toFixed(2));
      dot.setAttribute('cy', p.y.toFixed(2));
      dot.setAttribute('r', '6');
      dot.setAttribute('fill', colour(heat(p.x, p.y)));
    });
    document.getElementById('coreGlow').setAttribute('opacity', (0.8 + 0.2 * Math.sin(TAU * 2 * phase)).toFixed(3));
    document.getElementById('impeller').setAttribute('transform', 'rotate(' + (phase * 360 * 6).toFixed(2) + ' 195 130)');
    document.getElementById('turbine').setAttribute('transform', 'rotate(' + (phase * 360 * 8).toFixed(2) + ' 512 380)');
    document.getElementById('heatOut').setAttribute('stroke-dashoffset', (-phase * 26 * 14).toFixed(2));
    document.getElementById('power').setAttribute('stroke-dashoffset', (-phase * 16 * 24).toFixed(2));
    document.getElementById('windows').setAttribute('opacity', (0.75 + 0.25 * Math.sin(TAU * 2 * phase - 1)).toFixed(3));
    puffs.forEach((puff, i) => {
      const k = (phase * 2 + i / puffs.length) % 1;
      puff.setAttribute('cx', (616 + 10 * k + 4 * Math.sin(TAU * k)).toFixed(2));
      puff.setAttribute('cy', (96 - 70 * k).toFixed(2));
      puff.setAttribute('r', (7 + 12 * k).toFixed(2));
      puff.setAttribute('opacity', (0.45 * Math.sin(Math.PI * k)).toFixed(3));
    });
  };
</script>
</body></html>`;

const frames = mkdtempSync(join(tmpdir(), 'imsr-heat-loop-'));
const browser = await chromium.launch({ executablePath: ensureChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  for (let frame = 0; frame < FRAMES; frame += 1) {
    await page.evaluate((t) => window.renderFrame(t), frame / FPS);
    await page.screenshot({ path: join(frames, `${String(frame).padStart(4, '0')}.png`) });
  }
} finally {
  await browser.close();
}

try {
  mkdirSync(join(ROOT, 'public/videos'), { recursive: true });
  mkdirSync(join(ROOT, 'public/images/home'), { recursive: true });
  const input = ['-framerate', String(FPS), '-i', join(frames, '%04d.png')];
  // One keyframe per loop keeps the files small; the loop restarts on it.
  const gop = ['-g', String(FRAMES), '-an', '-pix_fmt', 'yuv420p'];
  ffmpeg([...input, ...gop, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', OUT.webm]);
  ffmpeg([...input, ...gop, '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryslow', '-crf', '28', '-tune', 'animation', '-movflags', '+faststart', OUT.mp4]);
  ffmpeg(['-i', join(frames, '0000.png'), '-q:v', '4', OUT.poster]);
} finally {
  rmSync(frames, { recursive: true, force: true });
}

for (const file of Object.values(OUT)) {
  const bytes = statSync(file).size;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file.slice(ROOT.length)}`);
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget: raise the CRF`);
}
