import { useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/**
 * The visitor's pause/play choice for an auto-advancing carousel (WCAG 2.2.2). Until they
 * choose, a carousel starts paused when the system asks for reduced motion.
 */
export function useCarouselPause(): { paused: boolean; toggle: () => void } {
  const reducedMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  return { paused, toggle: () => setChoice(!paused) };
}
