import type { ProductFormValues } from '@site/schemas';
import { Button, Dialog, Modal, Stack, Text, visuallyHidden } from '@site/ui';
import { type Dispatch, useState } from 'react';
import { AdminCard, AdminSearchField, ConfirmDialog } from './AdminFields';
import { useAdminToast } from './AdminToasts';
import * as styles from './admin.css';
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

const badgeClass = { active: styles.badgeActive, draft: styles.badgeDraft, archived: styles.badgeArchived };

type Editing = { mode: 'add' } | { mode: 'edit'; product: AdminProduct } | null;

export function ProductsPanel({
  products,
  dispatch,
}: {
  products: readonly AdminProduct[];
  dispatch: Dispatch<ProductAction>;
}) {
  const showToast = useAdminToast();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const visible = filterProducts(products, query);

  const save = (values: ProductFormValues) => {
    if (editing?.mode === 'edit') {
      dispatch({ type: 'edit', product: productFromForm(editing.product.id, values) });
      showToast({ title: 'Product updated', description: `${values.name} was updated.` });
    } else {
      dispatch({ type: 'add', product: productFromForm(newProductId(products, Date.now()), values) });
      showToast({ title: 'Product added', description: `${values.name} was added.` });
    }
    setEditing(null);
  };

  return (
    <AdminCard
      title="Products"
      description="Manage your products and their settings"
      action={<Button onPress={() => setEditing({ mode: 'add' })}>Add Product</Button>}
    >
      <AdminSearchField label="Search products..." value={query} onChange={setQuery} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>Products</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Color</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={5}>
                  <Text tone="muted">No products found</Text>
                </td>
              </tr>
            ) : (
              visible.map((product) => (
                <tr key={product.id}>
                  <th scope="row">{product.name}</th>
                  <td>{product.type}</td>
                  <td>
                    <Stack direction="row" gap="2" align="center">
                      <span
                        className={styles.swatch}
                        style={{ backgroundColor: product.baseColor }}
                        data-testid="product-swatch"
                        aria-hidden="true"
                      />
                      <span className={styles.mono}>{product.baseColor}</span>
                    </Stack>
                  </td>
                  <td>
                    <span className={`${styles.badge} ${badgeClass[product.status]}`}>
                      {statusLabels[product.status]}
                    </span>
                  </td>
                  <td>
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
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
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
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete product?'}
        message="Are you sure you want to delete this product?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) {
            dispatch({ type: 'delete', id: deleting.id });
            showToast({ title: 'Product deleted', description: `${deleting.name} was deleted.` });
          }
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </AdminCard>
  );
}
