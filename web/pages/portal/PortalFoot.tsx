import { EmailsCard } from './EmailsCard';
import { RequestsCard } from './RequestsCard';
import { StatsCard } from './StatsCard';
import { TeamCard } from './TeamCard';

/**
 * The portal page's cards below its links: the requests for the files, the
 * e-mails given, who saw and took what, and (for the owner or an admin) the team — a chunk of
 * their own, fetched as the page is used (PortalPage.tsx).
 */
export function PortalFoot({ team }: { team: boolean }) {
  return (
    <>
      <RequestsCard />
      <EmailsCard />
      <StatsCard />
      {team && <TeamCard />}
    </>
  );
}
