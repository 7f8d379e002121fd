'use client';

import { ErrorMessage } from '@/components/layout/error-message';

// Inside the (site) layout, so the navigation bar and footer stay on screen.
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorMessage digest={error.digest} onRetry={reset} />;
}
