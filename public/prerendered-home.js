// Before first paint: the home screen as the build drew it for a first visit (scripts/vite/prerendered-home.ts,
// decision 0040); the app then renders over these nodes. Not for a signed-in student, whose top bar and
// question box differ, nor for any other route. A file, not an inline script: the CSP allows this site's scripts only.
(() => {
  try {
    const template = document.getElementById('prerendered-home');
    const root = document.getElementById('root');
    if (!template || !root || root.firstChild || location.pathname !== '/') return;
    if (localStorage.getItem('zhijian_access_token')) return;
    root.appendChild(template.content.cloneNode(true));
  } catch {}
})();
