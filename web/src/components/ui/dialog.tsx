import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { KeyboardEventHandler, ReactNode } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  titleClassName?: string;
  onKeyDown?: KeyboardEventHandler;
}

/** A modal dialog: focus trapped inside, Escape and the close button dismiss it. */
export function DialogContent({
  title,
  description,
  closeLabel,
  children,
  className = '',
  titleClassName = '',
  onKeyDown,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        onKeyDown={onKeyDown}
        className={`fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900 ${className}`}
        // Without a description Radix wants aria-describedby explicitly absent.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogPrimitive.Title className={`text-lg font-semibold ${titleClassName}`}>{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute end-3 top-3 z-10 rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
