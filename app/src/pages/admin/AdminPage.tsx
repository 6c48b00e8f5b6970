import {
  AlertDialog,
  Button,
  Heading,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  ToastRegion,
} from '@site/ui';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer, useState } from 'react';
import * as styles from './admin.css';
import { adminToastQueue, showAdminToast } from './adminToasts';
import { ColorManager } from './ColorManager';
import { Dashboard } from './Dashboard';
import {
  loadProductColors,
  type ProductColorEntry,
  productColorsKey,
  saveProductColors,
  seedProductColors,
} from './productColors';
import { ProductsPanel } from './ProductsPanel';
import { initialProducts, productsReducer } from './products';
import { adminSnapshotKey, parseSnapshot, serializeSnapshot } from './snapshot';
import { readStorage, writeStorage } from './storage';
import { type AdminTab, adminTabs } from './tabs';

const tabLabels: Record<AdminTab, string> = {
  dashboard: 'Dashboard',
  colors: 'Colors',
  products: 'Products',
};

export function AdminPage({ tab }: { tab: AdminTab }) {
  const navigate = useNavigate();
  const [products, dispatch] = useReducer(productsReducer, initialProducts);
  // The server cannot see storage, so the first render uses the seeds everywhere and storage is read after hydration.
  const [productColors, setProductColors] = useState<readonly ProductColorEntry[]>(seedProductColors);
  const [saved, setSaved] = useState(() => ({
    products: initialProducts as typeof products,
    snapshot: serializeSnapshot(initialProducts, seedProductColors()),
  }));

  useEffect(() => {
    const loaded = loadProductColors(readStorage(productColorsKey));
    if (loaded.seeded) saveProductColors(loaded.entries);
    setProductColors(loaded.entries);
    const snapshot = parseSnapshot(readStorage(adminSnapshotKey));
    const loadedProducts = snapshot?.products ?? initialProducts;
    if (snapshot) dispatch({ type: 'replaceAll', products: loadedProducts });
    setSaved({
      products: loadedProducts,
      snapshot: serializeSnapshot(loadedProducts, snapshot?.productColors ?? loaded.entries),
    });
  }, []);

  const current = serializeSnapshot(products, productColors);
  const hasUnsavedChanges = current !== saved.snapshot;
  const hasUnsavedProducts = products !== saved.products;

  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => hasUnsavedProducts && !next.pathname.startsWith('/admin'),
    enableBeforeUnload: () => hasUnsavedProducts,
    withResolver: true,
  });

  const saveChanges = () => {
    if (!writeStorage(adminSnapshotKey, current)) {
      showAdminToast({
        title: 'Error',
        description: 'Your changes could not be saved in this browser.',
        variant: 'destructive',
      });
      return;
    }
    setSaved({ products, snapshot: current });
    showAdminToast({
      title: 'Changes saved',
      description: 'Products and color schemes are stored in this browser.',
    });
  };

  const openTab = (next: AdminTab) => navigate({ to: `/admin/${next}` });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Text weight="semibold">SMO Admin</Text>
        <Stack direction="row" gap="2">
          <Button
            variant="outline"
            onPress={() => navigate({ to: '/{-$locale}', params: { locale: undefined } })}
          >
            View Site
          </Button>
          <Button onPress={saveChanges} isDisabled={!hasUnsavedChanges}>
            Save Changes
          </Button>
        </Stack>
      </header>
      <main lang="en" className={styles.content}>
        <Stack gap="1">
          <Heading level={1} size="xl">
            Admin Panel
          </Heading>
          <Text tone="muted">Manage your products, colors and content</Text>
        </Stack>
        <Tabs selectedKey={tab} onSelectionChange={(key) => openTab(key as AdminTab)}>
          <TabList aria-label="Admin sections">
            {adminTabs.map((id) => (
              <Tab key={id} id={id}>
                {tabLabels[id]}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="dashboard">
            <Dashboard
              productCount={products.length}
              colorSchemeCount={productColors.length}
              onOpenTab={openTab}
            />
          </TabPanel>
          <TabPanel id="colors">
            <ColorManager entries={productColors} onEntriesChange={setProductColors} />
          </TabPanel>
          <TabPanel id="products">
            <ProductsPanel products={products} dispatch={dispatch} />
          </TabPanel>
        </Tabs>
      </main>
      <AlertDialog
        isOpen={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          // Cancel and Escape close without a decision; after Leave the navigation has already been let through.
          if (!open) blocker.reset?.();
        }}
        title="Leave without saving?"
        confirmLabel="Leave"
        variant="destructive"
        onConfirm={() => blocker.proceed?.()}
      >
        You have unsaved product changes. If you leave the admin area now, they will be lost.
      </AlertDialog>
      <ToastRegion queue={adminToastQueue} label="Notifications" closeLabel="Dismiss notification" />
    </div>
  );
}
