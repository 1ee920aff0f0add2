import { describe, expect, it } from 'vitest';
import { TEMPLATE_ID, withPrerenderedHome } from '../../scripts/vite/prerendered-home';

const INDEX =
  '<html><head><script type="module" src="/assets/index-1.js"></script></head><body>\n    <div id="root"></div>\n  </body></html>';
const HOME = '<div><header>知简</header><main id="main"><textarea></textarea></main></div>';

describe('the prerendered home screen in index.html', () => {
  it('goes into a template after an empty #root, followed by the script that uses it', () => {
    const html = withPrerenderedHome(INDEX, HOME);
    expect(html).toContain(
      `<div id="root"></div>\n    <template id="${TEMPLATE_ID}">${HOME}</template>\n    <script src="/prerendered-home.js"></script>`,
    );
  });

  it('refuses a page without an empty #root, a drawing without <main>, and one with a script', () => {
    expect(() => withPrerenderedHome(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), HOME)).toThrow(/root/);
    expect(() => withPrerenderedHome(INDEX, '<div>知简</div>')).toThrow(/main/);
    expect(() => withPrerenderedHome(INDEX, `${HOME}<script>alert(1)</script>`)).toThrow(/script/);
  });
});
