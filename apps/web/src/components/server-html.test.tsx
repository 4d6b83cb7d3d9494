// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerHtml } from './server-html.tsx';

afterEach(cleanup);

describe('ServerHtml', () => {
  it('shows a transcript without its scripts, handlers or frames, and opens its links in a new tab', () => {
    const { container } = render(
      <ServerHtml
        html={
          '<h2>Lesson</h2><p onclick="steal()">Read <a href="https://example.com">this</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Lesson');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
