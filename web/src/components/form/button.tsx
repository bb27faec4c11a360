import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  outline:
    'border border-slate-300 bg-transparent hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 disabled:opacity-60',
  ghost: 'bg-transparent hover:bg-slate-100 dark:hover:bg-slate-800 disabled:opacity-60',
  destructive: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md') {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed',
    size === 'sm' ? 'h-8 px-3 text-sm' : 'h-10 px-4',
    VARIANTS[variant],
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button. */
  isBusy?: boolean;
}

export function Button({ variant, size, isBusy = false, className, children, disabled, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={clsx(buttonClass(variant, size), className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center p-8">
      <Loader2 aria-hidden className="size-8 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
