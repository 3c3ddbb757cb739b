import { useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { errorText } from '../../../lib/api';
import { FormSection } from '../../../ui/form-section';
import { useImportProductWeights, useProductWeights } from '../api/product-weights';

type Outcome = { ok: true; imported: number } | { ok: false; message: string } | null;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** File.text() is missing in some older browsers; FileReader is everywhere. */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Admin section 'Pesos dos produtos': the spreadsheet ('ID', 'Peso (kg)') the list summaries take item weights from. */
export function ProductWeightsForm() {
  const weights = useProductWeights();
  const importWeights = useImportProductWeights();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [reading, setReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) {
      setOutcome({ ok: false, message: 'Escolha o arquivo CSV' });
      return;
    }
    let csv: string;
    setReading(true);
    try {
      csv = await readText(file);
    } catch {
      setOutcome({ ok: false, message: 'Não foi possível ler o arquivo' });
      return;
    } finally {
      setReading(false);
    }
    importWeights.mutate(csv, {
      onSuccess: ({ imported }) => {
        setFile(null);
        setOutcome({ ok: true, imported });
      },
      onError: (err) => setOutcome({ ok: false, message: errorText(err, 'Erro ao importar a planilha') }),
    });
  };

  return (
    <FormSection
      title="Pesos dos produtos"
      hint="Planilha CSV com as colunas “ID” e “Peso (kg)” (separadas por vírgula ou ponto e vírgula). O peso de cada item das listas vem daqui pelo ID do produto; a importação substitui todos os pesos atuais."
      onSubmit={submit}
    >
      <Text size="sm" aria-live="polite">
        {weights.isPending && 'Carregando pesos…'}
        {weights.isError && 'Não foi possível ler os pesos atuais'}
        {weights.isSuccess &&
          (weights.data.length === 0
            ? 'Nenhum peso carregado'
            : `${plural(weights.data.length, 'produto carregado', 'produtos carregados')}`)}
      </Text>
      <FileInput
        label="Arquivo CSV"
        placeholder="Escolher arquivo…"
        accept=".csv,text/csv"
        clearable
        leftSection={<IconFileSpreadsheet size={16} />}
        value={file}
        onChange={(next) => {
          setFile(next);
          setOutcome(null);
        }}
      />
      {outcome?.ok && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {plural(outcome.imported, 'produto importado', 'produtos importados')}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Erro ao importar a planilha" role="alert">
          {outcome.message}
        </Alert>
      )}
      <Button type="submit" loading={reading || importWeights.isPending} style={{ alignSelf: 'flex-start' }}>
        Importar pesos
      </Button>
    </FormSection>
  );
}
