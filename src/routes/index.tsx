import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: () => <h1>PREMIUM EQUIPMENT FOR DEDICATED GROWERS</h1>,
});
