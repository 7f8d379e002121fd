import styles from './progress-bar.module.css';

type ProgressBarProps = {
  /** 0..100, already capped by the caller (lib/rules/money progressPercent). */
  value: number;
  label: string;
};

export function ProgressBar({ value, label }: ProgressBarProps) {
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-label={label}
    >
      <div className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}
