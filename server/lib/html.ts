import { escapeMarkup } from '../../core/text';

/** Text made safe to put into HTML (content and quoted attributes): core's one escape, for the server's pages. */
export const escapeHtml = escapeMarkup;
