/**
 * The investors page: the announcement and its documents. Company and partner names are placeholders
 * for the web team to replace.
 */
export interface InvestorDocument {
  title: string;
  description: string;
  /** Site path of the PDF. */
  href: string;
  /** Published, as shown on the card. */
  date: string;
  /** Size shown next to the link, so visitors know what they download. */
  size: string;
}

export const investorAnnouncement = {
  subtitle: 'Investors',
  headline: 'Northwind Nuclear to Combine with Meridian Acquisition Corp. and Become a Publicly Listed Company',
  summary:
    'The proposed business combination would fund the licensing and construction of the first commercial Integral Molten Salt Reactor plant, on the path to an international rollout from 2030.',
  documents: [
    {
      title: 'Press release',
      description: 'The announcement of the definitive agreement, the terms of the transaction and what comes next.',
      href: '/files/investors/business-combination-press-release.pdf',
      date: 'March 5, 2024',
      size: '3 KB',
    },
    {
      title: 'Investor presentation',
      description: 'The market for clean industrial heat and power, the IMSR and its economics, and our path to market.',
      href: '/files/investors/investor-presentation.pdf',
      date: 'March 5, 2024',
      size: '3 KB',
    },
  ] satisfies InvestorDocument[],
} as const;
