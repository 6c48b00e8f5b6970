import {
  createParticles,
  createRandom,
  drawParticles,
  type Particle,
  type Pointer,
  stepParticles,
} from './particles';

export interface FieldSettings {
  particleCount: number;
  mouseRadius: number;
  maxSpeed: number;
  seed: number;
  /** One frame, drawn again when the size or the colour changes; nothing moves. */
  still: boolean;
}

/** What the page tells the field on its worker. */
export type FieldMessage =
  | { type: 'settings'; settings: FieldSettings }
  | { type: 'size'; width: number; height: number; ratio: number }
  | { type: 'color'; color: string }
  | { type: 'pointer'; pointer: Pointer | null }
  /** On screen, in a visible tab, and set up: the only time the field draws. */
  | { type: 'shown'; shown: boolean };

/** Sent back once the frame after a change (other than the pointer's) is drawn. */
export interface FieldDrawn {
  type: 'drawn';
}

const nextFrame: (callback: () => void) => number =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(callback, 16) as unknown as number;
const cancelFrame: (frame: number) => void =
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : clearTimeout;

/**
 * The particle field's state and animation loop for one canvas: the `OffscreenCanvas` the worker draws on (the tests
 * drive it on a page's `<canvas>`). Returns the function that takes the page's messages.
 */
export function createParticleField(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  onDrawn: () => void,
): (message: FieldMessage) => void {
  const context = canvas.getContext('2d') as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  let settings: FieldSettings | undefined;
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let color = '';
  let pointer: Pointer | null = null;
  let shown = false;
  let frame = 0;
  let changed = false;

  const draw = () => {
    if (!context) return;
    drawParticles(context, particles, width, height, color);
    // Once per change, not once per frame: the page only needs to know that what it asked for is drawn.
    if (changed) onDrawn();
    changed = false;
  };
  const tick = () => {
    if (settings) stepParticles(particles, width, height, pointer, settings.mouseRadius, settings.maxSpeed);
    draw();
    frame = nextFrame(tick);
  };
  const update = () => {
    const ready = shown && settings !== undefined && width > 0 && color !== '';
    const moving = ready && !settings?.still;
    if (moving && !frame) frame = nextFrame(tick);
    if (!moving && frame) {
      cancelFrame(frame);
      frame = 0;
    }
    if (ready && settings?.still) draw();
  };
  const reset = () => {
    if (!settings || width === 0) return;
    const random = createRandom(settings.seed);
    particles = createParticles(settings.particleCount, width, height, settings.maxSpeed, random);
  };

  return (message) => {
    switch (message.type) {
      case 'settings':
        settings = message.settings;
        reset();
        break;
      case 'size': {
        width = message.width;
        height = message.height;
        canvas.width = Math.round(width * message.ratio);
        canvas.height = Math.round(height * message.ratio);
        context?.setTransform(message.ratio, 0, 0, message.ratio, 0, 0);
        if (particles.length === 0) reset();
        break;
      }
      case 'color':
        color = message.color;
        break;
      case 'pointer':
        pointer = message.pointer;
        return;
      case 'shown':
        shown = message.shown;
        break;
    }
    changed = true;
    update();
  };
}
