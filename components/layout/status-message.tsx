import type { ComponentType, ReactNode } from 'react';
import styles from './status-message.module.css';

type StatusMessageProps = {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
};

/** A centred, friendly message for "not found" and "something went wrong" pages. */
export function StatusMessage({ eyebrow, title, children, actions }: StatusMessageProps) {
  return (
    <section className={styles.wrap}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.text}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}

/** A button-looking link: LinkButton, or AnchorButton where a page may ship no component JavaScript. */
export type StatusLinkButton = ComponentType<{ href: string; variant?: 'primary' | 'secondary'; children: ReactNode }>;

/** A status message's two ways on: the main one, then a quieter one. */
export function StatusLinks({
  Button,
  main,
  other,
}: {
  Button: StatusLinkButton;
  main: { href: string; label: string };
  other: { href: string; label: string };
}) {
  return (
    <>
      <Button href={main.href}>{main.label}</Button>
      <Button href={other.href} variant="secondary">
        {other.label}
      </Button>
    </>
  );
}
