import { NotFoundMessage } from '@/components/layout/not-found-message';
import { LinkButton } from '@/components/ui/link-button';

export default function SiteNotFound() {
  return <NotFoundMessage Button={LinkButton} />;
}
