import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPortalAnswer, ZPortalEmails, ZPortalLinkAnswer, ZPortalLinks, ZPortalMemberAnswer, ZPortalMembers, ZPortalRequestAnswer, ZPortalRequests, ZPortalStats, type TPortalLinkInput, type TPortalMemberInput, type TPortalPage, type TPortalSettings } from '../../core/portal/api';
import { apiRequest } from './client';

/** The brand portal's calls (core/portal/api.ts) for the owner's page. */
const portalKey = (logoId: number) => ['portal', logoId] as const;
const linksKey = (logoId: number) => ['portal', logoId, 'links'] as const;
const requestsKey = (logoId: number) => ['portal', logoId, 'requests'] as const;
const membersKey = (logoId: number) => ['portal', logoId, 'members'] as const;
const statsKey = (logoId: number) => ['portal', logoId, 'stats'] as const;
const emailsKey = (logoId: number) => ['portal', logoId, 'emails'] as const;

/** The logo's portal: null until it is made. */
export function usePortal(logoId: number) {
  return useQuery({
    queryKey: portalKey(logoId),
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/portal`, ZPortalAnswer, { signal }).then((a) => a.portal),
  });
}

/** Its links, newest first, once it exists. */
export function usePortalLinks(logoId: number, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(logoId),
    enabled,
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/portal/links`, ZPortalLinks, { signal }).then((a) => a.links),
  });
}

/** Makes the portal, or changes its address and whether it is public. */
export function useSavePortal(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TPortalSettings) => apiRequest(`/api/logo/${logoId}/portal`, ZPortalAnswer, { method: 'PUT', body: settings }).then((a) => a.portal),
    onSuccess: (portal) => {
      client.setQueryData(portalKey(logoId), portal);
      // The links' addresses carry the slug.
      void client.invalidateQueries({ queryKey: linksKey(logoId) });
    },
  });
}

/** Saves what the brand page shows (sections, their order, the texts). */
export function useSavePortalPage(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (page: TPortalPage) => apiRequest(`/api/logo/${logoId}/portal/page`, ZPortalAnswer, { method: 'PUT', body: page }).then((a) => a.portal),
    onSuccess: (portal) => client.setQueryData(portalKey(logoId), portal),
  });
}

/** Gives out a new link. */
export function useCreateLink(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPortalLinkInput) => apiRequest(`/api/logo/${logoId}/portal/links`, ZPortalLinkAnswer, { method: 'POST', body }).then((a) => a.link),
    onSuccess: () => void client.invalidateQueries({ queryKey: linksKey(logoId) }),
  });
}

/** Revokes a link: refused at once wherever it is opened. */
export function useRevokeLink(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => apiRequest(`/api/logo/${logoId}/portal/links/${linkId}`, ZPortalLinkAnswer, { method: 'DELETE' }).then((a) => a.link),
    onSuccess: () => void client.invalidateQueries({ queryKey: linksKey(logoId) }),
  });
}

/** View-only links' requests for the files, newest first. */
export function usePortalRequests(logoId: number) {
  return useQuery({
    queryKey: requestsKey(logoId),
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/portal/requests`, ZPortalRequests, { signal }).then((a) => a.requests),
  });
}

/** Approves (the requester is mailed an address that opens the downloads) or refuses a request. */
export function useAnswerRequest(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'refuse' }) =>
      apiRequest(`/api/logo/${logoId}/portal/requests/${id}`, ZPortalRequestAnswer, { method: 'POST', body: { decision } }).then((a) => a.request),
    // Refetched whatever happened: a request answered elsewhere shows as answered.
    onSettled: () => void client.invalidateQueries({ queryKey: requestsKey(logoId) }),
  });
}

/** The portal's team, newest first (the owner's and admins' view). */
export function usePortalMembers(logoId: number) {
  return useQuery({
    queryKey: membersKey(logoId),
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/portal/members`, ZPortalMembers, { signal }).then((a) => a.members),
  });
}

/** Invites someone by e-mail (mailed the address that joins). */
export function useInviteMember(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPortalMemberInput) => apiRequest(`/api/logo/${logoId}/portal/members`, ZPortalMemberAnswer, { method: 'POST', body }).then((a) => a.member),
    onSuccess: () => void client.invalidateQueries({ queryKey: membersKey(logoId) }),
  });
}

/** Removes a member: out at once. */
export function useRemoveMember(logoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/logo/${logoId}/portal/members/${id}`, ZPortalMemberAnswer, { method: 'DELETE' }).then((a) => a.member),
    onSuccess: () => void client.invalidateQueries({ queryKey: membersKey(logoId) }),
  });
}

/** The last 30 days' counts of the brand page, its files and the live logo link. */
export function usePortalStats(logoId: number) {
  return useQuery({
    queryKey: statsKey(logoId),
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/portal/stats`, ZPortalStats, { signal }),
  });
}

/** The e-mails e-mail links' visitors gave, each once per link, newest first. */
export function usePortalEmails(logoId: number) {
  return useQuery({
    queryKey: emailsKey(logoId),
    queryFn: ({ signal }) => apiRequest(`/api/logo/${logoId}/portal/emails`, ZPortalEmails, { signal }).then((a) => a.emails),
  });
}
