import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#web/lib/when-idle.ts';
import { MENU_TRIGGER_CLASSES } from './menu-trigger.ts';
import type { RadioMenuProps } from './radix-radio-menu.tsx';

// Radix menus bring Floating UI (~35 KB gzipped): they load once the page is idle, or on first use.
// lazy() forgets the component's type parameter; it is the same component.
const RadixRadioMenu = lazy(() =>
  import('./radix-radio-menu.tsx').then((module) => ({ default: module.RadixRadioMenu })),
) as unknown as typeof import('./radix-radio-menu.tsx').RadixRadioMenu;

/** A menu of mutually exclusive choices with a check on the current one (language, theme). */
export function RadioMenu<T extends string>(props: RadioMenuProps<T>) {
  const [isWanted, setWanted] = useState(false);
  const [isOpenAtFirst, setOpenAtFirst] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);

  // Until the menu's code is here, the same-looking button asks for it and opens it on arrival.
  const placeholder = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      className={MENU_TRIGGER_CLASSES}
      onClick={() => {
        setOpenAtFirst(true);
        setWanted(true);
      }}
    >
      {props.trigger}
    </button>
  );
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RadixRadioMenu {...props} isOpenAtFirst={isOpenAtFirst} />
    </Suspense>
  );
}
