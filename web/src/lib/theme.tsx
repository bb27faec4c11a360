import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
const STORAGE_KEY = 'theme';
const DEFAULT_THEME: Theme = 'dark';

function storedTheme(): Theme {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (THEMES as readonly string[]).includes(saved ?? '') ? (saved as Theme) : DEFAULT_THEME;
}

/**
 * Runs inline in the page's head before the first paint (root.tsx): the saved theme's colours, by
 * the same rule as applyTheme. Inline, it costs the first paint no request of its own.
 */
export const THEME_BOOT_SCRIPT = `(() => {
  var theme = localStorage.getItem('${STORAGE_KEY}') || '${DEFAULT_THEME}';
  var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();`;

/** The page's colours for a theme. */
function applyTheme(theme: Theme): void {
  const isDark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', isDark);
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A choice made in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    applyTheme(storedTheme());
    listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

const ThemeContext = createContext<{ theme: Theme; setTheme: (theme: Theme) => void } | null>(null);

/**
 * Light, dark or system (default dark, kept under `theme`); system follows the device live. The
 * server cannot know the choice: it renders the default, and THEME_BOOT_SCRIPT has painted the right colours.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, storedTheme, () => DEFAULT_THEME);
  // THEME_BOOT_SCRIPT has applied the saved theme before the first paint; this keeps it so if it did not run.
  useEffect(() => applyTheme(storedTheme()), []);

  useEffect(() => {
    if (theme !== 'system') return;
    const media = matchMedia('(prefers-color-scheme: dark)');
    const apply = () => applyTheme('system');
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  const setTheme = (next: Theme) => {
    localStorage.setItem(STORAGE_KEY, next);
    applyTheme(next);
    for (const listener of listeners) listener();
  };
  return <ThemeContext value={{ theme, setTheme }}>{children}</ThemeContext>;
}

export function useTheme() {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme needs a ThemeProvider');
  return context;
}
