import { CONTROLLER_FAMILIES, HID_FAMILIES, LED_FAMILIES } from '../../content/families';
import { pageHead, type HeadContext } from '../../lib/page-head';

const PAGES = { '/led-grow-lights': LED_FAMILIES, '/hid-lighting': HID_FAMILIES, '/controllers': CONTROLLER_FAMILIES } as const;

/** A family page's `head`: its heading and introduction. */
export const familyHead = (path: keyof typeof PAGES, context: HeadContext) => pageHead({ title: PAGES[path].heading, description: PAGES[path].intro, path }, context);
