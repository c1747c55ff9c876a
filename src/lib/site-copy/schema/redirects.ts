import { singleton } from '@keystatic/core';
import { group, list, select, text } from '../fields';

/**
 * Old or short addresses sent on to a page (a renamed page, `/imsr` printed on a brochure). The production
 * server answers them before anything else; `npm run content:check` refuses loops, chains, duplicates, an
 * address a page of the site already has, and a destination that is no page of the site nor https://.
 */
export const redirects = singleton({
  label: 'Redirects',
  path: 'content/redirects',
  format: { data: 'yaml' },
  schema: {
    redirects: list(
      'Redirects',
      group({
        from: text('From', {
          description: 'The address to send on, a path on this site: /imsr. Capitals and a final slash do not matter (/IMSR/ is sent on too); no ?… part.',
        }),
        to: text('To', {
          description: 'Where it goes: a page of this site (/technology, /newsroom/posts/123, /files/brochure.pdf) or a full https:// address. The visitor’s ?… part is passed on.',
        }),
        type: select(
          'Kind',
          [
            { label: 'Permanent (308)', value: 'permanent' },
            { label: 'Temporary (307)', value: 'temporary' },
          ],
          'permanent',
          'Permanent: the old address is gone for good, and search engines list the new one instead. Temporary: for now (a campaign); search engines keep the old address.',
        ),
      }),
      { min: 0, itemLabel: (value) => `${String(value.from ?? '')} → ${String(value.to ?? '')}` },
    ),
  },
});
