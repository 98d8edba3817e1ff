// A classic script, loaded (parser-blocking, like Astro's island runtime next to it) right before a calculator's
// island; the only thing it does is say that scripts run on this page and that the address is bare. The server
// renders the calculator's default state, which is exactly what the island shows at a bare address, so with this
// mark the form shows from the first paint (inert until the island is live: see full-lists.ts) instead of after
// hydration. A link (any parameter) keeps the form hidden until the island has read it, so its item never follows
// a frame of the default one; without JavaScript, or with scripts blocked, the form stays hidden as before and the
// note of ToolNoscript.astro speaks (tools.css).
if (location.search === '' || location.search === '?') document.documentElement.classList.add('tool-early');
