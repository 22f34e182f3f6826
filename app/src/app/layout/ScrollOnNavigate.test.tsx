// @vitest-environment happy-dom
/**
 * ScrollOnNavigate and a #hash: the element is scrolled into view at once when it is on the page, and when it
 * appears later (the page's chunk was still loading), until the next navigation.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { ScrollOnNavigate } from './ScrollOnNavigate.tsx';

const scrolled: string[] = [];
beforeEach(() => {
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  scrolled.length = 0;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function addSection(id: string) {
  const el = document.createElement('section');
  el.id = id;
  document.body.append(el);
}

it('scrolls to the #hash element that is already on the page', () => {
  addSection('points');
  window.history.replaceState({ key: 'a' }, '', '/profile/tasks#points');
  render(<ScrollOnNavigate />);
  expect(scrolled).toEqual(['points']);
});

it('scrolls to the #hash element when it appears after the navigation', async () => {
  window.history.replaceState({ key: 'b' }, '', '/profile/tasks#points');
  render(<ScrollOnNavigate />);
  expect(scrolled).toEqual([]);
  await act(async () => {
    addSection('other');
    addSection('points');
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(scrolled).toEqual(['points']);
});

it('stops waiting when the page goes away', async () => {
  window.history.replaceState({ key: 'c' }, '', '/profile/tasks#points');
  const { unmount } = render(<ScrollOnNavigate />);
  unmount();
  await act(async () => {
    addSection('points');
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(scrolled).toEqual([]);
});
