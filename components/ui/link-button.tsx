import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './link-button.module.css';

type Variant = 'primary' | 'secondary' | 'light' | 'outline-light';

type LinkButtonProps = ComponentProps<typeof Link> & {
  variant?: Variant;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
};

/** A link that looks like a button: navigation stays a real <a>, so it works without JavaScript. */
export function LinkButton({ variant = 'primary', size = 'md', block = false, className, ...props }: LinkButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <Link className={classes} {...props} />;
}
