import { Button, Icon, Text } from '@site/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import * as styles from './admin.css';

export interface AdminToast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Spec §9: one toast at a time, shown for 5000 ms. */
const toastDuration = 5000;

const ToastContext = createContext<(toast: AdminToast) => void>(() => {});

export function useAdminToast() {
  return useContext(ToastContext);
}

/**
 * The admin's own toast region (the public shell's lives outside this layout). F8 moves focus to it, as on the
 * public site, so keyboard users can reach the close button before the toast times out.
 */
export function AdminToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(AdminToast & { key: number }) | null>(null);
  const regionRef = useRef<HTMLElement>(null);
  const show = useCallback((next: AdminToast) => setToast({ ...next, key: Date.now() }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toastDuration);
    return () => window.clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1} className={styles.toastRegion}>
        <div role="status" aria-live="polite" aria-atomic="true">
          {toast ? (
            <div
              key={toast.key}
              className={[styles.toast, toast.variant === 'destructive' ? styles.toastDestructive : '']
                .filter(Boolean)
                .join(' ')}
            >
              <div>
                <Text weight="semibold">{toast.title}</Text>
                {toast.description ? <Text size="sm">{toast.description}</Text> : null}
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Dismiss notification"
                onPress={() => setToast(null)}
              >
                <Icon name="close" />
              </Button>
            </div>
          ) : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
