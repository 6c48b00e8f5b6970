import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ParticleCanvas } from './ParticleCanvas';
import { createParticleField, type FieldSettings } from './particleField';

function Stage(props: { offset?: number; children: React.ReactNode }) {
  return (
    <div style={{ position: 'relative', width: 600, height: 300, marginTop: props.offset ?? 0 }}>
      {props.children}
    </div>
  );
}

const nextFrames = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the visitor sees of a canvas: the field draws on a worker, so the page cannot read the canvas's pixels. */
async function pictureOf(canvas: HTMLCanvasElement): Promise<string> {
  return page.screenshot({ element: canvas, save: false });
}

async function pixelsOf(picture: string): Promise<Uint32Array> {
  const image = new Image();
  image.src = `data:image/png;base64,${picture}`;
  await image.decode();
  const copy = document.createElement('canvas');
  copy.width = image.width;
  copy.height = image.height;
  const context = copy.getContext('2d')!;
  context.drawImage(image, 0, 0);
  return new Uint32Array(context.getImageData(0, 0, copy.width, copy.height).data.buffer);
}

/** How many pixels of the picture differ from its most common colour (the background). */
async function inkOf(picture: string): Promise<number> {
  const pixels = await pixelsOf(picture);
  const counts = new Map<number, number>();
  for (const pixel of pixels) counts.set(pixel, (counts.get(pixel) ?? 0) + 1);
  return pixels.length - Math.max(...counts.values());
}

/** How many pixels differ between two pictures of the same size (a message, not a page of base64, on failure). */
async function differenceOf(a: string, b: string): Promise<number> {
  const [first, second] = await Promise.all([pixelsOf(a), pixelsOf(b)]);
  if (first.length !== second.length) return Math.max(first.length, second.length);
  return first.reduce((count, pixel, index) => (pixel === second[index] ? count : count + 1), 0);
}

/** Waits until the canvas shows something other than `before` (a few frames; longer on a busy machine). */
async function movedFrom(canvas: HTMLCanvasElement, before: string) {
  await vi.waitFor(
    async () => {
      await nextFrames(100);
      expect(await differenceOf(await pictureOf(canvas), before)).toBeGreaterThan(0);
    },
    { timeout: 5000 },
  );
}

/** The picture once the field has drawn what it was last told and shows some particles. */
async function drawnPictureOf(canvas: HTMLCanvasElement): Promise<string> {
  let picture = '';
  await vi.waitFor(
    async () => {
      expect(canvas).not.toHaveAttribute('data-drawing');
      picture = await pictureOf(canvas);
      expect(await inkOf(picture)).toBeGreaterThan(100);
    },
    { timeout: 5000 },
  );
  return picture;
}

