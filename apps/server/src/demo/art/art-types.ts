import type { Random } from '../prng.ts';

export interface Point {
  x: number;
  y: number;
}

/** Where the other layers attach to a body, in the 256-unit art space. */
export interface Anchors {
  /**
   * Midpoint between the eyes; `gap` 0 means one gem (relics), `size` scales the eye shapes,
   * `socket` sets them in a dark ring (koi eyes sit on pale scales).
   */
  eyes: Point & { gap: number; size: number; tilt?: number; socket?: boolean };
  /** Centre and radius of the element medallion. */
  glyph: Point & { r: number };
  /** Top of the head (crowns) or of the object. */
  head: Point;
  /** Centre and radius the aura circles around. */
  aura: Point & { r: number };
  /** A point low on the body's right side where things hang (lanterns, tassels). */
  side: Point;
  /** The chest or band across the body (beads, ropes). */
  chest: Point & { w: number };
}

export interface BodyArt {
  svg: string;
  anchors: Anchors;
  /** Applied to the body and everything attached to it (the koi turns as it swims). */
  transform?: string;
}

/** Drawn behind and in front of the body. */
interface AccessoryArt {
  back?: string;
  front?: string;
}

export type BodyPainter = (random: Random) => BodyArt;
export type AccessoryPainter = (anchors: Anchors, random: Random) => AccessoryArt;
