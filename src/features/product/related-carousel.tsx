import { Carousel } from '@mantine/carousel';
import { ProductCard } from '../../components/product/product-card';
import type { Product } from '../../shared/product';
import { PRODUCT_TEXT } from './messages';

/** Loaded on its own: the carousel library is only needed once a product page is shown. */
export default function RelatedCarousel({ products }: { products: Product[] }) {
  return (
    <Carousel
      slideSize={{ base: '85%', xs: '50%', md: '33.333%', lg: '25%' }}
      slideGap="md"
      emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
      previousControlProps={{ 'aria-label': PRODUCT_TEXT.previous }}
      nextControlProps={{ 'aria-label': PRODUCT_TEXT.next }}
      aria-label={PRODUCT_TEXT.related}
    >
      {products.map((product) => (
        <Carousel.Slide key={product.id}>
          <ProductCard product={product} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
