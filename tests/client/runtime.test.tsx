// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import * as preactCompat from 'preact/compat';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

// Decision 0030: the app ships on Preact's compatibility layer, and the client tests must render on it too.
describe('the runtime the client tests render on', () => {
  it('is the one that ships: react and react-dom are preact/compat', () => {
    expect(React).toBe(preactCompat);
    expect(ReactDOM).toBe(preactCompat);
    expect(ReactDOMClient.createRoot).toBeTypeOf('function');
  });

  it('renders through Preact when a test renders with @testing-library/react: no React fiber on the nodes', () => {
    function Greeting() {
      const [text] = React.useState('你好');
      return <p>{text}</p>;
    }
    const { container } = render(<Greeting />);
    const p = screen.getByText('你好');
    const keys = [...Object.keys(p), ...Object.keys(container)];
    expect(keys.filter((k) => k.startsWith('__react'))).toEqual([]);
    // Preact keeps the rendered tree on the root node (its `_children`, `__k` in the published build).
    expect(Object.keys(container)).toContain('__k');
  });
});
