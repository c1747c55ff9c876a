#!/usr/bin/env node
// Writes the demo's PDF documents (the investors' downloads and the Commons downloads) in plain PDF syntax:
//   public/files/investors/business-combination-press-release.pdf
//   public/files/investors/investor-presentation.pdf
//   public/files/imsr-technical-overview.pdf
//   public/files/core-unit-fact-sheet.pdf
//   public/files/design-review-report.pdf
// Text is set in the PDF standard fonts (Helvetica), so nothing is embedded and no library is needed.
// The figures are the company's published design figures; company, partner and people names are the
// site's placeholders. Only needed to regenerate those committed files: node scripts/make-demo-pdfs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const COMPANY = 'Northwind Nuclear';
const LEGAL = 'Northwind Nuclear Inc.';
const PARTNER = 'Meridian Acquisition Corp.';
const SAMPLE = 'Sample document for the website demo: company, partner and people names are placeholders.';
// A fixed date, so running the script twice writes the same bytes.
const CREATED = 'D:20240305090000Z';

// ----------------------------------------------------------------------------------------------------------
// Fonts: widths (1/1000 em) of Helvetica and Helvetica-Bold for the printable ASCII range, from Adobe's
// metrics; the oblique face has the regular widths. Beyond ASCII, the few WinAnsi characters the text uses.

const ASCII = {
  regular: [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584],
  bold: [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584],
};
/** Character: [WinAnsi code, regular width, bold width]. */
const EXTRA = {
  '\u2018': [0x91, 222, 278],
  '\u2019': [0x92, 222, 278],
  '\u201c': [0x93, 333, 500],
  '\u201d': [0x94, 333, 500],
  '\u2022': [0x95, 350, 350],
  '\u2013': [0x96, 556, 556],
  '\u2014': [0x97, 1000, 1000],
  '\u00a9': [0xa9, 737, 737],
  '\u00b0': [0xb0, 400, 400],
  '\u00e9': [0xe9, 556, 556],
  '\u00e1': [0xe1, 556, 556],
};
const FONTS = { R: 'Helvetica', B: 'Helvetica-Bold', I: 'Helvetica-Oblique' };

function charWidth(char, font) {
  const code = char.charCodeAt(0);
  const bold = font === 'B';
  if (code >= 32 && code <= 126) return ASCII[bold ? 'bold' : 'regular'][code - 32];
  const extra = EXTRA[char];
  if (!extra) throw new Error(`No glyph for ${JSON.stringify(char)} (U+${code.toString(16)})`);
  return extra[bold ? 2 : 1];
}

function textWidth(text, font, size) {
  let width = 0;
  for (const char of text) width += charWidth(char, font);
  return (width * size) / 1000;
}

