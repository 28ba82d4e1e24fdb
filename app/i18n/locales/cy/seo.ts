// What a page's head says for link previews when the page gives nothing of its own (decision
// 0119): the site's card's alt text, in Welsh as the home page's title says it.
export default {
  siteImageAlt: "Glut: rhannwch gynnyrch dros ben eich gardd â chymdogion ledled y DU",
};
