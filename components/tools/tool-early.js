// Marks a page whose calculator may show its server-rendered form before hydration: see src/layouts/BaseLayout.astro.
if (location.search === '' || location.search === '?') document.documentElement.classList.add('tool-early');
