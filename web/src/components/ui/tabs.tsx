import { createContext, type KeyboardEvent, type ReactNode, useContext, useId } from 'react';

/**
 * Tabs by the WAI-ARIA pattern with manual activation: arrows, Home and End move the focus (in
 * reading order, so the arrows follow the page's direction), Enter, Space or a click activates.
 * Manual, because each activation of the city page's tabs is a history entry: activating on
 * focus would add one per arrow press. Written out rather than Radix's: the city page loads it
 * first, and Radix's tabs with their roving-focus machinery cost that page 11 KB.
 */
interface TabsState {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value}`;

export function Tabs({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  return <TabsContext value={{ value, onValueChange, baseId }}>{children}</TabsContext>;
}

const NEXT_KEYS: Record<string, (index: number, count: number, isRtl: boolean) => number> = {
  ArrowRight: (index, count, isRtl) => (index + (isRtl ? count - 1 : 1)) % count,
  ArrowLeft: (index, count, isRtl) => (index + (isRtl ? 1 : count - 1)) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = NEXT_KEYS[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  tabs[move(index, tabs.length, isRtl)]?.focus();
}

/** `isFullWidth`: the tabs share the list's whole width (the login card's). */
export function TabsList({
  label,
  isFullWidth,
  children,
}: {
  label: string;
  isFullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      className={`${isFullWidth ? 'flex w-full [&>*]:flex-1' : 'inline-flex'} gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800`}
    >
      {children}
    </div>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const isSelected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'tab', value)}
      aria-selected={isSelected}
      // Only the selected tab's panel exists: an id that names nothing is not announced.
      aria-controls={isSelected ? idOf(tabs.baseId, 'panel', value) : undefined}
      tabIndex={isSelected ? 0 : -1}
      data-state={isSelected ? 'active' : 'inactive'}
      onClick={() => {
        if (!isSelected) tabs.onValueChange(value);
      }}
      className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white"
    >
      {children}
    </button>
  );
}

/** The selected tab's panel; the others render nothing. */
export function TabsContent({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div role="tabpanel" id={idOf(tabs.baseId, 'panel', value)} aria-labelledby={idOf(tabs.baseId, 'tab', value)}>
      {children}
    </div>
  );
}
