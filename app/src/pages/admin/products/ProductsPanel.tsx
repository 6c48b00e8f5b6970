import { type ProductFormValues, productPagePaths } from '@site/schemas';
import { productPageEditorHref } from '../content/contentList';
import {
  AlertDialog,
  Badge,
  type BadgeTone,
  Button,
  Callout,
  Cell,
  Column,
  Dialog,
  Link,
  Modal,
  Row,
  SearchField,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  visuallyHidden,
} from '@site/ui';
import { useEffect, useState } from 'react';
import { errorMessage } from '../access/errorMessage';
import { AdminCard } from '../AdminCard';
import * as styles from '../admin.css';
import { adminRefusal, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useProductsT } from './productMessages';
import { useAdminSession } from '../adminSession';
import { adminToastQueue, showAdminToast } from '../adminToasts';
import { ConflictDialog } from './ConflictDialog';
import { dropProductDraft, keepProductDraft, takeProductDraft } from './productDraft';
import { ProductForm } from './ProductForm';
import { useProductMutations, useProducts } from './productQueries';
import type { Product } from '@site/schemas';
import { emptyProductForm, filterProducts, formValuesOf, isPendingProduct } from './products';
import { LoadFailed } from '../LoadFailed';
import { formatNumber } from '../../../lib/format';

const statusTone: Record<Product['status'], BadgeTone> = {
  active: 'success',
  draft: 'warning',
  archived: 'neutral',
};

/** How long a deleted product can be brought back from its toast. */
const undoMs = 10_000;

/** The open dialog; `kept` holds what was typed before a sign-in, when the session had ended under a save. */
type Editing = ({ mode: 'add' } | { mode: 'edit'; product: Product }) & { kept?: ProductFormValues };

/** A refused save, waiting for the admin's choice between their version and mine. */
interface Conflict {
  action: 'update' | 'delete';
  mine: Product;
  values?: ProductFormValues;
  current: Product | undefined;
}

function ProductSummary({
  product,
}: {
  product: Pick<Product, 'name' | 'type' | 'status' | 'baseColor'> & { pageSlug?: string | null };
}) {
  const t = useProductsT();
  return (
    <Text size="sm">
      {product.name} · {product.type} · {t(`status.${product.status}`)} ·{' '}
      <span className={styles.mono}>{product.baseColor}</span>
      {product.pageSlug ? (
        <>
          {' '}
          · <span className={styles.mono}>{productPagePaths(product.pageSlug).de}</span>
        </>
      ) : null}
    </Text>
  );
}

/** Where the product's page is, leading to its editor in the content studio, or that it has none. */
function PageAddress({ productId, pageSlug }: { productId: string; pageSlug: string | null }) {
  const t = useProductsT();
  if (pageSlug)
    return (
      <Link href={productPageEditorHref(productId)} className={styles.address}>
        {productPagePaths(pageSlug).de}
        <span className={visuallyHidden}> – {t('products.editPage')}</span>
      </Link>
    );
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>{t('products.noPage')}</span>
    </>
  );
}

