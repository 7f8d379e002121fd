'use client';

import { useEffect, useState } from 'react';
import { LinkButton } from '@/components/ui/link-button';

/**
 * "Edit Event" for the event's creator only. The page around it is cached and the same for
 * everyone, so the browser asks who it is (GET /api/event/can_edit/{id}) and shows the button
 * only on a yes. It sits last in its row, so appearing moves nothing else.
 */
export function CreatorEditLink({ eventId, href, label }: { eventId: string; href: string; label: string }) {
  const [canEdit, setCanEdit] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/event/can_edit/${encodeURIComponent(eventId)}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : { canEdit: false }))
      .then((body: { canEdit?: boolean }) => setCanEdit(body.canEdit === true))
      .catch(() => {});
    return () => controller.abort();
  }, [eventId]);
  if (!canEdit) return null;
  return (
    <LinkButton href={href} variant="secondary" block data-testid="edit-event">
      {label}
    </LinkButton>
  );
}
