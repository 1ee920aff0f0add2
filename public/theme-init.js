// Before first paint, so a dark-theme user never sees a light flash (src/ui/theme.ts takes over).
// A file, not an inline script: the Content-Security-Policy allows scripts from this site only.
(() => {
  try {
    const stored = localStorage.getItem('zhijian_theme');
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const theme = stored === 'light' || stored === 'dark' ? stored : system;
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  } catch {}
})();
