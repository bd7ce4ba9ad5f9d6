// Release versions (2.1.0, 2.2.0-rc.1), compared as semver orders them: a pre-release comes before its
// release, and its dot-separated parts compare as numbers when they are numbers.

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

export function isVersion(text: string): boolean {
  return VERSION.test(text);
}

/** Negative when a comes before b, 0 when equal, positive after. Throws on something that isn't a version. */
export function compareVersions(a: string, b: string): number {
  const left = VERSION.exec(a);
  const right = VERSION.exec(b);
  if (!left || !right) throw new Error(`not a version: ${left ? b : a}`);
  for (let i = 1; i <= 3; i++) {
    const difference = Number(left[i]) - Number(right[i]);
    if (difference !== 0) return difference;
  }
  const [pa, pb] = [left[4], right[4]];
  if (pa === pb) return 0;
  if (pa === undefined) return 1;
  if (pb === undefined) return -1;
  const partsA = pa.split('.');
  const partsB = pb.split('.');
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    const x = partsA[i];
    const y = partsB[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = numeric ? Number(x) - Number(y) : /^\d+$/.test(x) ? -1 : /^\d+$/.test(y) ? 1 : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  return 0;
}
