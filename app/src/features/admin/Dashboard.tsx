import { Button, Grid, Heading, Text } from '@site/ui';
import * as styles from './admin.css';
import type { AdminTab } from './AdminPage';

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
      <DashboardCard
        title="Products"
        count={productCount}
        caption="Active products"
        action={<Button onPress={() => onOpenTab('products')}>Manage Products</Button>}
      />
      <DashboardCard
        title="Color Schemes"
        count={colorSchemeCount}
        caption="Product color schemes"
        action={<Button onPress={() => onOpenTab('colors')}>Manage Colors</Button>}
      />
      <DashboardCard
        title="Content"
        count={contentPieces}
        caption="Content pieces"
        action={
          <>
            <Button isDisabled aria-describedby="manage-content-soon">
              Manage Content
            </Button>
            <Text id="manage-content-soon" size="sm" tone="muted">
              Coming soon
            </Text>
          </>
        }
      />
    </Grid>
  );
}

function DashboardCard({
  title,
  count,
  caption,
  action,
}: {
  title: string;
  count: number;
  caption: string;
  action: React.ReactNode;
}) {
  return (
    <section className={styles.card}>
      <Heading level={2} size="md">
        {title}
      </Heading>
      <div>
        <Text size="lg" weight="bold" className={styles.count}>
          {count}
        </Text>
        <Text tone="muted">{caption}</Text>
      </div>
      <div>{action}</div>
    </section>
  );
}
