import { adminRoles } from '@site/schemas';
import { Select } from '@site/ui';
import { useField, useFormikContext } from 'formik';
import { useAccessT } from '../access/accessMessages';
import { useAccountT } from './accountMessages';

/** The role a new admin or an invitee gets, chosen in a Formik form's `role` field (required: no default role). */
export function RoleField() {
  const t = useAccountT();
  const accessT = useAccessT();
  const [field, meta, helpers] = useField<string>('role');
  const { submitCount } = useFormikContext();
  return (
    <Select
      label={t('account.role')}
      description={t('account.roleHelp')}
      items={adminRoles.map((id) => ({ id, label: t(`role.${id}`) }))}
      value={field.value || null}
      placeholder={t('account.chooseRole')}
      onChange={(role) => void helpers.setValue(role ?? '')}
      isRequired
      isInvalid={Boolean(meta.error && (meta.touched || submitCount > 0))}
      errorMessage={accessT('field.required')}
    />
  );
}
