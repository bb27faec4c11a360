// Runs before the app: theme (default dark) and language (default ar) from localStorage.
(() => {
  var root = document.documentElement;
  var theme = localStorage.getItem('theme') || 'dark';
  var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  var lang = localStorage.getItem('lang');
  if (lang === 'en') {
    root.lang = 'en';
    root.dir = 'ltr';
  } else if (lang === 'ku') {
    root.lang = 'ckb';
    root.dir = 'rtl';
  }
})();
