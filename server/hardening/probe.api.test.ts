import { it } from 'vitest';
import { buildRoutedApp } from './harness.ts';
import { ACCESS_MATRIX } from './access-matrix.ts';
it('probe', async () => {
  const t = await buildRoutedApp();
  console.log(
    [...new Set(t.routes.map((r) => r.key))].filter((k) => !k.startsWith('HEAD') && !ACCESS_MATRIX[k]).join('\n'),
  );
  await t.close();
});
