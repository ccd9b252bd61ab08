import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RT } from './radix-markup';

/** The class list of the element a Radix Themes component draws. */
function classOf(element: ReactElement): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  const drawn = host.firstElementChild;
  if (!drawn) throw new Error('nothing drawn');
  return drawn.className;
}

describe('Radix Themes markup written out', () => {
  it.each<[keyof typeof RT, ReactElement]>([
    [
      'card2',
      <Card asChild size="2" key="card">
        <article />
      </Card>,
    ],
    ['column3', <Flex direction="column" gap="3" key="column" />],
    ['rowWrap2', <Flex gap="2" wrap="wrap" align="center" key="wrap" />],
    [
      'rowBetweenWrap3',
      <Flex align="center" justify="between" gap="3" wrap="wrap" key="b" />,
    ],
    ['row2', <Flex align="center" gap="2" key="row2" />],
    ['row3', <Flex align="center" gap="3" key="row3" />],
    ['heading4', <Heading as="h2" size="4" key="h" />],
    ['text2', <Text size="2" color="gray" key="t" />],
    ['text2Medium', <Text size="2" weight="medium" key="tm" />],
    [
      'badgeSoft',
      <Badge color="gray" variant="soft" radius="full" key="badge" />,
    ],
  ])('%s is what Radix Themes draws', (name, element) => {
    expect(RT[name].split(' ').sort()).toEqual(
      classOf(element).split(' ').sort(),
    );
  });

  it('keeps the attributes Radix Themes puts on a gray text and a badge', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(
      <>
        <Text size="2" color="gray" />
        <Badge color="indigo" variant="soft" radius="full" />
      </>,
    );
    const [text, badge] = [...host.children];
    expect(text?.getAttribute('data-accent-color')).toBe('gray');
    expect(badge?.getAttribute('data-accent-color')).toBe('indigo');
    expect(badge?.getAttribute('data-radius')).toBe('full');
  });
});
