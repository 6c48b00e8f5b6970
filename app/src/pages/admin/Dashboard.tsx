import { Button, Card, Grid, Heading, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import type { AdminTab } from './tabs';

/** Spec §9: the content figure is fixed text; there is no content manager yet. */
const contentPieces = 23;

export function Dashboard({
  productCount,
  colorSchemeCount,
  onOpenTab,
}: {
  productCount: number;
  colorSchemeCount: number;
  onOpenTab: (tab: AdminTab) => void;
}) {
  return (
    <Grid columns={{ base: 1, md: 3 }} gap="6">
      <DashboardFigure
        title="Products"
        count={productCount}
        caption="Active products"
        action={<Button onPress={() => onOpenTab('products')}>Manage Products</Button>}
      />
      <DashboardFigure
        title="Color Schemes"
        count={colorSchemeCount}
        caption="Product color schemes"
        action={<Button onPress={() => onOpenTab('colors')}>Manage Colors</Button>}
      />
      <DashboardFigure
        title="Content"
        count={contentPieces}
        caption="Content pieces"
        action={
          <Stack gap="1">
            <Button isDisabled aria-describedby="manage-content-soon">
              Manage Content
            </Button>
            <Text id="manage-content-soon" size="sm" tone="muted">
              Coming soon
            </Text>
          </Stack>
        }
      />
    </Grid>
  );
}

function DashboardFigure({
  title,
  count,
  caption,
  action,
}: {
  title: string;
  count: number;
  caption: string;
  action: ReactNode;
}) {
  return (
    <Card
      as="section"
      header={
        <Heading level={2} size="md">
          {title}
        </Heading>
      }
      footer={action}
    >
      <Text size="xl" weight="bold">
        {count}
      </Text>
      <Text tone="muted">{caption}</Text>
    </Card>
  );
}
