import { Badge, Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { NOTIFY_WHEN_AVAILABLE, OUT_OF_STOCK_TEXT } from '../../lib/stock';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

// The modal and its form are only needed once a buyer asks to be told.
const NotifyModal = lazy(() => import('../../components/notify/notify-modal'));

export function OutOfStock({ productName }: { productName: string }) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <div className={classes.outOfStock}>
      <Badge color="red" size="lg" variant="filled">
        {OUT_OF_STOCK_TEXT}
      </Badge>
      <p>
        {PRODUCT_TEXT.outOfStockNote} {PRODUCT_TEXT.outOfStockEmail}
      </p>
      <Button
        variant="outline"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        {NOTIFY_WHEN_AVAILABLE}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <NotifyModal opened={opened} onClose={() => setOpened(false)} productName={productName} />
        </Suspense>
      )}
    </div>
  );
}
