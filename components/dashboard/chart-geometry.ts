// The geometry of the dashboard's "raised over time" chart: the running total of gifts day by
// day, scaled into an SVG box, with the goal as a line across. Pure, so it is unit-tested and
// the chart itself is plain server-rendered SVG (no chart library, no JavaScript).

export type DailyGifts = Array<{ day: string; cents: number }>;

export type ChartBox = { width: number; height: number; top: number; right: number; bottom: number; left: number };

export const CHART_BOX: ChartBox = { width: 640, height: 200, top: 14, right: 14, bottom: 26, left: 14 };

export type ChartGeometry = {
  box: ChartBox;
  /** The running total: x, y in the box, and the day and total at each point. */
  points: Array<{ x: number; y: number; day: string; totalCents: number }>;
  line: string;
  area: string;
  /** Where the goal's line sits; null without a goal. */
  goalY: number | null;
  /** The y-axis: round amounts from 0 up to the top, each with its height in the box. */
  ticks: Array<{ cents: number; y: number }>;
  totalCents: number;
  /** The first day drawn (the day before the first gift, at 0) and the last. */
  firstDay: string;
  lastDay: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const round = (n: number) => Math.round(n * 10) / 10;

/** Null when there is nothing to draw (no gifts). Days must be YYYY-MM-DD, oldest first. */
export function raisedOverTime(
  daily: DailyGifts,
  targetCents: number,
  box: ChartBox = CHART_BOX,
): ChartGeometry | null {
  if (daily.length === 0) return null;
  const start = dayNumber(daily[0].day) - 1; // the line starts at 0 the day before
  const end = dayNumber(daily[daily.length - 1].day);
  const totalCents = daily.reduce((sum, { cents }) => sum + cents, 0);
  const top = Math.max(totalCents, targetCents, 1) * 1.05;

  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  const x = (day: number) => round(box.left + ((day - start) / (end - start)) * innerWidth);
  const y = (cents: number) => round(box.top + innerHeight - (cents / top) * innerHeight);

  let running = 0;
  const points = [{ x: x(start), y: y(0), day: dayString(start), totalCents: 0 }];
  for (const { day, cents } of daily) {
    running += cents;
    points.push({ x: x(dayNumber(day)), y: y(running), day, totalCents: running });
  }
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const baseline = y(0);
  const area = `${line} L${points[points.length - 1].x} ${baseline} L${points[0].x} ${baseline} Z`;

  return {
    box,
    points,
    line,
    area,
    goalY: targetCents > 0 ? y(targetCents) : null,
    ticks: axisTicks(top).map((cents) => ({ cents, y: y(cents) })),
    totalCents,
    firstDay: dayString(start),
    lastDay: dayString(end),
  };
}

/** Amounts for the y-axis: 0 and steps of 1, 2 or 5 × a power of ten (whole dollars), at most four, all under `topCents`. */
export function axisTicks(topCents: number): number[] {
  const dollars = topCents / 100;
  const rough = dollars / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let value = 0; value <= dollars && ticks.length < 5; value += step) ticks.push(Math.round(value * 100));
  return ticks;
}
