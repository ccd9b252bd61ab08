import { Theme } from '@radix-ui/themes';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './UserAvatar';

/** The avatar as the server's first frame holds it: the first render, with no effect run. */
function firstRender(element: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<Theme>{element}</Theme>);
  return host.querySelector('.rt-AvatarRoot')!;
}

describe('UserAvatar', () => {
  it('draws a member without a picture with their initials from the first render', () => {
    const avatar = firstRender(
      <UserAvatar name="Amina Benali" imageUrl={null} size="2" />,
    );
    expect(avatar.textContent).toBe('AB');
    expect(avatar.className).toBe(
      'rt-reset rt-AvatarRoot rt-r-size-2 rt-variant-soft',
    );
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.firstElementChild?.className).toBe(
      'rt-AvatarFallback rt-two-letters',
    );
    expect(
      firstRender(<UserAvatar name="wei_chen" imageUrl={undefined} />)
        .textContent,
    ).toBe('W');
  });

  it('leaves a member with a picture to Radix, which loads it', () => {
    const avatar = firstRender(
      <UserAvatar name="Amina Benali" imageUrl="/avatars/amina.png" size="2" />,
    );
    expect(avatar.className).toContain('rt-AvatarRoot');
    expect(avatar.textContent).toBe('');
  });
});
