import type { ComponentProps } from 'react';
import styles from './link-button.module.css';

type AnchorButtonProps = ComponentProps<'a'> & { variant?: 'primary' | 'secondary' };

/**
 * LinkButton's look on a plain <a>, for the few places that must ship no component JavaScript
 * (the root 404, which is part of every route's payload, the embeds' included).
 */
export function AnchorButton({ variant = 'primary', className, ...props }: AnchorButtonProps) {
  return (
    <a className={[styles.button, styles[variant], styles.md, className ?? ''].filter(Boolean).join(' ')} {...props} />
  );
}