describe('ParticleCanvas', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.classList.remove('dark');
  });

  it('renders nothing on screens narrower than 768 px', async () => {
    await page.viewport(700, 800);
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion={false} />
      </Stage>,
    );
    await nextFrames(200);
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('is decorative: hidden from assistive technology', async () => {
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} />
      </Stage>,
    );
    expect(container.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves on wide screens when motion is allowed', async () => {
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion={false} />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    const before = await drawnPictureOf(canvas);
    await movedFrom(canvas, before);
  });

  it('shows one still frame and never moves under reduced motion', async () => {
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    const before = await drawnPictureOf(canvas);
    await nextFrames(300);
    expect(await differenceOf(await pictureOf(canvas), before)).toBe(0);
  });

  it("follows the user's reduced-motion setting by default", async () => {
    const realMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)'
        ? { ...realMatchMedia(query), matches: true, addEventListener() {}, removeEventListener() {} }
        : realMatchMedia(query),
    );
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    const before = await drawnPictureOf(canvas);
    await nextFrames(300);
    expect(await differenceOf(await pictureOf(canvas), before)).toBe(0);
  });

  it('draws in the new colour when the theme changes, also when still', async () => {
    const field = () => (
      <Stage>
        <ParticleCanvas seed={3} reducedMotion />
      </Stage>
    );
    document.documentElement.classList.add('dark');
    const startedDark = render(field());
    const dark = await drawnPictureOf(startedDark.container.querySelector('canvas')!);
    startedDark.unmount();
    document.documentElement.classList.remove('dark');

    const { container } = render(field());
    const canvas = container.querySelector('canvas')!;
    await drawnPictureOf(canvas);
    document.documentElement.classList.add('dark');
    await vi.waitFor(async () => expect(await differenceOf(await drawnPictureOf(canvas), dark)).toBe(0), {
      timeout: 5000,
    });
  });

  it('starts only once scrolled into view', async () => {
    const messages = vi.spyOn(Worker.prototype, 'postMessage');
    const { container } = render(
      <Stage offset={5000}>
        <ParticleCanvas seed={1} reducedMotion={false} />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    await nextFrames(300);
    const shown = () => messages.mock.calls.some(([message]) => message?.type === 'shown' && message.shown);
    expect(shown()).toBe(false);
    canvas.scrollIntoView();
    await vi.waitFor(() => expect(shown()).toBe(true));
    await drawnPictureOf(canvas);
  });

  it('uses the same layout for the same seed', async () => {
    // Drawn one after the other in the same place: the test frame is scaled, so two places would round differently.
    const pictureFor = async (seed: number) => {
      const { container, unmount } = render(
        <Stage>
          <ParticleCanvas seed={seed} reducedMotion />
        </Stage>,
      );
      const picture = await drawnPictureOf(container.querySelector('canvas')!);
      unmount();
      return picture;
    };
    const first = await pictureFor(9);
    expect(await differenceOf(await pictureFor(9), first)).toBe(0);
    expect(await differenceOf(await pictureFor(10), first)).toBeGreaterThan(0);
  });

  it('keeps drawing on the same canvas when its settings change (reduced motion turned off)', async () => {
    const { container, rerender } = render(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    await drawnPictureOf(canvas);
    rerender(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion={false} />
      </Stage>,
    );
    expect(container.querySelector('canvas')).toBe(canvas);
    await nextFrames(100);
    const before = await drawnPictureOf(canvas);
    await movedFrom(canvas, before);
  });

  it('stops moving while the browser tab is hidden', async () => {
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion={false} />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    await drawnPictureOf(canvas);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    // Once the worker has the message (however slowly it arrives), the picture stops changing …
    let hidden = await pictureOf(canvas);
    await vi.waitFor(
      async () => {
        await nextFrames(100);
        const now = await pictureOf(canvas);
        const changed = await differenceOf(now, hidden);
        hidden = now;
        expect(changed).toBe(0);
      },
      { timeout: 5000 },
    );
    // … and stays still.
    await nextFrames(200);
    expect(await differenceOf(await pictureOf(canvas), hidden)).toBe(0);
  });
});

describe("the particle field's loop, as its worker runs it", () => {
  const settings: FieldSettings = {
    particleCount: 75,
    mouseRadius: 100,
    maxSpeed: 1.5,
    seed: 1,
    still: false,
  };

  function fieldOnPage() {
    const canvas = document.createElement('canvas');
    const drawn = vi.fn();
    const field = createParticleField(canvas, drawn);
    field({ type: 'settings', settings });
    field({ type: 'size', width: 300, height: 150, ratio: 1 });
    field({ type: 'color', color: 'rgb(0, 0, 0)' });
    const ink = () => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return data.reduce((sum, value, index) => (index % 4 === 3 ? sum + value : sum), 0);
    };
    return { field, drawn, ink };
  }

  it('draws nothing until it is shown, then says once that it has drawn', async () => {
    const { field, drawn, ink } = fieldOnPage();
    await nextFrames(100);
    expect(ink()).toBe(0);
    field({ type: 'shown', shown: true });
    await vi.waitFor(() => expect(ink()).toBeGreaterThan(0));
    await nextFrames(100);
    expect(drawn).toHaveBeenCalledTimes(1);
    field({ type: 'shown', shown: false });
  });

  it('holds still once it is hidden again', async () => {
    const { field, ink } = fieldOnPage();
    field({ type: 'shown', shown: true });
    await vi.waitFor(() => expect(ink()).toBeGreaterThan(0));
    field({ type: 'shown', shown: false });
    const canvasInk = ink();
    await nextFrames(200);
    expect(ink()).toBe(canvasInk);
  });
});
