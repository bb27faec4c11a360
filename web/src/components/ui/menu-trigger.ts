/** The menu button's look, shared by the placeholder and the loaded Radix trigger so nothing shifts. */
export const MENU_TRIGGER_CLASSES =
  'inline-flex h-9 items-center gap-1 rounded-md px-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
