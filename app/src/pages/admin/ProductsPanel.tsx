import type { ProductFormValues } from '@site/schemas';
import {
  AlertDialog,
  Badge,
  type BadgeTone,
  Button,
  Cell,
  Column,
  Dialog,
  Modal,
  Row,
  SearchField,
  Stack,
  Table,
  TableBody,
  TableHeader,
} from '@site/ui';
import { type Dispatch, useState } from 'react';
import { AdminCard } from './AdminCard';
import * as styles from './admin.css';
import { showAdminToast } from './adminToasts';
import { ProductForm } from './ProductForm';
import {
  type AdminProduct,
  emptyProductForm,
  filterProducts,
  formValuesOf,
  newProductId,
  type ProductAction,
  productFromForm,
  statusLabels,
} from './products';

const statusTone: Record<AdminProduct['status'], BadgeTone> = {
  active: 'success',
  draft: 'warning',
  archived: 'neutral',
};

type Editing = { mode: 'add' } | { mode: 'edit'; product: AdminProduct } | null;

export function ProductsPanel({
  products,
  dispatch,
}: {
  products: readonly AdminProduct[];
  dispatch: Dispatch<ProductAction>;
}) {
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const visible = filterProducts(products, query);

  const save = (values: ProductFormValues) => {
    if (editing?.mode === 'edit') {
      dispatch({ type: 'edit', product: productFromForm(editing.product.id, values) });
      showAdminToast({ title: 'Product updated', description: `${values.name} was updated.` });
    } else {
      dispatch({ type: 'add', product: productFromForm(newProductId(products, Date.now()), values) });
      showAdminToast({ title: 'Product added', description: `${values.name} was added.` });
    }
    setEditing(null);
  };

  return (
    <AdminCard
      title="Products"
      description="Manage your products and their settings"
      action={<Button onPress={() => setEditing({ mode: 'add' })}>Add Product</Button>}
    >
      <SearchField
        aria-label="Search products..."
        placeholder="Search products..."
        value={query}
        onChange={setQuery}
      />
      <div className={styles.tableWrap}>
        <Table aria-label="Products">
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Type</Column>
            <Column>Color</Column>
            <Column>Status</Column>
            <Column>Actions</Column>
          </TableHeader>
          <TableBody items={visible} emptyText="No products found">
            {(product) => (
              <Row id={product.id}>
                <Cell>{product.name}</Cell>
                <Cell>{product.type}</Cell>
                <Cell>
                  <Stack direction="row" gap="2" align="center">
                    <span
                      className={styles.swatch}
                      style={{ backgroundColor: product.baseColor }}
                      data-testid="product-swatch"
                      aria-hidden="true"
                    />
                    <span className={styles.mono}>{product.baseColor}</span>
                  </Stack>
                </Cell>
                <Cell>
                  <Badge tone={statusTone[product.status]}>{statusLabels[product.status]}</Badge>
                </Cell>
                <Cell>
                  <Stack direction="row" gap="2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${product.name}`}
                      onPress={() => setEditing({ mode: 'edit', product })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${product.name}`}
                      onPress={() => setDeleting(product)}
                    >
                      Delete
                    </Button>
                  </Stack>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        size="lg"
        isDismissable={false}
      >
        <Dialog title={editing?.mode === 'edit' ? 'Edit Product' : 'Add New Product'}>
          {editing ? (
            <ProductForm
              initialValues={editing.mode === 'edit' ? formValuesOf(editing.product) : emptyProductForm}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Dialog>
      </Modal>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete product?'}
        confirmLabel="Delete"
        variant="destructive"
        onConfirm={() => {
          if (!deleting) return;
          dispatch({ type: 'delete', id: deleting.id });
          showAdminToast({ title: 'Product deleted', description: `${deleting.name} was deleted.` });
        }}
      >
        Are you sure you want to delete this product?
      </AlertDialog>
    </AdminCard>
  );
}
