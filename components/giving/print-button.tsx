'use client';

import fields from '@/components/account/form.module.css';

/** Opens the browser's print dialog (or "Save as PDF") for the receipt. */
export function PrintButton() {
  return (
    <button type="button" className={fields.button} onClick={() => window.print()}>
      Print or save as PDF
    </button>
  );
}
