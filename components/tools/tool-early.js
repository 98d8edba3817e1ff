// Marks a page whose calculator may show its server-rendered form before hydration (`tool-early`: a bare address), or
// whose calculator reads a link once it is up (`tool-link`): see src/layouts/BaseLayout.astro and tools.css.
// "Bare" is `bare()` of src/lib/link-load.ts, restated: a classic script in the <head> imports nothing.
document.documentElement.classList.add(location.search === '' || location.search === '?' ? 'tool-early' : 'tool-link');
