/** Query keys of the map feature. */
export const mapKeys = {
  config: ['map', 'config'] as const,
};
