import { generateDarkPalette, generatePalette, isHexColor, type Palette } from '@site/color';
import {
  isProductErrorCode,
  type ProductErrorCode,
  type ProductField,
  type ProductFormValues,
  pageSlugPattern,
  productErrorMessage,
  productFields,
  productSchema,
  productStatuses,
} from '@site/schemas';
import { Button, ColorPresets, Grid, Heading, Select, Stack, TextArea, TextField } from '@site/ui';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { useLeaveField } from '../../../forms/leaveField';
import { AdminPaletteSwatches } from '../AdminPaletteSwatches';
import { errorMessage } from '../access/errorMessage';
import { FormAlert } from '../access/FormAlert';
import { isAdminApiError } from '../adminApi';
import { type FormikErrors, Form, Formik, useField, useFormikContext } from 'formik';
import { type ReactNode, useRef } from 'react';
import * as styles from '../admin.css';
import { useAdminLang } from '../adminLanguage';
import { useProductsT } from './productMessages';

function useFormField(name: ProductField) {
  const { lang } = useAdminLang();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext<ProductFormValues>();
  const onBlur = useLeaveField(name);
  // Errors appear once a field was left or the form was submitted, not while typing the first letter.
  // The schema reports codes (the API answers with the same ones); the form shows the spec's message for each.
  const code = meta.touched || submitCount > 0 ? meta.error : undefined;
  const errorMessage = code ? productErrorMessage(lang, name, code as ProductErrorCode) : undefined;
  return {
    name,
    value: field.value ?? '',
    onChange: (value: string) => helpers.setValue(value),
    onBlur,
    // Formik owns validation: RAC only shows its verdict and never blocks the submit.
    isInvalid: Boolean(errorMessage),
    validationBehavior: 'aria' as const,
    errorMessage,
  };
}

/**
 * The library's ColorPicker is not used here: its hex field only passes on complete `#RRGGBB` text, so the
 * form would never see an invalid code and could not show the schema's own message for it (spec §5). A plain
 * text field keeps that message; presets and the palette previews give the visual choice.
 */
function ColorField() {
  const t = useProductsT();
  const props = useFormField('baseColor');
  const valid = isHexColor(props.value);
  // The previews keep the last valid colour while a hex code is half typed (spec §5).
  const lastValid = useRef(valid ? props.value : '#03B5AA');
  if (valid) lastValid.current = props.value;
  const palette: Palette = generatePalette(lastValid.current);
  return (
    <Stack gap="3">
      <Stack direction="row" gap="3" align="center">
        <span
          className={styles.colorSwatch}
          style={{ backgroundColor: lastValid.current }}
          aria-hidden="true"
        />
        <TextField
          {...props}
          className={styles.growField}
          label={t('products.productColor')}
          description={t('products.productColorHelp')}
        />
      </Stack>
      <ColorPresets
        label={t('products.presets')}
        value={valid ? props.value.toUpperCase() : undefined}
        onChange={(hex) => props.onChange(hex)}
      />
      <Grid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2">
          <Heading level={3} size="sm">
            {t('products.palette')}
          </Heading>
          <AdminPaletteSwatches colors={palette} label={t('products.palette')} />
        </Stack>
        <Stack gap="2">
          <Heading level={3} size="sm">
            {t('products.darkPalette')}
          </Heading>
          <AdminPaletteSwatches colors={generateDarkPalette(palette)} label={t('products.darkPalette')} />
        </Stack>
      </Grid>
    </Stack>
  );
}

export function ProductForm({
  initialValues,
  notice,
  onSubmit,
  onCancel,
}: {
  initialValues: ProductFormValues;
  /** said above the fields, e.g. that the values were kept from before a sign-in */
  notice?: ReactNode;
  onSubmit: (values: ProductFormValues) => Promise<void> | void;
  onCancel: () => void;
}) {
  const t = useProductsT();
  const { lang } = useAdminLang();
  return (
    <Formik<ProductFormValues>
      initialValues={initialValues}
      validationSchema={productSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onSubmit(productSchema.cast(values) as ProductFormValues);
        } catch (error) {
          const refused = isAdminApiError(error, 'invalid_fields') ? fieldErrorsOf(error.fields) : undefined;
          // What only the server can tell (another product has this page address) is said at its field.
          if (refused) helpers.setErrors(refused);
          // Said in the dialog, beside the button to press again: a toast would sit over that button.
          else helpers.setStatus(errorMessage(error, t, lang));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label={t('products.form')}>
          <FocusFirstError />
          <Stack gap="4">
            {notice}
            <Fields />
            <ColorField />
            <FormAlert message={status as string | undefined} />
            <Stack direction="row" gap="2" justify="end">
              {/* not while saving: a failed save is said here, with what was typed */}
              <Button variant="outline" onPress={onCancel} isDisabled={isSubmitting}>
                {t('products.cancel')}
              </Button>
              <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')}>
                {t('products.save')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** The server's refusal as the form's errors, or undefined when it names no field of this form. */
function fieldErrorsOf(fields: Record<string, string>): FormikErrors<ProductFormValues> | undefined {
  const errors: FormikErrors<ProductFormValues> = {};
  for (const field of productFields) {
    const code = fields[field];
    if (isProductErrorCode(code)) errors[field] = code;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Where the page will be: the address as typed once it is one, else a stand-in. */
function PageSlugField() {
  const t = useProductsT();
  const props = useFormField('pageSlug');
  const typed = props.value.trim();
  const address = pageSlugPattern.test(typed) ? typed : t('products.pageSlugStandIn');
  return (
    <TextField
      {...props}
      label={t('products.pageSlug')}
      placeholder={t('products.pageSlugPlaceholder')}
      description={t('products.pageSlugHelp', { path: `/solutions/${address}` })}
    />
  );
}

function Fields() {
  const t = useProductsT();
  const statusOptions = productStatuses.map((id) => ({ id, label: t(`status.${id}`) }));
  const name = useFormField('name');
  const type = useFormField('type');
  const description = useFormField('description');
  const status = useFormField('status');
  return (
    <>
      <TextField {...name} label={t('products.name')} isRequired />
      <TextField
        {...type}
        label={t('products.type')}
        placeholder={t('products.typePlaceholder')}
        isRequired
      />
      <TextArea
        {...description}
        label={t('products.description')}
        placeholder={t('products.descriptionPlaceholder')}
      />
      <PageSlugField />
      <Select
        {...status}
        value={status.value || null}
        onChange={(id) => {
          if (id !== null) status.onChange(id);
        }}
        label={t('products.status')}
        items={statusOptions}
        placeholder={t('products.statusPlaceholder')}
      />
    </>
  );
}
