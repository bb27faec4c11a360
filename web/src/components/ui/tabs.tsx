import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TabsPrimitive.List aria-label={label} className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {children}
    </TabsPrimitive.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white"
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}
