/**
 * <site-search>: the header search box. This file is all a page loads up front; the search itself
 * (src/search/combobox.ts, the names data and Pagefind) is fetched on the first focus of the box.
 * Until it has arrived, the form works as plain HTML: Enter or the button open the search page with
 * the query, and that page runs it.
 */
class SiteSearch extends HTMLElement {
  #started = false;

  connectedCallback() {
    const input = this.querySelector('input');
    if (!input) return;
    const start = () => void this.start(input);
    input.addEventListener('focus', start, { once: true });
    input.addEventListener('input', start, { once: true });
    if (document.activeElement === input) start();
  }

  async start(input: HTMLInputElement) {
    if (this.#started) return;
    this.#started = true;
    const { SearchCombobox, readConfig } = await import('../src/search/combobox');
    const box = new SearchCombobox(this, readConfig(this));
    // The reader may have typed while the code was on its way.
    if (input.value.trim()) void box.search(input.value);
  }
}

customElements.define('site-search', SiteSearch);
