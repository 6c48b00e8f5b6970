/** Pure particle simulation, kept apart from the component so the canvas code stays about drawing and lifecycle. */

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

export interface Pointer {
  x: number;
  y: number;
}

/** Small seeded generator (mulberry32) so stories and screenshots show the same field every time. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  maxSpeed: number,
  random: () => number,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * maxSpeed,
    vy: (random() - 0.5) * maxSpeed,
    radius: 1 + random() * 2,
  }));
}

/** Moves every particle one frame: pushed away from the pointer inside `mouseRadius`, capped at `maxSpeed`, bouncing off the edges. */
export function stepParticles(
  particles: Particle[],
  width: number,
  height: number,
  pointer: Pointer | null,
  mouseRadius: number,
  maxSpeed: number,
): void {
  for (const p of particles) {
    if (pointer) {
      const dx = p.x - pointer.x;
      const dy = p.y - pointer.y;
      const distance = Math.hypot(dx, dy);
      if (distance > 0 && distance < mouseRadius) {
        const push = (mouseRadius - distance) / mouseRadius;
        p.vx += (dx / distance) * push;
        p.vy += (dy / distance) * push;
      }
    }
    const speed = Math.hypot(p.vx, p.vy);
    if (speed > maxSpeed) {
      p.vx = (p.vx / speed) * maxSpeed;
      p.vy = (p.vy / speed) * maxSpeed;
    }
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) p.vx = -p.vx;
    if (p.y < 0 || p.y > height) p.vy = -p.vy;
    p.x = Math.min(Math.max(p.x, 0), width);
    p.y = Math.min(Math.max(p.y, 0), height);
  }
}

/** Draws the dots and faint lines between near neighbours in `color` (read from CSS so it follows the theme). */
export function drawParticles(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  particles: Particle[],
  width: number,
  height: number,
  color: string,
  linkDistance = 110,
): void {
  context.clearRect(0, 0, width, height);
  context.fillStyle = color;
  context.strokeStyle = color;
  for (const [i, p] of particles.entries()) {
    context.globalAlpha = 0.8;
    context.beginPath();
    context.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
    context.fill();
    for (let j = i + 1; j < particles.length; j++) {
      const q = particles[j]!;
      const distance = Math.hypot(p.x - q.x, p.y - q.y);
      if (distance < linkDistance) {
        context.globalAlpha = 0.25 * (1 - distance / linkDistance);
        context.beginPath();
        context.moveTo(p.x, p.y);
        context.lineTo(q.x, q.y);
        context.stroke();
      }
    }
  }
  context.globalAlpha = 1;
}
