// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.tsx';

afterEach(cleanup);

describe('proposal Markdown', () => {
  it('renders Markdown and never raw HTML, script or javascript: links', () => {
    const { container } = render(
      <Markdown>
        {[
          '# Heading',
          '',
          '**bold** and [ok](https://example.org) and [bad](javascript:alert(1))',
          '',
          '<script>window.__pwned = 1</script>',
          '',
          '<img src=x onerror="window.__pwned = 2">',
          '',
          '<b>raw</b>',
        ].join('\n')}
      </Markdown>,
    );
    expect(container.querySelector('h1')).toHaveTextContent('Heading');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org', '']);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
