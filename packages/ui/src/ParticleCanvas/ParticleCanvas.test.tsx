import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ParticleCanvas } from './ParticleCanvas';

function Stage(props: { offset?: number; children: React.ReactNode }) {
  return (
    <div style={{ position: 'relative', width: 600, height: 300, marginTop: props.offset ?? 0 }}>
      {props.children}
    </div>
  );
}

const nextFrames = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function inkOf(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  for (let i = 3; i < data.length; i += 4) ink += data[i]!;
  return ink;
}

describe('ParticleCanvas', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });
  afterEach(() => {
    vi.restoreAllMocks();
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
    await vi.waitFor(() => expect(inkOf(canvas)).toBeGreaterThan(0));
    const before = canvas.toDataURL();
    await nextFrames(200);
    expect(canvas.toDataURL()).not.toBe(before);
  });

  it('shows one still frame and never moves under reduced motion', async () => {
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    await vi.waitFor(() => expect(inkOf(canvas)).toBeGreaterThan(0));
    const before = canvas.toDataURL();
    await nextFrames(300);
    expect(canvas.toDataURL()).toBe(before);
  });

  it("follows the user's reduced-motion setting by default", async () => {
    const realMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)'
        ? { ...realMatchMedia(query), matches: true, addEventListener() {}, removeEventListener() {} }
        : realMatchMedia(query),
    );
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    await vi.waitFor(() => expect(inkOf(canvas)).toBeGreaterThan(0));
    await nextFrames(200);
    expect(frames).not.toHaveBeenCalled();
  });

  it('draws nothing while scrolled out of view and starts once visible', async () => {
    const { container } = render(
      <Stage offset={5000}>
        <ParticleCanvas seed={1} reducedMotion={false} />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    await nextFrames(300);
    expect(inkOf(canvas)).toBe(0);
    canvas.scrollIntoView();
    await vi.waitFor(() => expect(inkOf(canvas)).toBeGreaterThan(0));
  });

  it('uses the same layout for the same seed', async () => {
    const { container } = render(
      <>
        <Stage>
          <ParticleCanvas seed={9} reducedMotion />
        </Stage>
        <Stage>
          <ParticleCanvas seed={9} reducedMotion />
        </Stage>
      </>,
    );
    const [first, second] = container.querySelectorAll('canvas');
    await vi.waitFor(() => expect(inkOf(second!)).toBeGreaterThan(0));
    expect(first!.toDataURL()).toBe(second!.toDataURL());
  });

  it('stops moving while the browser tab is hidden', async () => {
    const { container } = render(
      <Stage>
        <ParticleCanvas seed={1} reducedMotion={false} />
      </Stage>,
    );
    const canvas = container.querySelector('canvas')!;
    await vi.waitFor(() => expect(inkOf(canvas)).toBeGreaterThan(0));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const hidden = canvas.toDataURL();
    await nextFrames(200);
    expect(canvas.toDataURL()).toBe(hidden);
  });
});
