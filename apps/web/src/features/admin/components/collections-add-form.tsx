import { AddCollectionBodySchema } from '@guardians/shared/catalogue';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddCollection } from '../api/collections-add.ts';
import { FormPanel } from './form-panel.tsx';

type Errors = { tokenAddress?: string; slug?: string };

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Lists a deployed ERC-721 by its address; the list below then shows its indexing. */
export function CollectionsAddForm() {
  const [tokenAddress, setTokenAddress] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddCollection();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const body = AddCollectionBodySchema.safeParse({
      tokenAddress: tokenAddress.trim(),
      ...(slug.trim() ? { slug: slug.trim() } : {}),
    });
    if (!body.success) {
      const found: Errors = {};
      for (const issue of body.error.issues) {
        const field = issue.path[0];
        if (field === 'tokenAddress') found.tokenAddress ??= 'Paste a contract address: 0x and 40 hex digits';
        if (field === 'slug') found.slug ??= sentence(issue.message);
      }
      setErrors(found);
      return;
    }
    add.mutate(body.data, {
      onSuccess: (collection) => {
        toast.success(`Added ${collection.name}: indexing has started`);
        setTokenAddress('');
        setSlug('');
      },
      onError: (failure) => {
        const message =
          failure instanceof ApiError ? failure.message : 'The collection could not be added. Try again.';
        const field = failure instanceof ApiError ? failure.field : undefined;
        if (field === 'tokenAddress' || field === 'slug') setErrors({ [field]: message });
        else setRefusal(message);
      },
    });
  }

  return (
    <FormPanel
      title="Add a collection"
      description={`Paste the address of an ERC-721 contract deployed on ${getEnv().chainName}. The indexer then reads its tokens and owners in the background.`}
    >
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-start"
      >
        <TextField
          label="Contract address"
          value={tokenAddress}
          placeholder="0x…"
          autoComplete="off"
          onChange={(value) => {
            setTokenAddress(value);
            setErrors((current) => ({ ...current, tokenAddress: undefined }));
          }}
          error={errors.tokenAddress ?? null}
        />
        <TextField
          label="Slug (optional)"
          value={slug}
          maxLength={60}
          autoComplete="off"
          hint="Its address on the site; from the name if blank."
          onChange={(value) => {
            setSlug(value);
            setErrors((current) => ({ ...current, slug: undefined }));
          }}
          error={errors.slug ?? null}
        />
        <Button type="submit" className="md:mt-7" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add collection'}
        </Button>
        {refusal && (
          <p
            role="alert"
            className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg md:col-span-3"
          >
            {refusal}
          </p>
        )}
      </form>
    </FormPanel>
  );
}
