import styles from './progress-circle.module.css';

type ProgressCircleProps = {
  /** 0..100, already capped by the caller (lib/rules/money progressPercent). */
  value: number;
  /** Text in the middle of the ring, e.g. "42.3%". */
  caption: string;
  label: string;
  size?: number;
};

const STROKE = 8;

export function ProgressCircle({ value, caption, label, size = 76 }: ProgressCircleProps) {
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - value / 100);
  return (
    <div
      className={styles.circle}
      style={{ width: size, height: size }}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-label={label}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className={styles.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={STROKE} />
        <circle
          className={styles.fill}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={STROKE}
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className={styles.caption} aria-hidden="true">
        {caption}
      </span>
    </div>
  );
}