/** The Products tab: the server's product list with search, add, edit (with conflict handling) and undoable delete. */
export function ProductsPanel() {
  const t = useProductsT();
  const { lang } = useAdminLang();
  const products = useProducts();
  const { add, update, remove, restore, takeTheirs } = useProductMutations();
  // The dialog stays open while its save is under way, so a refusal is said beside what was typed.
  const saving = add.isPending || update.isPending;
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const visible = filterProducts(products.data?.products ?? [], query);
  const account = useAdminSession().data?.account.id;

  // Back from the sign-in after a save found the session ended: the dialog opens again with what was typed.
  useEffect(() => {
    if (!account) return;
    const draft = takeProductDraft(account);
    if (!draft) return;
    setEditing(
      draft.product
        ? { mode: 'edit', product: draft.product, kept: draft.values }
        : { mode: 'add', kept: draft.values },
    );
  }, [account]);

  const failed = (error: unknown) =>
    showAdminToast({
      title: t('error.title'),
      description: errorMessage(error, t, lang),
      variant: 'destructive',
    });

  const save = async (values: ProductFormValues) => {
    // Kept until the server has answered: an ended session sends the admin to the sign-in page mid-save.
    if (account)
      keepProductDraft({ account, product: editing?.mode === 'edit' ? editing.product : null, values });
    try {
      if (editing?.mode === 'edit') {
        await update.mutateAsync({ product: editing.product, values, version: editing.product.version });
        showAdminToast({
          title: t('products.updated'),
          description: t('products.updatedText', { name: values.name }),
        });
      } else {
        await add.mutateAsync(values);
        showAdminToast({
          title: t('products.added'),
          description: t('products.addedText', { name: values.name }),
        });
      }
      dropProductDraft();
      setEditing(null);
    } catch (error) {
      if (!isAdminApiError(error, 'unauthenticated')) dropProductDraft();
      if (
        editing?.mode === 'edit' &&
        (isAdminApiError(error, 'version_conflict') || isAdminApiError(error, 'not_found'))
      ) {
        setConflict({
          action: 'update',
          mine: editing.product,
          values,
          current: adminRefusal(error, 'PUT /api/admin/products/:id', 'version_conflict')?.current,
        });
        setEditing(null);
      } else throw error; // the form says it, in the dialog
    }
  };

  const deleteProduct = async (product: Product, version = product.version) => {
    try {
      await remove.mutateAsync({ product, version });
      adminToastQueue.add(
        {
          title: t('products.deleted', { name: product.name }),
          description: t('products.deletedText'),
          action: {
            label: t('products.undo'),
            onAction: () =>
              restore.mutate(product, {
                onSuccess: () =>
                  showAdminToast({
                    title: t('products.undo'),
                    description: t('products.restored', { name: product.name }),
                  }),
                onError: failed,
              }),
          },
        },
        { timeout: undoMs },
      );
    } catch (error) {
      if (isAdminApiError(error, 'version_conflict') || isAdminApiError(error, 'not_found'))
        setConflict({
          action: 'delete',
          mine: product,
          current: adminRefusal(error, 'DELETE /api/admin/products/:id', 'version_conflict')?.current,
        });
      else
        showAdminToast({
          title: t('products.deleteFailed', { name: product.name }),
          description: errorMessage(error, t, lang),
          variant: 'destructive',
        });
    }
  };

  const resolve = async (choice: 'reload' | 'overwrite') => {
    if (!conflict) return;
    setConflict(null);
    // The list shows the server's record: for good on Reload; while mine is sent over it, and again if that fails.
    takeTheirs(conflict.current, conflict.mine.id);
    if (choice === 'reload' || !conflict.current) return;
    if (conflict.action === 'delete') await deleteProduct(conflict.current, conflict.current.version);
    else {
      try {
        await update.mutateAsync({
          product: conflict.current,
          values: conflict.values!,
          version: conflict.current.version,
        });
        showAdminToast({
          title: t('products.updated'),
          description: t('products.updatedText', { name: conflict.values!.name }),
        });
      } catch (error) {
        // The choice is offered again, with what was typed; a newer save by someone else becomes "theirs".
        const newer =
          isAdminApiError(error, 'version_conflict') || isAdminApiError(error, 'not_found')
            ? adminRefusal(error, 'PUT /api/admin/products/:id', 'version_conflict')?.current
            : conflict.current;
        setConflict({ ...conflict, current: newer });
        if (newer === conflict.current) failed(error);
      }
    }
  };

  return (
    <AdminCard
      title={t('products.title')}
      description={t('products.lead')}
      action={<Button onPress={() => setEditing({ mode: 'add' })}>{t('products.add')}</Button>}
    >
      <SearchField
        aria-label={t('products.search')}
        placeholder={t('products.search')}
        clearLabel={t('shell.clearSearch')}
        value={query}
        onChange={setQuery}
      />
      <p role="status" className={visuallyHidden}>
        {query && visible.length > 0
          ? t('products.shown', { count: formatNumber(visible.length, lang) })
          : ''}
      </p>
      {products.isPending ? (
        <Spinner label={t('shell.loading')} />
      ) : products.isError ? (
        <LoadFailed onRetry={() => products.refetch()} />
      ) : (
        <div className={styles.tableWrap}>
          <Table aria-label={t('products.table')}>
            <TableHeader>
              <Column isRowHeader>{t('products.name')}</Column>
              <Column>{t('products.type')}</Column>
              <Column>{t('products.color')}</Column>
              <Column>{t('products.status')}</Column>
              <Column>{t('products.page')}</Column>
              <Column>{t('products.actions')}</Column>
            </TableHeader>
            <TableBody
              items={visible}
              // The rows are cached per item; a change of language must render them again.
              dependencies={[lang]}
              emptyText={products.data.products.length === 0 ? t('products.none') : t('products.empty')}
            >
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
                    <Badge tone={statusTone[product.status]}>{t(`status.${product.status}`)}</Badge>
                  </Cell>
                  <Cell>
                    <PageAddress productId={product.id} pageSlug={product.pageSlug} />
                  </Cell>
                  <Cell>
                    <Stack direction="row" gap="2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('products.editName', { name: product.name })}
                        isDisabled={isPendingProduct(product)}
                        onPress={() => setEditing({ mode: 'edit', product })}
                      >
                        {t('products.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('products.deleteName', { name: product.name })}
                        isDisabled={isPendingProduct(product)}
                        onPress={() => setDeleting(product)}
                      >
                        {t('products.delete')}
                      </Button>
                    </Stack>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && !saving && setEditing(null)}
        size="lg"
        isDismissable={false}
        isKeyboardDismissDisabled={saving}
      >
        <Dialog
          title={editing?.mode === 'edit' ? t('products.editTitle') : t('products.addTitle')}
          closeLabel={t('shell.close')}
        >
          {editing ? (
            <ProductForm
              initialValues={
                editing.kept ?? (editing.mode === 'edit' ? formValuesOf(editing.product) : emptyProductForm)
              }
              notice={
                editing.kept ? (
                  <Callout title={t('products.keptTitle')} headingLevel={3}>
                    {t('products.keptText')}
                  </Callout>
                ) : null
              }
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Dialog>
      </Modal>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('products.deleteTitle', { name: deleting.name }) : ''}
        confirmLabel={t('products.delete')}
        cancelLabel={t('products.cancel')}
        variant="destructive"
        onConfirm={() => deleting && void deleteProduct(deleting)}
      >
        {t('products.deleteQuestion')}
      </AlertDialog>
      <ConflictDialog
        name={conflict?.mine.name ?? ''}
        isOpen={conflict !== null}
        canOverwrite={Boolean(conflict?.current)}
        theirs={conflict?.current ? <ProductSummary product={conflict.current} /> : null}
        yours={conflict ? <ProductSummary product={conflict.values ?? conflict.mine} /> : null}
        onReload={() => void resolve('reload')}
        onOverwrite={() => void resolve('overwrite')}
      />
    </AdminCard>
  );
}
