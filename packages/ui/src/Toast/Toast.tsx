import { type PointerEvent, useEffect, useRef } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastList as RACToastList,
  UNSTABLE_ToastRegion as RACToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { close, content, description, list, region, title, toast } from './Toast.css';
import { type ToastContent, toastQueue } from './toastQueue';

/** A horizontal drag of at least this many pixels to the right dismisses a toast. */
export const swipeDismissThreshold = 50;

export interface ToastRegionProps {
  /** @default the site-wide `toastQueue` */
  queue?: ToastQueue<ToastContent>;
  /** Landmark name, announced when F6/F8 moves focus here. @default 'Notifications' */
  label?: string;
  /** Accessible name of each toast's × button. @default 'Close' */
  closeLabel?: string;
}

function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      start.current = { x: event.clientX, id: event.pointerId };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current?.id !== event.pointerId) return;
      const dx = Math.max(0, event.clientX - start.current.x);
      event.currentTarget.style.transform = dx ? `translateX(${dx}px)` : '';
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current?.id !== event.pointerId) return;
      const dx = event.clientX - start.current.x;
      start.current = null;
      event.currentTarget.style.transform = '';
      if (dx >= swipeDismissThreshold) onDismiss();
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      start.current = null;
      event.currentTarget.style.transform = '';
    },
  };
}

function SiteToast({
  item,
  queue,
  closeLabel,
}: {
  item: { key: string; content: ToastContent };
  queue: ToastQueue<ToastContent>;
  closeLabel: string;
}) {
  const swipe = useSwipeToDismiss(() => queue.close(item.key));
  const { variant = 'default' } = item.content;
  return (
    <RACToast toast={item} className={toast({ variant })} data-variant={variant} {...swipe}>
      <RACToastContent className={content}>
        <Text slot="title" className={title}>
          {item.content.title}
        </Text>
        {item.content.description && (
          <Text slot="description" className={description}>
            {item.content.description}
          </Text>
        )}
      </RACToastContent>
      {item.content.action && (
        <Button
          variant="outline"
          size="sm"
          onPress={() => {
            item.content.action?.onAction();
            queue.close(item.key);
          }}
        >
          {item.content.action.label}
        </Button>
      )}
      <Button slot="close" variant="ghost" size="sm" aria-label={closeLabel} className={close}>
        <Icon name="close" size="sm" />
      </Button>
    </RACToast>
  );
}

/**
 * Where toasts appear (bottom right). Render it once in the app shell. F6 reaches it like any landmark; F8 jumps
 * straight to it from anywhere on the page.
 */
export function ToastRegion({
  queue = toastQueue,
  label = 'Notifications',
  closeLabel = 'Close',
}: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || !regionRef.current) return;
      event.preventDefault();
      const first = regionRef.current.querySelector<HTMLElement>('[role="alertdialog"]');
      (first ?? regionRef.current).focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <RACToastRegion queue={queue} ref={regionRef} aria-label={label} className={region}>
      <RACToastList<ToastContent> className={list}>
        {({ toast: item }) => <SiteToast item={item} queue={queue} closeLabel={closeLabel} />}
      </RACToastList>
    </RACToastRegion>
  );
}
