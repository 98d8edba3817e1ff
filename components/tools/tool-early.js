// Marks a page whose calculator may show its server-rendered form before hydration: see src/layouts/BaseLayout.astro.
// "Bare" is `bare()` of src/lib/tool-load.ts, restated: a classic script in the <head> imports nothing.
if (location.search === '' || location.search === '?') document.documentElement.classList.add('tool-early');
