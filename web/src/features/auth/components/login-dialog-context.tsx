import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';

// The dialog's code (Radix Dialog and its focus trap) loads the first time someone opens it.
const LoginMethodDialog = lazy(() =>
  import('./login-method-dialog.tsx').then((module) => ({ default: module.LoginMethodDialog })),
);

const LoginDialogContext = createContext<{ openLoginDialog: () => void } | null>(null);

/** One login-method dialog for the whole site: the header's login button and the booking prompt open it. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const value = useMemo(
    () => ({
      openLoginDialog: () => {
        setHasOpened(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <LoginDialogContext value={value}>
      {children}
      {hasOpened && (
        <Suspense fallback={null}>
          <LoginMethodDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </LoginDialogContext>
  );
}

export function useLoginDialog() {
  const context = useContext(LoginDialogContext);
  if (!context) throw new Error('useLoginDialog needs a LoginDialogProvider');
  return context;
}
