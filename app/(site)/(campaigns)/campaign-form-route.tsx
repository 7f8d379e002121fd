import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CampaignFormPageView } from '@/components/campaigns/forms/campaign-form-page';
import { requirePageUser } from '@/lib/auth';
import type { CampaignFormKind } from '@/lib/shared/campaign-form-page';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getCampaignCreatePage, getCampaignEditPage } from '@/lib/services/campaigns/get-campaign-form-page';

// The six campaign form routes (create and edit of team, individual and fundraiser campaigns) are
// one page: each route file names its kind, whether it creates or edits, its title and its own
// address (where the login page brings the visitor back to). Any logged-in user creates; only the
// creator edits, and anyone else is sent to the campaign's public page.

export type CampaignFormProps = {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams: Promise<PageSearchParams>;
};

type FormRoute = {
  kind: CampaignFormKind;
  mode: 'create' | 'edit';
  title: string;
  /** The route's id segment. */
  param: string;
  /** The route's own address for `id`. */
  path: (id: string) => string;
};

export function campaignFormRoute({ kind, mode, title, param, path }: FormRoute) {
  return {
    metadata: { title, robots: { index: false } } satisfies Metadata,
    async Page({ params, searchParams }: CampaignFormProps) {
      const id = String((await params)[param]);
      const user = await requirePageUser(path(id), await searchParams);
      const result =
        mode === 'create' ? await getCampaignCreatePage({ kind, id }) : await getCampaignEditPage({ user, kind, id });
      if (!result) notFound();
      if ('redirect' in result) redirect(result.redirect);
      return <CampaignFormPageView page={result.page} />;
    },
  };
}
