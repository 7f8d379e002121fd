import { LiveEventMoment } from '@/components/events/live-event-moment';
import type { TargetParts } from './target-page';

/** "Your event (or fundraiser) is live!": the part of the event and fundraiser pages (TargetParts). */
export const liveMomentPart: TargetParts['liveMoment'] = (moment, eventId, share) => (
  <LiveEventMoment eventId={eventId} noun={moment.noun} isHidden={moment.isHidden} share={share} />
);
