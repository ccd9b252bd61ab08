import { Tooltip as ThemesTooltip } from '@radix-ui/themes';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * A Radix Themes tooltip inside its own provider: the app's `Theme` provides
 * none in builds (see `themeWithoutTooltipProvider` in scripts/build-plugins.ts),
 * so the tooltip code loads with the widgets, not with the first paint.
 */
export function Tooltip(props: ComponentProps<typeof ThemesTooltip>) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <ThemesTooltip {...props} />
    </TooltipPrimitive.Provider>
  );
}
