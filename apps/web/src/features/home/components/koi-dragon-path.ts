/**
 * Geometry of the hero's koi-dragon, computed once at module load: a sinuous spine rising from the
 * bottom left to the top right, and a body outline that thickens from tail to head.
 */

type Point = { x: number; y: number };

const SAMPLES = 90;

function spine(t: number): Point {
  return { x: 230 + 840 * t, y: 690 - 500 * t + 90 * Math.sin(t * Math.PI * 2.4) };
}

function halfWidth(t: number): number {
  return 3 + 20 * t ** 0.8;
}

const points = Array.from({ length: SAMPLES + 1 }, (_, i) => spine(i / SAMPLES));

function normalAt(i: number): Point {
  const before = points[Math.max(0, i - 1)] ?? points[i];
  const after = points[Math.min(SAMPLES, i + 1)] ?? points[i];
  const dx = (after?.x ?? 0) - (before?.x ?? 0);
  const dy = (after?.y ?? 0) - (before?.y ?? 0);
  const length = Math.hypot(dx, dy) || 1;
  return { x: -dy / length, y: dx / length };
}

const fmt = (p: Point) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;

function outline(scale: number): string {
  const left: string[] = [];
  const right: string[] = [];
  points.forEach((p, i) => {
    const n = normalAt(i);
    const w = halfWidth(i / SAMPLES) * scale;
    left.push(fmt({ x: p.x + n.x * w, y: p.y + n.y * w }));
    right.push(fmt({ x: p.x - n.x * w, y: p.y - n.y * w }));
  });
  return `M${left.join('L')}L${right.reverse().join('L')}Z`;
}

export const bodyPath = outline(1);
/** The lighter belly stripe along the body. */
export const bellyPath = outline(0.4);
export const spinePath = `M${points.map(fmt).join('L')}`;

const last = points[SAMPLES] ?? { x: 1070, y: 190 };
const normal = normalAt(SAMPLES);
/**
 * Where the head sits and its rotation in degrees: the head is drawn facing up (-y), and turning
 * by θ maps up to (sin θ, -cos θ), which must be the spine's tangent (normal.y, -normal.x).
 */
export const head = {
  x: last.x,
  y: last.y,
  angle: (Math.atan2(normal.y, normal.x) * 180) / Math.PI,
};
/** Point on the body at t, for placing fins. */
export function bodyPoint(t: number): Point {
  return spine(t);
}
