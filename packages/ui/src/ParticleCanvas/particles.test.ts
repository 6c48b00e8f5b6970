import { describe, expect, it } from 'vitest';
import { createParticles, createRandom, type Particle, stepParticles } from './particles';

const still = (x: number, y: number): Particle => ({ x, y, vx: 0, vy: 0, radius: 1 });

describe('particle field', () => {
  it('creates the requested number of particles inside the canvas, no faster than the maximum speed', () => {
    const particles = createParticles(75, 800, 400, 1.5, createRandom(1));
    expect(particles).toHaveLength(75);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(400);
      expect(Math.hypot(p.vx, p.vy)).toBeLessThanOrEqual(1.5);
    }
  });

  it('repeats the same layout for the same seed and differs for another', () => {
    const a = createParticles(5, 100, 100, 1, createRandom(7));
    expect(createParticles(5, 100, 100, 1, createRandom(7))).toEqual(a);
    expect(createParticles(5, 100, 100, 1, createRandom(8))).not.toEqual(a);
  });

  it('pushes particles within the mouse radius away from the pointer', () => {
    const near = still(150, 100);
    stepParticles([near], 800, 400, { x: 100, y: 100 }, 100, 1.5);
    expect(near.x).toBeGreaterThan(150);
    expect(near.y).toBe(100);
  });

  it('leaves particles outside the mouse radius alone', () => {
    const far = still(250, 100);
    stepParticles([far], 800, 400, { x: 100, y: 100 }, 100, 1.5);
    expect(far).toMatchObject({ x: 250, y: 100, vx: 0, vy: 0 });
  });

  it('never lets a particle exceed the maximum speed, however close the pointer', () => {
    const p = still(101, 100);
    for (let frame = 0; frame < 20; frame++) stepParticles([p], 800, 400, { x: p.x - 1, y: 100 }, 100, 1.5);
    expect(Math.hypot(p.vx, p.vy)).toBeCloseTo(1.5, 5);
  });

  it('bounces particles off the edges so they stay on the canvas', () => {
    const p: Particle = { x: 799, y: 10, vx: 1.5, vy: 0, radius: 1 };
    stepParticles([p], 800, 400, null, 100, 1.5);
    expect(p.x).toBe(800);
    expect(p.vx).toBe(-1.5);
  });
});
