import { cannabisCultivation } from './cannabis-cultivation';
import { floriculture } from './floriculture';
import { ledRetrofitting } from './led-retrofitting';
import { microgreens } from './microgreens';
import type { Article } from './types';
import { verticalFarming } from './vertical-farming';

/** The five editorial articles, in the order the site lists them. */
export const ARTICLES: readonly Article[] = [ledRetrofitting, floriculture, microgreens, verticalFarming, cannabisCultivation];
