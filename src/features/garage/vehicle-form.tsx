import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { morePartsQuery, type MorePartsData } from '@/api/catalog';
import { QueryError } from '@/components/feedback/query-body';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toast/toast-store';
import { longerModels } from '@/lib/fit-verdict';
import { garage } from './garage-edit';
import { GARAGE_LIMIT, vehicleName, type Vehicle } from '@/stores/garage';
import { vehicleSchema, yearOptions, type VehicleFormValues } from './vehicle-schema';

/** The values of one filter group of more parts ('marca', 'modelo'), plus a stored value the catalogue no longer lists. */
function groupValues(data: MorePartsData | undefined, name: string, keep: string): string[] {
  const values = data?.filters.find((f) => f.name === name)?.data ?? [];
  return keep && !values.includes(keep) ? [keep, ...values] : values;
}

interface ChoiceProps {
  id: string;
  label: string;
  error?: string;
  /** The empty first option: what to do ('Selecione') or why there is nothing yet. */
  placeholder: string;
  options: readonly string[];
  /** The form's registration of the select (plus its value, where the options arrive later than it). */
  control: UseFormRegisterReturn & { value?: string };
}

/** One required select of the form, with its label and message. */
function ChoiceField({ id, label, error, placeholder, options, control }: ChoiceProps) {
  return (
    <Field id={id} label={label} error={error} className="mb-3">
      {(field) => (
        <Form.Select {...field} {...control} required>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Form.Select>
      )}
    </Field>
  );
}

interface Props {
  /** The vehicle being edited; null adds a new one. */
  editing: Vehicle | null;
  titleId: string;
  /** After a save or a cancel. */
  onDone: () => void;
}

/**
 * Make, model and year of a vehicle. Makes and models are the catalogue's own (the more-parts
 * filter groups); the models are those of the chosen make, as more parts lists them once that
 * make is ticked.
 */
export function VehicleForm({ editing, titleId, onDone }: Props) {
  const { t } = useTranslation('garage');
  const id = useId();
  const rules = useMemo(() => vehicleSchema(t), [t]);
  const { control, register, handleSubmit, setValue, setFocus, reset, formState } = useForm<VehicleFormValues>({
    resolver: zodResolver(rules),
    defaultValues: editing ? { make: editing.make, model: editing.model, year: String(editing.year) } : { make: '', model: '', year: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  const make = useWatch({ control, name: 'make' });
  const model = useWatch({ control, name: 'model' });
  const year = useWatch({ control, name: 'year' });
  // A refusal (already in the garage, garage full) is about the vehicle chosen when it was said:
  // another make, model or year takes it away, so no stale error stays once the choice is fixed.
  const chosenKey = `${make}\n${model}\n${year}`;
  const [refusal, setRefusal] = useState<{ message: string; chosen: string } | null>(null);
  if (refusal && refusal.chosen !== chosenKey) setRefusal(null);
  const refused = refusal?.message ?? null;

  const makesQuery = useQuery(morePartsQuery(1, {}));
  const modelsQuery = useQuery({ ...morePartsQuery(1, { marca: [make] }), enabled: make !== '' });
  const makes = groupValues(makesQuery.data, 'marca', editing?.make ?? '');
  const models = make ? groupValues(modelsQuery.data, 'modelo', editing && make === editing.make ? editing.model : '') : [];
  const years = useMemo(() => yearOptions(), []);

  // Editing starts at the first field.
  useEffect(() => {
    if (editing) setFocus('make');
  }, [editing, setFocus]);

  const submit = handleSubmit((values) => {
    const input = { make: values.make, model: values.model, year: Number(values.year), variants: longerModels(values.model, models) };
    const name = vehicleName(input);
    const result = editing ? garage.update(editing.id, input) : garage.add(input);
    if (result !== 'saved') {
      setRefusal({ message: result === 'full' ? t('full', { limit: GARAGE_LIMIT }) : t('form.duplicate', { vehicle: name }), chosen: chosenKey });
      return;
    }
    setRefusal(null);
    toast.success(t(editing ? 'form.saved' : 'form.added', { vehicle: name }));
    reset({ make: '', model: '', year: '' });
    onDone();
  });

  const makeField = register('make', {
    // Another make: the model chosen for the last one no longer applies.
    onChange: () => setValue('model', ''),
  });
  const modelPlaceholder = !make ? t('form.chooseMakeFirst') : modelsQuery.isPending ? t('form.loading') : t('form.choose');

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="bg-white border rounded p-3" aria-labelledby={titleId}>
      {makesQuery.isError || modelsQuery.isError ? (
        <QueryError query={[makesQuery, modelsQuery]} variant="alert" className="py-2" message={t('form.loadFailed')} />
      ) : null}
      <ChoiceField
        id={`${id}-make`}
        label={t('form.make')}
        error={errors.make?.message}
        placeholder={makesQuery.isPending ? t('form.loading') : t('form.choose')}
        options={makes}
        control={makeField}
      />
      <ChoiceField
        id={`${id}-model`}
        label={t('form.model')}
        error={errors.model?.message}
        placeholder={modelPlaceholder}
        options={models}
        control={{ ...register('model'), value: model }}
      />
      <ChoiceField
        id={`${id}-year`}
        label={t('form.year')}
        error={errors.year?.message}
        placeholder={t('form.choose')}
        options={years.map(String)}
        control={register('year')}
      />
      {refused ? (
        <Alert variant="danger" className="py-2" role="alert">
          {refused}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton>{editing ? t('form.save') : t('form.add')}</SubmitButton>
        {editing ? (
          <Button variant="outline-secondary" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
