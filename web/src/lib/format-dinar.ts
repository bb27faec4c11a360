/** Prices and counts as the site writes them; common/ keeps the rule, for the server's previews too. */
export { formatCompactNumber, formatDinar, formatNumber } from '#common/format-dinar.ts';
