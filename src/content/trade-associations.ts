/**
 * The trade associations page. Every organisation here is a placeholder for the web team to replace
 * with the real memberships; logos are drawn as text wordmarks, never copied trademarks.
 */

/** How a wordmark tile is set: each style is a distinct typographic treatment. */
export type WordmarkStyle = 'serif' | 'block' | 'stacked' | 'outline' | 'mono' | 'script';

export interface TradeAssociation {
  name: string;
  /** The wordmark: a short monogram and the treatment it is set in. */
  logo: { monogram: string; style: WordmarkStyle };
  href: string;
}

const base = 'https://example.org/associations/';

function association(name: string, monogram: string, style: WordmarkStyle, slug: string): TradeAssociation {
  return { name, logo: { monogram, style }, href: `${base}${slug}` };
}

export const tradeAssociationsIntro =
  'We work alongside industry councils, research networks and energy users across North America and Europe. These are the associations we belong to; each link opens the association’s own site.';

export const tradeAssociations: readonly TradeAssociation[] = [
  association('Canadian Nuclear Industry Council', 'CNIC', 'block', 'canadian-nuclear-industry-council'),
  association('Advanced Reactor Developers Forum', 'ARDF', 'serif', 'advanced-reactor-developers-forum'),
  association('Industrial Heat Alliance', 'IHA', 'stacked', 'industrial-heat-alliance'),
  association('Molten Salt Technology Network', 'MSTN', 'outline', 'molten-salt-technology-network'),
  association('Clean Firm Power Coalition', 'CFPC', 'mono', 'clean-firm-power-coalition'),
  association('North American Small Reactor Association', 'NASRA', 'script', 'north-american-small-reactor-association'),
  association('Ontario Energy Suppliers Guild', 'OESG', 'serif', 'ontario-energy-suppliers-guild'),
  association('Low-Carbon Process Heat Institute', 'LCPHI', 'block', 'low-carbon-process-heat-institute'),
  association('Atlantic Nuclear Supply Chain Group', 'ANSCG', 'outline', 'atlantic-nuclear-supply-chain-group'),
  association('Women in Advanced Energy Network', 'WAEN', 'stacked', 'women-in-advanced-energy-network'),
  association('Fission Innovation Council', 'FIC', 'script', 'fission-innovation-council'),
  association('Grid Reliability Partnership', 'GRP', 'mono', 'grid-reliability-partnership'),
  association('European Modular Reactor Platform', 'EMRP', 'serif', 'european-modular-reactor-platform'),
  association('Nuclear Skills and Training Board', 'NSTB', 'block', 'nuclear-skills-and-training-board'),
  association('Chemical Industry Decarbonisation Forum', 'CIDF', 'outline', 'chemical-industry-decarbonisation-forum'),
  association('Data Center Clean Power Compact', 'DCCPC', 'stacked', 'data-center-clean-power-compact'),
  association('Coal Community Transition Network', 'CCTN', 'mono', 'coal-community-transition-network'),
  association('Global Generation IV Exchange', 'GGIVX', 'script', 'global-generation-iv-exchange'),
];
