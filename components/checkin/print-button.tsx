'use client';

import buttonStyles from '@/components/ui/link-button.module.css';

export function PrintButton() {
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.sm} ${buttonStyles.primary}`}
      onClick={() => window.print()}
    >
      Print
    </button>
  );
}
