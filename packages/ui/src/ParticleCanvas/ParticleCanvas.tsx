import { useEffect, useRef } from 'react';
import * as styles from './ParticleCanvas.css';
import {
  createParticles,
  createRandom,
  drawParticles,
  type Particle,
  type Pointer,
  stepParticles,
} from './particles';
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

/** Decorative particle field behind a hero. Hidden from assistive technology; animates only while on screen. */
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
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !wide) return;

    const random = createRandom(seed ?? Math.floor(Math.random() * 2 ** 32));
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let pointer: Pointer | null = null;
    let onScreen = false;
    let started = false;
    let frame = 0;

    const draw = () => drawParticles(context, particles, width, height, getComputedStyle(canvas).color);
    const tick = () => {
      stepParticles(particles, width, height, pointer, mouseRadius, maxSpeed);
      draw();
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      const running = started && onScreen && !still && document.visibilityState === 'visible';
      if (running && !frame) frame = requestAnimationFrame(tick);
      if (!running && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      // A still field is drawn once it is first seen; a moving one draws itself from `tick`.
      if (started && onScreen && still) draw();
    };
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      width = rect.width;
      height = rect.height;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0) particles = createParticles(particleCount, width, height, maxSpeed, random);
      if (started && onScreen) draw();
    };
    const start = () => {
      started = true;
      resize();
      update();
    };
    const onPointerMove = (event: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      pointer = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };

    const intersection = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      update();
    });
    intersection.observe(canvas);
    const resizing = new ResizeObserver(() => started && resize());
    resizing.observe(canvas);
    document.addEventListener('visibilitychange', update);
    if (!still) window.addEventListener('pointermove', onPointerMove, { passive: true });
    // Setting up waits for an idle moment so the hero's first paint never waits on the decoration.
    // Safari has no requestIdleCallback.
    const canIdle = typeof window.requestIdleCallback === 'function';
    const idle = canIdle ? window.requestIdleCallback(start, { timeout: 500 }) : window.setTimeout(start, 50);

    return () => {
      if (canIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      cancelAnimationFrame(frame);
      intersection.disconnect();
      resizing.disconnect();
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('pointermove', onPointerMove);
    };
  }, [wide, still, particleCount, mouseRadius, maxSpeed, seed]);

  if (!wide) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex is not focusable; the field is pure decoration
    <canvas ref={ref} aria-hidden="true" className={[styles.canvas, className].filter(Boolean).join(' ')} />
  );
}
