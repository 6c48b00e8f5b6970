import { useEffect, useRef } from 'react';
import * as styles from './ParticleCanvas.css';
import type { FieldDrawn, FieldMessage } from './particleField';
import { useMediaQuery } from './useMediaQuery';

export interface ParticleCanvasProps {
  /** @default 75 */
  particleCount?: number;
  /** Below this viewport width (px) nothing is rendered: small screens get no decoration and no battery drain. @default 768 */
  minViewportWidth?: number;
  /** Distance (px) within which particles move away from the pointer. @default 100 */
  mouseRadius?: number;
  /** Maximum speed in px per frame. @default 1.5 */
  maxSpeed?: number;
  /** Fixes the starting layout (stories, screenshots). Random when omitted. */
  seed?: number;
  /** Overrides the user's `prefers-reduced-motion` setting; when true one still frame is drawn and nothing moves. */
  reducedMotion?: boolean;
  className?: string;
}

interface FieldConnection {
  send: (message: FieldMessage) => void;
  close: () => void;
  closing?: ReturnType<typeof setTimeout>;
}

/**
 * One field per canvas element. A canvas hands its drawing to a worker only once, so a connection outlives an
 * effect that is run again on the same element (new props, or React's StrictMode re-run) and closes only when the
 * canvas has gone.
 */
const connections = new WeakMap<HTMLCanvasElement, FieldConnection>();

/**
 * Draws on a worker, so the animation never competes with the page's answers to clicks and keys. A browser without
 * `OffscreenCanvas` (Safari before 16.4) shows no field: it is decoration, and every page would otherwise carry the
 * field's code for the few that need it.
 */
function connect(canvas: HTMLCanvasElement, onDrawn: () => void): FieldConnection | undefined {
  const existing = connections.get(canvas);
  if (existing) {
    clearTimeout(existing.closing);
    return existing;
  }
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function')
    return undefined;
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./particleField.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<FieldDrawn>) => {
    if (event.data.type === 'drawn') onDrawn();
  });
  worker.postMessage({ type: 'canvas', canvas: offscreen }, [offscreen]);
  const connection: FieldConnection = {
    send: (message) => worker.postMessage(message),
    close: () => worker.terminate(),
  };
  connections.set(canvas, connection);
  return connection;
}

/** Closes the field once its canvas has left the document; a canvas still there is taken back by its next effect. */
function release(canvas: HTMLCanvasElement, connection: FieldConnection) {
  connection.closing = setTimeout(() => {
    if (canvas.isConnected) return;
    connection.close();
    connections.delete(canvas);
  });
}

/**
 * Decorative particle field behind a hero. Hidden from assistive technology; animates only while on screen, on a
 * worker. While a change (size, colour, start) is not yet drawn the canvas carries `data-drawing`, so a screenshot
 * can wait for the picture.
 */
export function ParticleCanvas({
  particleCount = 75,
  minViewportWidth = 768,
  mouseRadius = 100,
  maxSpeed = 1.5,
  seed,
  reducedMotion,
  className,
}: ParticleCanvasProps) {
  const wide = useMediaQuery(`(min-width: ${minViewportWidth}px)`);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const still = reducedMotion ?? prefersReducedMotion;
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !wide) return;
    let field: FieldConnection | undefined;
    let onScreen = false;
    let started = false;
    let color = '';
    const shownNow = () => started && onScreen && document.visibilityState === 'visible';
    const send = (message: FieldMessage) => {
      // A change the field will draw marks the canvas until the field says it is drawn; the pointer is no change.
      if (message.type !== 'pointer') {
        if (message.type === 'shown' ? message.shown : shownNow()) canvas.setAttribute('data-drawing', '');
        else canvas.removeAttribute('data-drawing');
      }
      field?.send(message);
    };
    const show = () => send({ type: 'shown', shown: shownNow() });
    const measure = () => {
      const rect = canvas.getBoundingClientRect();
      send({ type: 'size', width: rect.width, height: rect.height, ratio: window.devicePixelRatio || 1 });
    };
    // The colour comes from CSS, so it follows the theme: read again when the root element's class changes.
    const readColor = () => {
      const next = getComputedStyle(canvas).color;
      if (next === color) return;
      color = next;
      send({ type: 'color', color });
    };
    // The worker and its script are only fetched here, in an idle moment, so the hero's first paint never waits on
    // the decoration.
    const start = () => {
      field = connect(canvas, () => canvas.removeAttribute('data-drawing'));
      if (!field) return;
      started = true;
      send({
        type: 'settings',
        settings: {
          particleCount,
          mouseRadius,
          maxSpeed,
          still,
          seed: seed ?? Math.floor(Math.random() * 2 ** 32),
        },
      });
      measure();
      readColor();
      show();
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!onScreen) return;
      const rect = canvas.getBoundingClientRect();
      send({ type: 'pointer', pointer: { x: event.clientX - rect.left, y: event.clientY - rect.top } });
    };

    const intersection = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      show();
    });
    intersection.observe(canvas);
    const resizing = new ResizeObserver(() => started && measure());
    resizing.observe(canvas);
    // Read after the frame that applies the new class has been painted, so the read never forces styles early.
    const theme = new MutationObserver(() => started && requestAnimationFrame(() => setTimeout(readColor)));
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    document.addEventListener('visibilitychange', show);
    if (!still) window.addEventListener('pointermove', onPointerMove, { passive: true });
    // Safari has no requestIdleCallback.
    const canIdle = typeof window.requestIdleCallback === 'function';
    const idle = canIdle ? window.requestIdleCallback(start, { timeout: 500 }) : window.setTimeout(start, 50);

    return () => {
      if (canIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      if (field) {
        field.send({ type: 'shown', shown: false });
        release(canvas, field);
      }
      intersection.disconnect();
      resizing.disconnect();
      theme.disconnect();
      document.removeEventListener('visibilitychange', show);
      window.removeEventListener('pointermove', onPointerMove);
    };
  }, [wide, still, particleCount, mouseRadius, maxSpeed, seed]);

  if (!wide) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex is not focusable; the field is pure decoration
    <canvas ref={ref} aria-hidden="true" className={[styles.canvas, className].filter(Boolean).join(' ')} />
  );
}
