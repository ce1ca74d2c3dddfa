import type { TruncationReason } from '../warehouse/types.js';

/** Why an execute_sql result holds fewer rows than the statement produced, in words a caller can act on. */
export function sqlTruncationMessage(
  reason: TruncationReason | null,
  rows: number,
  maxBytes: number,
): string | null {
  if (reason === 'rows') {
    return `The result was cut at ${rows} rows (the row cap); add a LIMIT, filter or aggregate to see the rest.`;
  }
  if (reason === 'bytes') {
    return (
      `The result was cut at ${rows} rows: the next row would pass the response size limit of ${maxBytes} bytes. ` +
      'Select fewer or smaller columns, aggregate, or add a LIMIT.'
    );
  }
  return null;
}

/**
 * A contract page cut by the byte budget. The applied limit becomes the rows
 * returned, so a caller that advances the offset by the limit (as paging asks)
 * continues exactly where this page ends.
 */
export function pageTruncationMessage(rows: number, requestedLimit: number, maxBytes: number): string {
  return (
    `This page holds ${rows} of the ${requestedLimit} rows asked for: more would pass the response size limit ` +
    `of ${maxBytes} bytes. The applied limit is ${rows}; advance the offset by it for the next rows, or select fewer fields.`
  );
}
