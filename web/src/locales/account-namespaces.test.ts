import { describe, expect, it } from 'vitest';
import { localeResources } from '../lib/i18n.ts';

const NAMESPACES = ['account', 'owner', 'admin', 'notifications', 'bookings', 'contact'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path, plural forms folded into one (Arabic has six, English two). */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix.replace(PLURAL, '')];
  return [...new Set(Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key)))];
}

describe('account-side locale files', () => {
  const resources = localeResources();
  it.each(NAMESPACES)('%s has the same keys in ar, en and ku, and no empty text', (namespace) => {
    const english = keys(resources.en?.[namespace]).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of ['ar', 'ku']) {
      expect(keys(resources[language]?.[namespace]).sort(), language).toEqual(english);
    }
    const texts = JSON.stringify([resources.ar?.[namespace], resources.en?.[namespace], resources.ku?.[namespace]]);
    expect(texts).not.toContain('""');
  });
});
