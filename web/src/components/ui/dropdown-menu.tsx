import { lazy, Suspense, useState } from 'react';
import { useIdleCode } from '#web/lib/use-idle-code.ts';
import { MENU_TRIGGER_CLASSES } from './menu-trigger.ts';
import type { RadioMenuProps } from './radix-radio-menu.tsx';

// Radix menus bring Floating UI (~35 KB gzipped): they load once the page is idle, or on first use.
const loadRadixRadioMenu = () => import('./radix-radio-menu.tsx');
// lazy() forgets the component's type parameter; it is the same component.
const RadixRadioMenu = lazy(() =>
  loadRadixRadioMenu().then((module) => ({ default: module.RadixRadioMenu })),
) as unknown as typeof import('./radix-radio-menu.tsx').RadixRadioMenu;

/** A menu of mutually exclusive choices with a check on the current one (language, theme). */
export function RadioMenu<T extends string>(props: RadioMenuProps<T>) {
  const { isLoaded, loadNow } = useIdleCode(loadRadixRadioMenu);
  const [isOpenAtFirst, setOpenAtFirst] = useState(false);

  // Until the menu's code is here, the same-looking button asks for it and opens it on arrival.
  const placeholder = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      className={MENU_TRIGGER_CLASSES}
      onClick={() => {
        setOpenAtFirst(true);
        loadNow();
      }}
    >
      {props.trigger}
    </button>
  );
  if (!isLoaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RadixRadioMenu {...props} isOpenAtFirst={isOpenAtFirst} />
    </Suspense>
  );
}
