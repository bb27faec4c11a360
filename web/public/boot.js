// Runs before the first paint: the saved theme (default dark). The language is the URL's,
// rendered by the server into <html lang dir>.
(() => {
  var theme = localStorage.getItem('theme') || 'dark';
  var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
