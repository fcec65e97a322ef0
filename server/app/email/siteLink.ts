/**
 * A link in an e-mail to a page of the resort's site (setting `resort.website`), with its query. The
 * setting is free text: when it is not an address (empty, or a bare host name), the link is the page's
 * path alone rather than an error that would stop the e-mail.
 */
export const siteLink = (website: string, path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  const relative = search ? `${path}?${search}` : path;
  try {
    return new URL(relative, website).toString();
  } catch {
    return relative;
  }
};
