import { Button } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { COMMERCIAL_BANNER } from '../../content/home';
import { LIGHT_LAYOUT_FORM_ID } from './model';
import { PromoBanner } from './promo-banner';

/** Commercial Facilities banner; Get Started brings the Free Light Layout form into view. */
export function CommercialBanner({ fallbackTargetId }: { fallbackTargetId: string }) {
  const reducedMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const scrollToForm = () => {
    // The form arrives in its own chunk: until it has rendered, its section stands in.
    const target = document.getElementById(LIGHT_LAYOUT_FORM_ID) ?? document.getElementById(fallbackTargetId);
    target?.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' });
  };
  return (
    <PromoBanner
      banner={COMMERCIAL_BANNER}
      id="commercial-banner-title"
      action={
        <Button size="md" color="lime" c="dark" onClick={scrollToForm}>
          {COMMERCIAL_BANNER.action}
        </Button>
      }
    />
  );
}
