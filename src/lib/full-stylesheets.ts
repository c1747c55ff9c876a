import { SWITCHED_OFF_STYLESHEET } from '../../server/next-contract.mjs';

/**
 * Switches the build's full stylesheets on. The server sends each page with only the style rules it uses
 * written in, and the full stylesheets linked but switched off (server/html/inline-css.mjs); the page the
 * router opens next may need rules this one left out, so they are switched on before any navigation
 * without a reload (StylesheetsAfterLoad for links and Back, useNavigate for the rest).
 */
export function switchOnFullStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>(SWITCHED_OFF_STYLESHEET)) link.removeAttribute('disabled');
}
