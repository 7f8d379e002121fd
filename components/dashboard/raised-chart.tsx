import { formatWholeDollars } from '@/lib/rules/money';
import { raisedOverTime, type DailyGifts } from './chart-geometry';
import styles from './raised-chart.module.css';

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/**
 * Money raised over time: the running total of gifts by day against the goal, drawn as SVG on
 * the server (no script). The words around it say what it shows, for everyone and for screen
 * readers, which get the figures in one sentence rather than a picture.
 */
export function RaisedChart({
  id,
  title,
  daily,
  targetFundCents,
}: {
  id: string;
  title: string;
  daily: DailyGifts;
  targetFundCents: number;
}) {
  const chart = raisedOverTime(daily, targetFundCents);
  if (!chart) return <p className={styles.empty}>No donations yet: the chart starts with the first gift.</p>;
  const { box } = chart;
  const summary = `${formatWholeDollars(chart.totalCents)} raised from ${formatDay(daily[0].day)} to ${formatDay(chart.lastDay)}${
    targetFundCents > 0 ? `, against a goal of ${formatWholeDollars(targetFundCents)}` : ''
  }, over ${daily.length} ${daily.length === 1 ? 'day' : 'days'} with gifts.`;
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;
  /** A line across the plot at height y, one pixel thick however the chart is scaled. */
  const across = (y: number) =>
    ({ x1: box.left, x2: box.width - box.right, y1: y, y2: y, vectorEffect: 'non-scaling-stroke' }) as const;
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <div className={styles.plot}>
        {/* The y-axis: amounts, drawn in HTML so the stretched SVG does not stretch the text. */}
        <div className={styles.yAxis} aria-hidden="true" data-testid="chart-y-axis">
          {chart.ticks.map((tick) => (
            <span key={tick.cents} className={styles.tick} style={{ top: pct(tick.y, box.height) }}>
              {formatWholeDollars(tick.cents)}
            </span>
          ))}
        </div>
        <div className={styles.drawing}>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${box.width} ${box.height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={`Raised over time for ${title}`}
          >
            <line className={styles.baseline} {...across(box.height - box.bottom)} />
            {chart.goalY !== null ? <line className={styles.goal} {...across(chart.goalY)} /> : null}
            <path className={styles.area} d={chart.area} />
            {chart.ticks.map((tick) =>
              tick.cents === 0 ? null : <line key={tick.cents} className={styles.grid} {...across(tick.y)} />,
            )}
            <path className={styles.line} d={chart.line} vectorEffect="non-scaling-stroke" />
          </svg>
          {/* Each day with gifts: its figure on hover and on keyboard focus. */}
          {chart.points.slice(1).map((point) => (
            <span
              key={point.day}
              className={styles.point}
              style={{ left: pct(point.x, box.width), top: pct(point.y, box.height) }}
              tabIndex={0}
              role="img"
              aria-label={`${formatDay(point.day)}: ${formatWholeDollars(point.totalCents)} raised`}
              data-testid="chart-point"
            >
              <span
                className={`${styles.tip} ${point.x / box.width > 0.7 ? styles.tipEnd : point.x / box.width < 0.3 ? styles.tipStart : ''}`}
                aria-hidden="true"
              >
                {formatDay(point.day)}: {formatWholeDollars(point.totalCents)}
              </span>
            </span>
          ))}
        </div>
      </div>
      <div className={styles.axis} aria-hidden="true">
        <span>{formatDay(chart.firstDay)}</span>
        <span>{formatDay(chart.lastDay)}</span>
      </div>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        <span className={styles.keyRaised}>Raised so far</span>
        {targetFundCents > 0 ? <span className={styles.keyGoal}>Goal</span> : null}
        <span className="visually-hidden">{summary}</span>
      </figcaption>
      {/* The same figures as a table, for screen readers (hidden by its box: a table widens to its cells). */}
      <div className="visually-hidden">
        <table data-testid="chart-table">
          <caption>Raised by day for {title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Gifts that day</th>
              <th scope="col">Raised so far</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((entry, index) => (
              <tr key={entry.day}>
                <th scope="row">{formatDay(entry.day)}</th>
                <td>{formatWholeDollars(entry.cents)}</td>
                <td>{formatWholeDollars(chart.points[index + 1].totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
