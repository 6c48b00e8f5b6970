export function SiteToasts() {
  return null;
}
