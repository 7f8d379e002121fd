import { describe, expect, it } from 'vitest';
import { raisedOverTime, type ChartBox } from './chart-geometry';
import { axisTicks } from './chart-geometry';

// A box whose inner area is 100 × 100 from (0, 0), so positions read as percentages.
const BOX: ChartBox = { width: 100, height: 100, top: 0, right: 0, bottom: 0, left: 0 };

describe('raisedOverTime', () => {
  it('draws nothing without gifts', () => {
    expect(raisedOverTime([], 100_000, BOX)).toBeNull();
  });

  it('runs the total up from 0 the day before the first gift, against the goal', () => {
    const chart = raisedOverTime(
      [
        { day: '2026-03-01', cents: 2100 },
        { day: '2026-03-03', cents: 4200 },
      ],
      // The goal is the top of the scale when nothing is above it; the scale has 5 % headroom.
      10_000,
      BOX,
    )!;
    expect(chart.firstDay).toBe('2026-02-28');
    expect(chart.lastDay).toBe('2026-03-03');
    expect(chart.totalCents).toBe(6300);
    expect(chart.points.map(({ day, totalCents }) => [day, totalCents])).toEqual([
      ['2026-02-28', 0],
      ['2026-03-01', 2100],
      ['2026-03-03', 6300],
    ]);
    // x: 3 days across 100; y: 10,500 cents tall, measured down from the top.
    expect(chart.points.map(({ x, y }) => [x, y])).toEqual([
      [0, 100],
      [33.3, 80],
      [100, 40],
    ]);
    expect(chart.goalY).toBe(4.8);
    expect(chart.line).toBe('M0 100 L33.3 80 L100 40');
    expect(chart.area).toBe('M0 100 L33.3 80 L100 40 L100 100 L0 100 Z');
  });

  it('scales to the total when it passes the goal, and has no goal line without one', () => {
    const over = raisedOverTime([{ day: '2026-03-01', cents: 20_000 }], 10_000, BOX)!;
    expect(over.points[1].y).toBe(4.8);
    expect(over.goalY).toBe(52.4);
    const noGoal = raisedOverTime([{ day: '2026-03-01', cents: 500 }], 0, BOX)!;
    expect(noGoal.goalY).toBeNull();
    expect(noGoal.points.map(({ x }) => x)).toEqual([0, 100]);
  });
});

describe('axisTicks', () => {
  it('gives 0 and round steps under the top', () => {
    expect(axisTicks(105_000)).toEqual([0, 50_000, 100_000]);
    expect(axisTicks(2_100_00)).toEqual([0, 1_000_00, 2_000_00]);
    expect(axisTicks(63_000)).toEqual([0, 20_000, 40_000, 60_000]);
    expect(axisTicks(100)).toEqual([0, 100]);
  });
});
