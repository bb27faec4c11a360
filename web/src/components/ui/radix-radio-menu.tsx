import { Check } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactNode } from 'react';
import { MENU_TRIGGER_CLASSES } from './menu-trigger.ts';

export interface RadioMenuProps<T extends string> {
  /** The trigger's accessible name. */
  label: string;
  trigger: ReactNode;
  value: T;
  options: readonly { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
}

/** Radix DropdownMenu with radio items; loaded through dropdown-menu.tsx, never imported directly. */
export function RadixRadioMenu<T extends string>({
  label,
  trigger,
  value,
  options,
  onChange,
  isOpenAtFirst,
}: RadioMenuProps<T> & { isOpenAtFirst: boolean }) {
  return (
    <Menu.Root defaultOpen={isOpenAtFirst}>
      <Menu.Trigger aria-label={label} className={MENU_TRIGGER_CLASSES}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Menu.RadioGroup value={value} onValueChange={(next) => onChange(next as T)}>
            {options.map((option) => (
              <Menu.RadioItem
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-highlighted:bg-slate-100 dark:data-highlighted:bg-slate-800"
              >
                {option.icon}
                <span className="flex-1">{option.label}</span>
                <Menu.ItemIndicator>
                  <Check aria-hidden className="size-4 text-brand-600" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
