'use client';

import { ErrorMessage } from '@/components/layout/error-message';

export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorMessage digest={error.digest} onRetry={reset} />;
}
