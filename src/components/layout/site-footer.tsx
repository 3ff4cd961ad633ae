export function SiteFooter() {
  return <footer>Verdant Grow Lights</footer>;
}
