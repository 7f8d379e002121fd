import { Countdown } from '@/components/events/countdown';
import { StorySection } from '@/components/events/event-page-layout';
import { liveMomentPart } from './live-moment-part';
import { TargetGallery } from './target-gallery';
import type { TargetParts } from './target-page';

/**
 * What only /event/{id} shows (TargetParts): the countdown, the gallery, and the "your event is
 * live" moment. Kept out of the other routes' module graphs, so their JavaScript holds none of it.
 */
export const EVENT_PARTS: TargetParts = {
  countdown: (target) => <Countdown target={target} />,
  liveMoment: liveMomentPart,
  sections: {
    gallery: (section) => (
      <StorySection id={section.id} title={section.title}>
        <TargetGallery gallery={section.gallery} />
      </StorySection>
    ),
  },
};
