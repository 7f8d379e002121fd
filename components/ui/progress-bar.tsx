import styles from './progress-bar.module.css';

type ProgressBarProps = {
  /** 0..100, already capped by the caller (lib/rules/money progressPercent). */
  value: number;
  label: string;
  /** The goal is reached: the full bar takes the primary colour. */
  complete?: boolean;
};

export function ProgressBar({ value, label, complete = false }: ProgressBarProps) {
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-label={label}
    >
      <div className={`${styles.fill} ${complete ? styles.complete : ''}`} style={{ width: `${value}%` }} />
    </div>
  );
}
