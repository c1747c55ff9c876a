// @ts-check

/**
 * Whether a Range header asks for bytes a file of `size` bytes does not have (`bytes=999999-` of a small
 * file, or `bytes=-99999999999999999999`): Next.js's file sender (send, with range-parser) fails such a
 * request with a 416 error that Next.js answers 500. The entry drops that header instead, and the whole
 * file is sent (RFC 9110 §14.2: a server may ignore Range). Hand-written: range-parser is bundled inside
 * Next.js, not a module the entry can import; this is its rule (ranges that start past the end, or before
 * the start once a suffix is applied, are dropped; none left is unsatisfiable).
 * @param {string} header
 * @param {number} size
 */
export function isUnsatisfiableRange(header, size) {
  if (!/^ *bytes=/.test(header)) return false;
  const parts = header.slice(header.indexOf('=') + 1).split(',');
  return parts.every((part) => {
    const [first = '', last = ''] = part.split('-');
    let start = parseInt(first, 10);
    let end = parseInt(last, 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end)) end = size - 1;
    if (end > size - 1) end = size - 1;
    return Number.isNaN(start) || Number.isNaN(end) || start > end || start < 0;
  });
}
