import {
  DesignTokenImportError,
  encodeSchemeShare,
  type ExportFormat,
  exportFormats,
  exportSchemes,
  fromDesignTokens,
} from '@site/color';
import { Button, Select, Stack, Text, TextField } from '@site/ui';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { FormAlert } from '../access/FormAlert';
import { AdminCard } from '../AdminCard';
import { showAdminToast } from '../adminToasts';
import type { ProductColorEntry } from './colorDrafts';
import * as studio from './colors.css';
import { ImportDialog } from './ImportDialog';
import { exportFileName, exportFiles, type ImportChange, importChanges, shareUrl } from './paletteStudio';
import { useStudioT } from './studioMessages';

const formatKeys = {
  css: 'tokens.css',
  dtcg: 'tokens.dtcg',
  'dtcg-hex': 'tokens.dtcgHex',
  tailwind: 'tokens.tailwind',
  'vanilla-extract': 'tokens.vanillaExtract',
} as const satisfies Record<ExportFormat, string>;

/** The largest file an import reads: a Design Tokens file of every scheme is a few kilobytes. */
const maxImportBytes = 512 * 1024;

/**
 * Export (download or copy) of the selected scheme or all of them in the five formats, import of a Design Tokens
 * file after a preview of what it changes, and a share link of the selected scheme. Exports and links take the
 * colours as edited here, drafts included, since that is what the admin is looking at.
 */
export function TokenTools({
  entries,
  selected,
  onImport,
}: {
  entries: readonly ProductColorEntry[];
  selected: ProductColorEntry;
  onImport: (changes: readonly { id: string; baseColor: string }[]) => void;
}) {
  const s = useStudioT();
  const [format, setFormat] = useState<ExportFormat>('dtcg');
  const [scope, setScope] = useState<'one' | 'all'>('all');
  const [importError, setImportError] = useState<string>();
  const [pending, setPending] = useState<{ file: string; changes: ImportChange[] }>();
  const schemes = (scope === 'all' ? entries : [selected]).map(({ id, name, baseColor }) => ({
    id,
    name,
    baseColor,
  }));
  const output = exportSchemes(schemes, format);
  const link =
    typeof window === 'undefined' ? '' : shareUrl(window.location.origin, encodeSchemeShare(selected));

  const download = () => {
    const url = URL.createObjectURL(new Blob([output], { type: exportFiles[format].type }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = exportFileName(format, scope === 'all' ? 'all' : selected.id);
    anchor.click();
    // The click starts the download synchronously; the address is only needed until then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const copy = async (text: string, done: { title: string; description: string }, failed: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showAdminToast(done);
    } catch {
      showAdminToast({ title: s('tokens.copyFailed'), description: failed, variant: 'destructive' });
    }
  };

  const readFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setImportError(undefined);
    try {
      if (file.size > maxImportBytes)
        throw new DesignTokenImportError(`The file is over ${maxImportBytes} bytes.`);
      const imported = fromDesignTokens(await file.text());
      setPending({ file: file.name, changes: importChanges(entries, imported) });
    } catch (error) {
      const reason = error instanceof DesignTokenImportError ? error.message : String(error);
      setImportError(s('tokens.importFailed', { reason }));
    }
  };

  return (
    <AdminCard title={s('tokens.title')} description={s('tokens.lead')} headingLevel={3}>
      <Select
        label={s('tokens.format')}
        items={exportFormats.map((id) => ({ id, label: s(formatKeys[id]) }))}
        value={format}
        onChange={(id) => id && setFormat(id as ExportFormat)}
      />
      <Select
        label={s('tokens.scope')}
        items={[
          { id: 'all', label: s('tokens.scopeAll') },
          { id: 'one', label: s('tokens.scopeOne', { name: selected.name }) },
        ]}
        value={scope}
        onChange={(id) => id && setScope(id as 'one' | 'all')}
      />
      <Stack direction="row" gap="2" wrap>
        <Button onPress={download}>{s('tokens.download')}</Button>
        <Button
          variant="outline"
          onPress={() =>
            copy(
              output,
              { title: s('tokens.copied'), description: s('tokens.copiedText') },
              s('tokens.copyFailed'),
            )
          }
        >
          {s('tokens.copy')}
        </Button>
      </Stack>
      <section
        className={studio.exportOutput}
        aria-label={s('tokens.output')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <pre className={studio.pre}>{output}</pre>
      </section>
      <Stack gap="2">
        <FormAlert message={importError} />
        <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={readFile}>
          <Button variant="outline">{s('tokens.import')}</Button>
        </FileTrigger>
        <Text size="sm" tone="muted">
          {s('tokens.importHelp')}
        </Text>
      </Stack>
      <Stack gap="2">
        <TextField
          label={s('share.title')}
          description={s('share.help', { name: selected.name, color: selected.baseColor })}
          value={link}
          isReadOnly
        />
        <Button
          variant="outline"
          onPress={() =>
            copy(
              link,
              {
                title: s('share.copied'),
                description: s('share.copiedText', { name: selected.name, color: selected.baseColor }),
              },
              s('share.copyFailed'),
            )
          }
        >
          {s('share.copy')}
        </Button>
      </Stack>
      <ImportDialog
        pending={pending}
        onClose={() => setPending(undefined)}
        onApply={(changes) => {
          onImport(changes.map(({ id, to }) => ({ id, baseColor: to })));
          showAdminToast({
            title: s('import.done'),
            description: s('import.doneText', { count: changes.length }),
          });
          setPending(undefined);
        }}
      />
    </AdminCard>
  );
}
