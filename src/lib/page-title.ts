/** "Title in City, FL | Business", shortened to stay within the 70 characters search results show. */
export function projectTitle(title: string, location: string, business: string): string {
  const full = `${title} in ${location} | ${business}`;
  if (full.length <= 70) return full;
  const withoutBusiness = `${title} in ${location}`;
  return withoutBusiness.length <= 70 ? withoutBusiness : title;
}

/** "Headline | Business", or the headline alone when both would pass the 70 characters search results show. */
export function postTitle(title: string, business: string): string {
  const full = `${title} | ${business}`;
  return full.length <= 70 ? full : title;
}