/** A PDF string literal in WinAnsi bytes (kept in a latin1 JS string). */
function pdfString(text) {
  let out = '';
  for (const char of text) {
    const extra = EXTRA[char];
    const byte = extra ? String.fromCharCode(extra[0]) : char;
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

// ----------------------------------------------------------------------------------------------------------
// Colours of the site (navy, accent, ink, muted, surface, teal).

const COLOURS = {
  navy: [0.043, 0.122, 0.227],
  navy2: [0.082, 0.204, 0.373],
  accent: [1, 0.69, 0.125],
  orange: [0.949, 0.549, 0.157],
  ink: [0.102, 0.137, 0.2],
  muted: [0.322, 0.376, 0.459],
  surface: [0.945, 0.961, 0.98],
  border: [0.851, 0.878, 0.918],
  teal: [0.169, 0.702, 0.694],
  white: [1, 1, 1],
};
const rgb = (name) => COLOURS[name].map((value) => value.toFixed(3)).join(' ');

/** One page's drawing operators. */
class Page {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.ops = [];
  }

  text(x, y, text, { font = 'R', size = 10.5, colour = 'ink', align = 'left' } = {}) {
    const w = textWidth(text, font, size);
    const left = align === 'right' ? x - w : align === 'center' ? x - w / 2 : x;
    this.ops.push(`${rgb(colour)} rg BT /${font} ${size} Tf ${left.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`);
    return w;
  }

  rect(x, y, w, h, colour) {
    this.ops.push(`${rgb(colour)} rg ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
  }

  stroke(path, colour, width = 1) {
    this.ops.push(`${rgb(colour)} RG ${width} w ${path} S`);
  }

  line(x1, y1, x2, y2, colour, width = 1) {
    this.stroke(`${x1.toFixed(2)} ${y1.toFixed(2)} m ${x2.toFixed(2)} ${y2.toFixed(2)} l`, colour, width);
  }

  circle(cx, cy, r, colour) {
    // Four Bézier quarters.
    const k = 0.5523 * r;
    const p = (n) => n.toFixed(2);
    this.ops.push(
      `${rgb(colour)} rg ${p(cx + r)} ${p(cy)} m ${p(cx + r)} ${p(cy + k)} ${p(cx + k)} ${p(cy + r)} ${p(cx)} ${p(cy + r)} c ` +
        `${p(cx - k)} ${p(cy + r)} ${p(cx - r)} ${p(cy + k)} ${p(cx - r)} ${p(cy)} c ${p(cx - r)} ${p(cy - k)} ${p(cx - k)} ${p(cy - r)} ${p(cx)} ${p(cy - r)} c ` +
        `${p(cx + k)} ${p(cy - r)} ${p(cx + r)} ${p(cy - k)} ${p(cx + r)} ${p(cy)} c f`,
    );
  }

  /** Wrapped text from (x, y) downwards; returns the y below it. */
  paragraph(x, y, width, text, { font = 'R', size = 10.5, leading = size * 1.45, colour = 'ink' } = {}) {
    for (const line of wrap(text, font, size, width)) {
      this.text(x, y, line, { font, size, colour });
      y -= leading;
    }
    return y;
  }
}

/** Serialises pages into a PDF file. */
function pdfFile(pages, title, subject) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesId = add(null);
  const fontIds = Object.fromEntries(Object.entries(FONTS).map(([key, name]) => [key, add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`)]));
  const fontRefs = Object.entries(fontIds).map(([key, id]) => `/${key} ${id} 0 R`).join(' ');
  const info = add(`<< /Title ${pdfString(title)} /Subject ${pdfString(subject)} /Author ${pdfString(LEGAL)} /Creator ${pdfString(`${COMPANY} communications`)} /CreationDate (${CREATED}) /ModDate (${CREATED}) >>`);
  const kids = [];
  for (const page of pages) {
    const stream = page.ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << ${fontRefs} >> >> /Contents ${content} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /PageLayout /OneColumn >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ----------------------------------------------------------------------------------------------------------
// A letter-size document: a title block, then headings, paragraphs, lists, tables and figures that flow
// from page to page, with a running header and "Page n of N" at the foot.

const LETTER = { width: 612, height: 792, margin: 64 };

function report({ title, running, kicker, date, blocks }) {
  const pages = [];
  const contentWidth = LETTER.width - 2 * LETTER.margin;
  const bottom = 84;
  let page;
  let y;

  function newPage() {
    page = new Page(LETTER.width, LETTER.height);
    pages.push(page);
    if (pages.length === 1) {
      const titleLines = wrap(title, 'B', 20, contentWidth);
      const bandBottom = 688 - 25 * (titleLines.length - 1) - 30;
      page.rect(0, bandBottom, LETTER.width, LETTER.height - bandBottom, 'navy');
      page.rect(0, bandBottom - 4, LETTER.width, 4, 'accent');
      page.circle(LETTER.margin + 9, 748, 9, 'accent');
      page.text(LETTER.margin + 26, 744, COMPANY.toUpperCase(), { font: 'B', size: 11, colour: 'white' });
      page.text(LETTER.margin, 712, kicker.toUpperCase(), { font: 'B', size: 9, colour: 'accent' });
      let titleY = 688;
      for (const line of titleLines) {
        page.text(LETTER.margin, titleY, line, { font: 'B', size: 20, colour: 'white' });
        titleY -= 25;
      }
      y = bandBottom - 36;
      if (date) {
        page.text(LETTER.margin, y, date, { font: 'B', size: 9.5, colour: 'muted' });
        y -= 26;
      }
    } else {
      page.text(LETTER.margin, 748, COMPANY.toUpperCase(), { font: 'B', size: 8.5, colour: 'navy' });
      page.text(LETTER.width - LETTER.margin, 748, running, { size: 8.5, colour: 'muted', align: 'right' });
      page.line(LETTER.margin, 738, LETTER.width - LETTER.margin, 738, 'border');
      y = 708;
    }
  }

  function room(height) {
    if (y - height < bottom) newPage();
  }

  newPage();
  for (const block of blocks) {
    if (block.h) {
      room(60);
      y -= 8;
      page.text(LETTER.margin, y, block.h, { font: 'B', size: 13, colour: 'navy' });
      y -= 20;
    } else if (block.p) {
      const lines = wrap(block.p, block.font ?? 'R', 10.5, contentWidth);
      for (const line of lines) {
        room(16);
        page.text(LETTER.margin, y, line, { font: block.font ?? 'R', size: 10.5 });
        y -= 15.2;
      }
      y -= 8;
    } else if (block.quote) {
      const lines = wrap(block.quote, 'I', 11.5, contentWidth - 24);
      room(lines.length * 17 + 30);
      const top = y + 12;
      for (const line of lines) {
        page.text(LETTER.margin + 18, y, line, { font: 'I', size: 11.5, colour: 'navy' });
        y -= 17;
      }
      page.text(LETTER.margin + 18, y - 2, block.by, { font: 'B', size: 9, colour: 'muted' });
      y -= 10;
      page.rect(LETTER.margin, y, 3, top - y, 'accent');
      y -= 22;
    } else if (block.ul) {
      for (const item of block.ul) {
        const lines = wrap(item, 'R', 10.5, contentWidth - 18);
        room(lines.length * 15.2 + 4);
        page.text(LETTER.margin + 4, y, '\u2022', { font: 'B', size: 10.5, colour: 'orange' });
        for (const line of lines) {
          page.text(LETTER.margin + 18, y, line);
          y -= 15.2;
        }
        y -= 4;
      }
      y -= 6;
    } else if (block.table) {
      const [head, ...rows] = block.table;
      const columns = block.columns ?? head.map(() => 1 / head.length);
      const rowHeight = 22;
      room(rowHeight * Math.min(rows.length + 1, 6));
      const drawRow = (cells, bold, shade) => {
        if (shade) page.rect(LETTER.margin, y - 7, contentWidth, rowHeight, 'surface');
        let x = LETTER.margin + 8;
        cells.forEach((cell, index) => {
          page.text(x, y, cell, { font: bold ? 'B' : 'R', size: 9.5, colour: bold ? 'navy' : 'ink' });
          x += columns[index] * contentWidth;
        });
        y -= rowHeight;
      };
      page.rect(LETTER.margin, y + 15, contentWidth, 1.5, 'navy');
      drawRow(head, true, false);
      rows.forEach((row, index) => {
        if (y - rowHeight < bottom) {
          newPage();
          drawRow(head, true, false);
        }
        drawRow(row, false, index % 2 === 0);
      });
      page.line(LETTER.margin, y + 14, LETTER.margin + contentWidth, y + 14, 'border');
      if (block.caption) {
        page.text(LETTER.margin, y, block.caption, { font: 'I', size: 8.5, colour: 'muted' });
        y -= 14;
      }
      y -= 12;
    } else if (block.bars) {
      const height = 170;
      room(height + 40);
      const top = y;
      const max = Math.max(...block.bars.map(([, value]) => value));
      const barWidth = Math.min(70, (contentWidth - 40) / block.bars.length - 24);
      page.line(LETTER.margin, top - height, LETTER.margin + contentWidth, top - height, 'navy', 1.2);
      block.bars.forEach(([label, value, highlight], index) => {
        const x = LETTER.margin + 30 + index * (barWidth + 24);
        const h = ((height - 30) * value) / max;
        page.rect(x, top - height, barWidth, h, highlight ? 'orange' : 'navy2');
        page.text(x + barWidth / 2, top - height + h + 6, block.format(value), { font: 'B', size: 9, colour: 'navy', align: 'center' });
        page.text(x + barWidth / 2, top - height - 14, label, { size: 8.5, colour: 'muted', align: 'center' });
      });
      y = top - height - 32;
      page.text(LETTER.margin, y, block.caption, { font: 'I', size: 8.5, colour: 'muted' });
      y -= 24;
    } else if (block.figures) {
      const boxWidth = (contentWidth - 2 * 12) / 3;
      const rows = Math.ceil(block.figures.length / 3);
      room(rows * 82);
      block.figures.forEach(([figure, label], index) => {
        const x = LETTER.margin + (index % 3) * (boxWidth + 12);
        const top = y - Math.floor(index / 3) * 82;
        page.rect(x, top - 64, boxWidth, 70, 'surface');
        page.rect(x, top - 64, 3, 70, 'accent');
        page.text(x + 14, top - 22, figure, { font: 'B', size: 18, colour: 'navy' });
        page.paragraph(x + 14, top - 40, boxWidth - 22, label, { size: 8.5, leading: 11, colour: 'muted' });
      });
      y -= rows * 82 + 8;
    }
  }

  pages.forEach((each, index) => {
    each.line(LETTER.margin, 60, LETTER.width - LETTER.margin, 60, 'border');
    each.text(LETTER.margin, 44, index === pages.length - 1 ? SAMPLE : `${LEGAL}`, { size: 7.5, colour: 'muted' });
    each.text(LETTER.width - LETTER.margin, 44, `Page ${index + 1} of ${pages.length}`, { size: 7.5, colour: 'muted', align: 'right' });
  });
  return pages;
}

// ----------------------------------------------------------------------------------------------------------
// The documents. Every figure is one of the design figures the site states.

const FORWARD_LOOKING =
  'This document contains forward-looking statements, including statements about the proposed business combination, its expected timing and benefits, the licensing, construction and cost of IMSR plants, and the markets for industrial heat and power. They rest on assumptions that may prove wrong and on risks outside the company\u2019s control, including regulatory decisions, the availability of financing, the approval of the transaction by shareholders, supply chain performance and the prices of competing sources of energy. Actual results may differ materially. Neither party undertakes to update these statements except as required by law. This document is not an offer to sell or the solicitation of an offer to buy any securities.';

const pressRelease = report({
  kicker: 'Press release',
  running: `Press release \u2014 March 5, 2024`,
  title: `${COMPANY} to Combine with ${PARTNER} and Become a Publicly Listed Company`,
  date: 'MARCH 5, 2024 \u2014 FOR IMMEDIATE RELEASE',
  blocks: [
    { p: `${LEGAL} (\u201c${COMPANY}\u201d), developer of the Integral Molten Salt Reactor (IMSR), and ${PARTNER} (\u201cMeridian\u201d), a publicly listed special purpose acquisition company, today announced a definitive business combination agreement. On completion, the combined company will be listed on a national securities exchange and will carry the ${COMPANY} name.`, font: 'B' },
    { p: 'The proceeds of the transaction are intended to fund the licensing and construction of the first commercial IMSR plant, the qualification of the factory-built Core-unit and the supply chain needed to build plants in series, on the path to an international rollout from 2030.' },
    { h: 'Highlights of the transaction' },
    {
      ul: [
        `${COMPANY}\u2019s existing shareholders will roll all of their equity into the combined company.`,
        'Proceeds combine the cash held in Meridian\u2019s trust account, subject to redemptions, with a committed private placement from institutional and strategic investors.',
        'The boards of directors of both companies have unanimously approved the transaction.',
        'Closing is expected in the second half of the year, subject to shareholder approval, the effectiveness of a registration statement and other customary conditions.',
        `${COMPANY}\u2019s management team will continue to lead the combined company.`,
      ],
    },
    { quote: 'Industry runs on heat, and almost all of it still comes from burning fossil fuels. Becoming a public company gives us the means to build the first IMSR plant and to offer heavy industry clean heat at a price it can plan around.', by: `CHIEF EXECUTIVE OFFICER, ${COMPANY.toUpperCase()}` },
    { h: 'The Integral Molten Salt Reactor' },
    { p: 'The IMSR is a small modular reactor that dissolves its fuel in a molten fluoride salt. It delivers heat at 585 \u00b0C, against roughly 290 \u00b0C from the water-cooled reactors built in the last century, which is hot enough for steam methane reforming, ammonia, refining and most chemical processes. It turns that heat into electricity at 44 % net thermal efficiency.' },
    { p: 'A standard plant pairs two reactors on about 7 hectares (17.3 acres), producing 884 MW of heat and 392 MW of electricity. Its heart is the Core-unit, a sealed module holding the reactor vessel, pumps and heat exchangers, replaced every seven years. The reactor runs near atmospheric pressure on standard low-enriched uranium under 5 % U-235, and removes decay heat by natural air circulation.' },
    { figures: [['585 \u00b0C', 'heat delivered to industry'], ['44 %', 'net thermal efficiency'], ['392 MWe', 'from 884 MWt, two reactors'], ['7 years', 'life of each sealed Core-unit'], ['7 ha', 'site footprint (17.3 acres)'], ['< 4 years', 'to build a plant']] },
    { h: 'A market measured in the trillions' },
    { p: `${COMPANY} estimates the addressable market for clean industrial heat and power at one trillion dollars in the OECD alone. The company\u2019s cost studies put electricity from an IMSR plant below US$69 per megawatt-hour and process heat below US$8.60 per MMBtu, figures competitive with natural gas before any price on carbon.` },
    { quote: `${COMPANY} has done the patient work that first-of-a-kind energy infrastructure demands: a design that has completed two phases of regulatory review, and customers who need exactly what it makes. We are proud to partner with the team on the next step.`, by: `CHAIR AND CHIEF EXECUTIVE OFFICER, ${PARTNER.toUpperCase()}` },
    { h: 'Advisors' },
    { p: 'Financial, capital markets and legal advisors to each party will be named in the registration statement to be filed with the securities regulator.' },
    { h: 'Investor call' },
    { p: `The management teams of ${COMPANY} and Meridian will hold a call for investors to discuss the transaction. A replay and the investor presentation are available on the Investors page of the ${COMPANY} website.` },
    { h: `About ${COMPANY}` },
    { p: `${COMPANY} develops the Integral Molten Salt Reactor to supply carbon-free heat and power to heavy industry, data centers and utilities. The IMSR has completed the first two phases of a pre-licensing vendor design review, which found no fundamental barriers to licensing. The company has offices in the United States and Canada.` },
    { h: `About ${PARTNER}` },
    { p: `${PARTNER} is a blank-check company formed to effect a merger or similar business combination with a business in the energy transition.` },
    { h: 'Additional information and where to find it' },
    { p: 'Meridian intends to file a registration statement, including a proxy statement and prospectus, with the securities regulator. Shareholders are urged to read it, and any amendments, when they become available, because they will contain important information about the transaction. Copies will be available free of charge on the regulator\u2019s website.' },
    { h: 'Forward-looking statements' },
    { p: FORWARD_LOOKING },
    { h: 'Contacts' },
    { ul: ['Media: media@example.com, +1 (704) 555-0100', 'Investors: investors@example.com, +1 (704) 555-0100'] },
  ],
});

const technicalOverview = report({
  kicker: 'Technical overview',
  running: 'IMSR technical overview',
  title: 'The Integral Molten Salt Reactor: how it works and what it delivers',
  date: 'MARCH 2019',
  blocks: [
    { p: 'This overview introduces the Integral Molten Salt Reactor (IMSR) for engineers, planners and industrial energy buyers: its fuel, the replaceable Core-unit, the plant and its safety case, and the figures behind them.', font: 'B' },
    { figures: [['585 \u00b0C', 'outlet heat for industry'], ['44 %', 'net thermal efficiency'], ['884 MWt', 'two-reactor plant'], ['392 MWe', 'electrical output'], ['7 years', 'Core-unit life'], ['< 5 %', 'U-235 enrichment']] },
    { h: '1. Fuel dissolved in salt' },
    { p: 'In the IMSR the fuel is not made into solid pellets. Low-enriched uranium is dissolved in a molten fluoride salt that is both the fuel and the primary coolant. The salt circulates through a graphite moderator, where fission heats it, and then through heat exchangers inside the same vessel.' },
    { p: 'The salt stays liquid over a wide temperature range and boils far above its operating temperature, so the primary system runs near atmospheric pressure. There is no high-pressure water that could flash to steam, and most fission products stay chemically bound in the salt.' },
    { h: '2. The Core-unit' },
    { p: 'The reactor vessel, primary pumps, heat exchangers and graphite moderator are sealed together in one replaceable module, the Core-unit. After seven years of operation it is shut down and left to cool in its silo while a new Core-unit, built and tested in a factory, takes over. No component has to be designed for a sixty-year life in a hot, radioactive environment.' },
    { table: [['Stage', 'What happens', 'Duration'], ['Operation', 'Core-unit produces heat at full power', '7 years'], ['Changeover', 'Fuel salt transferred; new Core-unit starts', 'Weeks'], ['Cool-down', 'Spent Core-unit rests in its silo', 'Years'], ['Removal', 'Spent unit shipped for recycling or storage', 'At end of cool-down']], columns: [0.22, 0.55, 0.23], caption: 'The Core-unit cycle.' },
    { h: '3. The plant' },
    { p: 'A standard plant pairs two reactors in adjacent silos. Heat passes from the fuel salt to an intermediate salt loop and then to a third loop of solar salt, which carries it to the steam generators or to an industrial customer\u2019s process. The three loops keep radioactivity inside the nuclear island.' },
    { table: [['Parameter', 'Standard plant'], ['Thermal output', '884 MWt (882 MWt in earlier papers)'], ['Electrical output', '392 MWe; 195 MWe configuration also offered'], ['Heat delivered', '585 \u00b0C (700 \u00b0C qualification margin)'], ['Net thermal efficiency', '44 %'], ['Site footprint', '7 hectares (17.3 acres)'], ['Fuel', 'Standard-assay LEU, under 5 % U-235'], ['Construction', 'Under four years']], columns: [0.4, 0.6], caption: 'Design figures for the standard two-reactor plant.' },
    { h: '4. Safety' },
    { p: 'The IMSR relies on physics rather than active systems. Its strong negative temperature coefficient makes the reaction slow down as the salt heats up. After shutdown, decay heat is carried away by natural air circulation around the reactor silo, with no pumps, operators or outside power needed.' },
    { ul: ['Near-atmospheric pressure: no driving force to spread material in an accident.', 'Fission products retained chemically in the salt.', 'Passive decay heat removal by natural circulation of air.', 'Below-grade silos and a sealed, factory-built Core-unit.'] },
    { h: '5. Applications' },
    { p: 'At 585 \u00b0C the IMSR supplies steam for chemical complexes, refineries and ammonia plants, electricity and heat for data center campuses, and a replacement for retiring coal stations that already have grid connections, cooling water and trained staff. One site can sell steam and power at once, shifting the mix as demand changes through the day.' },
    { h: '6. Economics' },
    { bars: [['Plant 1', 100, false], ['Plant 2', 88, false], ['Plant 3', 80, false], ['Plant 4', 74, false], ['Fleet', 69, true]], format: (value) => `$${value}`, caption: 'Illustrative cost of electricity, US$ per MWh: series building brings later plants below US$69 per MWh.' },
    { p: 'Our cost studies put electricity from a fleet of IMSR plants below US$69 per megawatt-hour and process heat below US$8.60 per MMBtu. Factory-built modules move labour off the construction site and onto a production line, which is how a plant can be built in under four years.' },
  ],
});

const factSheet = report({
  kicker: 'Fact sheet',
  running: 'Core-unit fact sheet',
  title: 'The Core-unit: a reactor you replace instead of repair',
  date: 'SEPTEMBER 2020',
  blocks: [
    { p: 'The Core-unit is the sealed heart of the IMSR: reactor vessel, pumps, heat exchangers and graphite moderator in one factory-built module, replaced every seven years.', font: 'B' },
    { figures: [['7 years', 'of operation per Core-unit'], ['585 \u00b0C', 'outlet temperature'], ['~1 atm', 'primary system pressure']] },
    { h: 'What is inside' },
    { ul: ['Reactor vessel holding the fuel salt and graphite moderator.', 'Primary pumps circulating the salt through the core.', 'Primary heat exchangers passing heat to the intermediate loop.', 'Connections for the fuel salt, the intermediate loop and the cover gas.'] },
    { h: 'Why replace it' },
    { p: 'Graphite and metals in a reactor core change slowly under radiation and heat. Instead of designing them, and inspecting them, for sixty years, the IMSR retires the whole module after seven. Each changeover gives the operator what is effectively a new reactor, built and checked in a factory before it ships.' },
    { h: 'How a changeover works' },
    { table: [['Step', 'Action'], ['1', 'Reactor shut down; fuel salt drained to the new Core-unit'], ['2', 'New Core-unit connected and started'], ['3', 'Spent Core-unit cools in its silo'], ['4', 'Spent unit removed at the end of its cool-down']], columns: [0.15, 0.85] },
    { h: 'What it means for the plant' },
    { ul: ['No in-core inspection programme for a sixty-year vessel.', 'Refuelling while operating: fuel salt is topped up as the reactor runs.', 'Serial factory production of identical modules, which lowers cost plant after plant.', 'A design that improves with each generation of Core-unit.'] },
    { h: 'Key figures' },
    { table: [['Figure', 'Value'], ['Core-unit life', '7 years'], ['Reactors per standard plant', '2'], ['Plant thermal output', '884 MWt'], ['Plant electrical output', '392 MWe'], ['Fuel', 'Under 5 % U-235']], columns: [0.5, 0.5] },
  ],
});

const designReview = report({
  kicker: 'Summary report',
  running: 'Vendor design review: summary',
  title: 'Pre-licensing vendor design review: what the regulator examined and found',
  date: 'APRIL 2021',
  blocks: [
    { p: 'This summary, written by our licensing team, describes the two completed phases of the pre-licensing vendor design review of the IMSR by a national nuclear regulator. The regulator\u2019s own report is the authoritative record.', font: 'B' },
    { h: 'The review in brief' },
    { p: 'A vendor design review is an optional, pre-licensing assessment in which the regulator examines a reactor design against its requirements and tells the developer whether it sees fundamental barriers to licensing. It does not license a plant, but it gives early, public feedback that shapes the licence application.' },
    { table: [['Phase', 'Focus', 'Outcome'], ['Phase 1', 'Compliance with design requirements', 'No fundamental barriers'], ['Phase 2', 'Safety case in depth; pre-licensing issues', 'No fundamental barriers']], columns: [0.2, 0.5, 0.3] },
    { h: 'Areas examined' },
    { ul: ['Reactor control, shutdown and the temperature coefficient of reactivity.', 'Fuel salt chemistry and the retention of fission products.', 'Passive removal of decay heat by natural air circulation.', 'Containment, the reactor silo and the sealed Core-unit.', 'Safety analysis methods, research and development programmes.', 'Management system, quality assurance and human factors.'] },
    { h: 'Findings' },
    { p: 'In both phases the regulator concluded that it saw no fundamental barriers to licensing the IMSR. It identified areas where the developer must present further evidence in a licence application, principally the qualification of materials at temperature, the validation of computer codes for molten salt systems and the handling of the spent Core-unit.' },
    { h: 'What comes next' },
    { p: 'Our licensing team is addressing each area in the research programme: materials qualification at 700 \u00b0C, above the 585 \u00b0C the IMSR delivers in service; code validation against test-loop data; and a plan for the storage and eventual recycling of spent Core-units. This work feeds the licence to prepare a site and construct the first plant.' },
    { h: 'Relevant design figures' },
    { table: [['Figure', 'Value'], ['Outlet temperature', '585 \u00b0C'], ['Primary system pressure', 'Near atmospheric'], ['Core-unit life', '7 years'], ['Fuel', 'Standard-assay LEU, under 5 % U-235'], ['Plant footprint', '7 hectares (17.3 acres)']], columns: [0.5, 0.5] },
  ],
});

// ----------------------------------------------------------------------------------------------------------
// The investor presentation: 16:9 slides.

const SLIDE = { width: 960, height: 540, margin: 56 };

function slide(number, total, title, kicker) {
  const page = new Page(SLIDE.width, SLIDE.height);
  page.rect(0, 0, SLIDE.width, SLIDE.height, 'white');
  page.rect(0, SLIDE.height - 6, SLIDE.width, 6, 'navy');
  page.text(SLIDE.margin, 478, kicker.toUpperCase(), { font: 'B', size: 10, colour: 'orange' });
  page.text(SLIDE.margin, 446, title, { font: 'B', size: 24, colour: 'navy' });
  page.line(SLIDE.margin, 40, SLIDE.width - SLIDE.margin, 40, 'border');
  page.text(SLIDE.margin, 24, `${COMPANY} \u2014 Investor presentation \u2014 March 2024`, { size: 8, colour: 'muted' });
  page.text(SLIDE.width - SLIDE.margin, 24, `${number} / ${total}`, { size: 8, colour: 'muted', align: 'right' });
  return page;
}

function bullets(page, x, y, width, items, size = 13) {
  for (const item of items) {
    page.circle(x + 4, y + 4, 3.5, 'orange');
    y = page.paragraph(x + 18, y, width - 18, item, { size, leading: size * 1.4 }) - 8;
  }
  return y;
}

function tiles(page, y, items) {
  const gap = 16;
  const width = (SLIDE.width - 2 * SLIDE.margin - gap * (items.length - 1)) / items.length;
  items.forEach(([figure, label], index) => {
    const x = SLIDE.margin + index * (width + gap);
    page.rect(x, y - 96, width, 104, 'surface');
    page.rect(x, y - 96, 4, 104, 'accent');
    page.text(x + 18, y - 34, figure, { font: 'B', size: 26, colour: 'navy' });
    page.paragraph(x + 18, y - 58, width - 30, label, { size: 10, leading: 13, colour: 'muted' });
  });
}

function investorPresentation() {
  const total = 12;
  const pages = [];

  // 1. Cover
  const cover = new Page(SLIDE.width, SLIDE.height);
  cover.rect(0, 0, SLIDE.width, SLIDE.height, 'navy');
  cover.circle(760, 300, 150, 'navy2');
  cover.circle(760, 300, 70, 'orange');
  cover.stroke('0 150 m 240 190 420 110 620 170 c 780 220 860 140 960 180 c', 'accent', 3);
  cover.stroke('0 120 m 260 160 440 90 640 140 c 800 180 880 110 960 150 c', 'teal', 2);
  cover.circle(SLIDE.margin + 10, 470, 10, 'accent');
  cover.text(SLIDE.margin + 30, 465, COMPANY.toUpperCase(), { font: 'B', size: 14, colour: 'white' });
  cover.text(SLIDE.margin, 360, 'Investor Presentation', { font: 'B', size: 40, colour: 'white' });
  cover.text(SLIDE.margin, 322, `Proposed business combination with ${PARTNER}`, { size: 16, colour: 'accent' });
  cover.text(SLIDE.margin, 292, 'Carbon-free heat and power for global industry', { size: 14, colour: 'white' });
  cover.text(SLIDE.margin, 60, 'March 2024', { font: 'B', size: 11, colour: 'white' });
  cover.text(SLIDE.margin, 40, SAMPLE, { size: 8, colour: 'border' });
  pages.push(cover);

  // 2. Disclaimer
  let page = slide(2, total, 'Important information', 'Disclaimer');
  let y = page.paragraph(SLIDE.margin, 400, SLIDE.width - 2 * SLIDE.margin, FORWARD_LOOKING, { size: 11, leading: 16, colour: 'muted' });
  page.paragraph(SLIDE.margin, y - 14, SLIDE.width - 2 * SLIDE.margin, `Industry and market data in this presentation come from the company\u2019s own estimates and studies. Design figures are those of the standard two-reactor IMSR plant and may change as the design is licensed and built. ${PARTNER} will file a registration statement; investors are urged to read it when it becomes available.`, { size: 11, leading: 16, colour: 'muted' });
  pages.push(page);

  // 3. Opportunity
  page = slide(3, total, 'Industry needs clean heat, not only clean power', 'The opportunity');
  bullets(page, SLIDE.margin, 396, 470, [
    'A fifth of the world\u2019s energy use is heat for industry, and most of it is still made by burning coal, oil and gas.',
    'Heat pumps cannot reach the temperatures chemical plants need; hydrogen from renewable power remains expensive.',
    'Wind and solar need firm, around-the-clock partners on the grid.',
  ]);
  page.rect(580, 150, 324, 260, 'navy');
  page.text(742, 330, '$1 trillion', { font: 'B', size: 36, colour: 'accent', align: 'center' });
  page.text(742, 300, 'addressable market for clean industrial', { size: 12, colour: 'white', align: 'center' });
  page.text(742, 284, 'heat and power in the OECD', { size: 12, colour: 'white', align: 'center' });
  page.text(742, 210, 'International rollout from 2030', { font: 'B', size: 12, colour: 'accent', align: 'center' });
  pages.push(page);

  // 4. Product
  page = slide(4, total, 'The IMSR at a glance', 'The product');
  tiles(page, 400, [['585 \u00b0C', 'heat, against about 290 \u00b0C from legacy water-cooled reactors'], ['44 %', 'net thermal efficiency'], ['392 MWe', 'from 884 MWt in a two-reactor plant'], ['< 5 %', 'U-235: standard low-enriched fuel']]);
  bullets(page, SLIDE.margin, 250, SLIDE.width - 2 * SLIDE.margin, [
    'Fuel dissolved in molten fluoride salt, running near atmospheric pressure.',
    'Sealed, factory-built Core-unit replaced every seven years.',
    'Passive decay heat removal: no pumps, operators or outside power needed.',
  ]);
  pages.push(page);

  // 5. Core-unit
  page = slide(5, total, 'Replace, don\u2019t repair: the Core-unit', 'Technology');
  bullets(page, SLIDE.margin, 396, 450, [
    'Reactor vessel, pumps, heat exchangers and moderator in one sealed module.',
    'Seven years of operation, then a new Core-unit from the factory takes over.',
    'No component designed for a sixty-year life in a hot, radioactive environment.',
    'Each generation of Core-unit can carry design improvements.',
  ]);
  page.rect(620, 110, 220, 300, 'surface');
  page.rect(660, 150, 140, 200, 'navy2');
  page.rect(680, 170, 100, 90, 'orange');
  page.text(730, 300, 'CORE-UNIT', { font: 'B', size: 12, colour: 'white', align: 'center' });
  page.text(730, 124, '7-year life', { font: 'B', size: 11, colour: 'navy', align: 'center' });
  pages.push(page);

  // 6. Safety
  page = slide(6, total, 'Safety from physics, not from added systems', 'Technology');
  tiles(page, 400, [['~1 atm', 'primary system pressure'], ['Passive', 'decay heat removal by natural air circulation'], ['Retained', 'fission products bound chemically in the salt']]);
  page.paragraph(SLIDE.margin, 250, SLIDE.width - 2 * SLIDE.margin, 'The design completed the first two phases of a pre-licensing vendor design review, in which the regulator found no fundamental barriers to licensing. Molten salt reactors are not new: an experimental reactor operated at Oak Ridge National Laboratory for four years in the 1960s.', { size: 13, leading: 19 });
  pages.push(page);

  // 7. Economics
  page = slide(7, total, 'Competitive with natural gas, before any carbon price', 'Economics');
  const base = 110;
  const bars = [['Plant 1', 100], ['Plant 2', 88], ['Plant 3', 80], ['Plant 4', 74], ['Fleet', 69]];
  bars.forEach(([label, value], index) => {
    const x = SLIDE.margin + 20 + index * 80;
    const h = value * 2.6;
    page.rect(x, base, 52, h, index === bars.length - 1 ? 'orange' : 'navy2');
    page.text(x + 26, base + h + 8, `$${value}`, { font: 'B', size: 11, colour: 'navy', align: 'center' });
    page.text(x + 26, base - 16, label, { size: 10, colour: 'muted', align: 'center' });
  });
  page.line(SLIDE.margin, base, SLIDE.margin + 420, base, 'navy', 1.2);
  page.text(SLIDE.margin, 70, 'Illustrative cost of electricity, US$ per MWh', { font: 'I', size: 9, colour: 'muted' });
  bullets(page, 540, 380, 360, ['Electricity below US$69 per MWh.', 'Process heat below US$8.60 per MMBtu.', 'Plants built in under four years from factory-made modules.', 'Costs fall with series production of identical Core-units.']);
  pages.push(page);

  // 8. Siting
  page = slide(8, total, 'Fits where industry already is', 'Applications');
  tiles(page, 400, [['7 ha', 'site footprint (17.3 acres) for a standard plant'], ['195 MWe', 'on the same 7 hectares, in a smaller configuration'], ['390 MWe', 'and more from a two-reactor plant']]);
  bullets(page, SLIDE.margin, 250, SLIDE.width - 2 * SLIDE.margin, [
    'Chemical and petrochemical complexes: process steam and power on one site.',
    'Retiring coal stations: grid connection, cooling water and workforce already in place.',
    'Data center campuses: firm, carbon-free electricity around the clock.',
  ]);
  pages.push(page);

  // 9. Path to market
  page = slide(9, total, 'From design review to a fleet', 'Path to market');
  const milestones = [['2013', 'Design work begins'], ['2018', 'Review phase 1'], ['2021', 'Review phase 2'], ['2024', 'Public listing'], ['2026', 'Licence to construct'], ['2030', 'International rollout']];
  page.line(SLIDE.margin + 20, 270, SLIDE.width - SLIDE.margin - 20, 270, 'teal', 3);
  milestones.forEach(([year, label], index) => {
    const x = SLIDE.margin + 40 + index * 156;
    page.circle(x, 270, 10, index === 3 ? 'orange' : 'navy2');
    page.text(x, 300, year, { font: 'B', size: 16, colour: 'navy', align: 'center' });
    page.text(x, 238, label, { size: 10, colour: 'muted', align: 'center' });
  });
  page.paragraph(SLIDE.margin, 170, SLIDE.width - 2 * SLIDE.margin, 'Dates after 2024 are targets. The first plant is designed to be built in under four years once its construction licence is granted.', { size: 11, colour: 'muted' });
  pages.push(page);

  // 10. Transaction
  page = slide(10, total, 'Transaction overview', 'The business combination');
  bullets(page, SLIDE.margin, 396, SLIDE.width - 2 * SLIDE.margin, [
    `${COMPANY} combines with ${PARTNER}; the combined company is listed and keeps the ${COMPANY} name.`,
    'Existing shareholders roll all of their equity into the combined company.',
    'Proceeds: Meridian\u2019s trust account, subject to redemptions, and a committed private placement.',
    'Use of proceeds: licensing and construction of the first plant, Core-unit qualification, supply chain.',
    'Expected closing in the second half of 2024, subject to shareholder and regulatory approvals.',
  ]);
  pages.push(page);

  // 11. Use of proceeds
  page = slide(11, total, 'What the proceeds build', 'Use of proceeds');
  tiles(page, 400, [['Licensing', 'licence to prepare a site and construct the first plant'], ['Core-unit', 'qualification of materials and components at 700 \u00b0C'], ['Supply chain', 'factory production of modules in series']]);
  page.paragraph(SLIDE.margin, 250, SLIDE.width - 2 * SLIDE.margin, 'Amounts and their allocation will be set out in the registration statement.', { size: 12, colour: 'muted' });
  pages.push(page);

  // 12. Summary
  page = slide(12, total, 'Why the IMSR', 'Summary');
  bullets(page, SLIDE.margin, 396, SLIDE.width - 2 * SLIDE.margin, [
    'Heat at 585 \u00b0C serves the industrial processes other clean sources cannot reach.',
    'A simple, low-pressure plant with a replaceable Core-unit and standard fuel.',
    'Costs competitive with natural gas: below US$69 per MWh and US$8.60 per MMBtu.',
    'A one trillion dollar addressable market in the OECD, with rollout from 2030.',
  ], 14);
  page.text(SLIDE.margin, 110, 'Investor contact: investors@example.com', { font: 'B', size: 12, colour: 'navy' });
  pages.push(page);

  return pages;
}

// ----------------------------------------------------------------------------------------------------------

const documents = [
  ['files/investors/business-combination-press-release.pdf', pressRelease, 'Press release: business combination', `${COMPANY} to combine with ${PARTNER}`],
  ['files/investors/investor-presentation.pdf', investorPresentation(), 'Investor presentation', 'Proposed business combination, March 2024'],
  ['files/imsr-technical-overview.pdf', technicalOverview, 'IMSR technical overview', 'The Integral Molten Salt Reactor'],
  ['files/core-unit-fact-sheet.pdf', factSheet, 'Core-unit fact sheet', 'The IMSR Core-unit'],
  ['files/design-review-report.pdf', designReview, 'Vendor design review: summary report', 'Pre-licensing vendor design review of the IMSR'],
];

for (const [path, pages, title, subject] of documents) {
  const file = join(ROOT, 'public', path);
  mkdirSync(dirname(file), { recursive: true });
  const bytes = pdfFile(pages, title, subject);
  writeFileSync(file, bytes);
  console.log(`${path}: ${pages.length} pages, ${Math.ceil(bytes.length / 1024)} KB`);
}
