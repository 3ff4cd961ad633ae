import { Button } from '@mantine/core';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

export function ProductNotFound() {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  // Opened from a shared link there is nowhere to go back to: the shop is the way on.
  const goBack = () => (canGoBack ? router.history.back() : void navigate({ to: '/categories' }));
  return (
    <div className={classes.notFound} role="alert">
      <h1>{PRODUCT_TEXT.notFoundHeading}</h1>
      <p>{PRODUCT_TEXT.notFoundBody}</p>
      <Button onClick={goBack}>{PRODUCT_TEXT.goBack}</Button>
    </div>
  );
}
