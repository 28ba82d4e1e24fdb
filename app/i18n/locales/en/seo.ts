// What a page's head says for link previews when the page gives nothing of its own (decision
// 0119): the site's card's alt text. Read by `pageMeta` (app/components/seo.ts) for both
// languages, so it stays this small.
export default {
  siteImageAlt: "Glut: share your garden surplus with neighbours across the UK",
};
