/** A step card's box inside the map, in pixels. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** An arrow of the map: its SVG path and where its number goes. */
export interface EdgeShape {
  readonly d: string;
  readonly label: { readonly x: number; readonly y: number };
}

/** How far an arrow that goes around cards swings out into the gutter, and more per lane. */
const SWING = 28;
const LANE = 12;

/**
 * The arrow from one card to another. To the next row: from the bottom of `from` (spread by
 * `slot` of `slots` ways out) to the top of `to`. Further down: around the right of both cards,
 * through the gutter, so it crosses no card between them. Back up or sideways (a loop): around
 * the left, `lane` steps further out (longer arrows in outer lanes, so they do not overlap).
 */
export function edgePath(
  from: Box,
  to: Box,
  rows: 'next' | 'further' | 'back',
  slot = 0,
  slots = 1,
  lane = 0,
): EdgeShape {
  if (rows === 'next') {
    const x1 = from.left + (from.width * (slot + 1)) / (slots + 1);
    const y1 = from.top + from.height;
    const x2 = to.left + to.width / 2;
    const y2 = to.top - 2;
    const bend = (y2 - y1) / 2;
    return {
      d: `M ${x1} ${y1} C ${x1} ${y1 + bend}, ${x2} ${y2 - bend}, ${x2} ${y2}`,
      label: { x: x1 + 10, y: y1 + 12 },
    };
  }
  const side = rows === 'further' ? 1 : -1;
  const edgeOf = (box: Box) => (side > 0 ? box.left + box.width : box.left);
  const x1 = edgeOf(from);
  const y1 = from.top + (from.height * (slot + 1)) / (slots + 1);
  const x2 = edgeOf(to) + side * 2;
  const y2 = to.top + to.height / 2;
  const out =
    Math.max(x1, x2) * (side > 0 ? 1 : 0) +
    Math.min(x1, x2) * (side > 0 ? 0 : 1) +
    side * (SWING + lane * LANE);
  return {
    d: `M ${x1} ${y1} C ${out} ${y1}, ${out} ${y2}, ${x2} ${y2}`,
    label: { x: x1 + side * 12, y: y1 },
  };
}
