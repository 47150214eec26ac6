import type { Metadata } from 'next';
import { GetStudioStoreDocument, type StoreItemFieldsFragment } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { saveShippingOptionAction, saveStoreItemAction } from '@/features/store/server/studio-store-actions';
import { StudioNav } from '@/features/studio/StudioNav';
import { requireRole } from '@/features/studio/server/studio-access';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Admins' page: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Store · Studio', robots: { index: false, follow: false } };

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** One item's form (a new one without `item`): plain forms, working without JavaScript. */
function ItemForm({ item }: { item?: StoreItemFieldsFragment }) {
  return (
    <form action={saveStoreItemAction} aria-label={item ? `Edit ${item.name}` : 'New item'} data-testid="store-item-form">
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <label>
        Name <input name="name" defaultValue={item?.name} required maxLength={200} />
      </label>{' '}
      <label>
        Address (slug) <input name="slug" defaultValue={item?.slug} required maxLength={100} />
      </label>{' '}
      <label>
        Price <input name="price" defaultValue={item ? decimal(item.priceCents) : ''} required inputMode="decimal" size={8} />
      </label>{' '}
      <label>
        Stock (empty: unlimited) <input name="stock" type="number" min={0} defaultValue={item?.stock ?? ''} size={6} />
      </label>{' '}
      <label>
        Picture (https or /media/…) <input name="imageUrl" defaultValue={item?.imageUrl ?? ''} maxLength={2000} />
      </label>{' '}
      <label>
        Order <input name="sortOrder" type="number" min={0} defaultValue={item?.sortOrder ?? 0} size={4} />
      </label>{' '}
      <label>
        <input type="checkbox" name="active" value="yes" defaultChecked={item?.active ?? true} /> On sale
      </label>
      <br />
      <label>
        Description <textarea name="description" defaultValue={item?.description} rows={2} cols={60} maxLength={2000} />
      </label>{' '}
      <button type="submit">{item ? 'Save' : 'Add item'}</button>
    </form>
  );
}

/** /studio/store (admins only): the store's items (price, stock, picture, on sale) and its shipping options. */
export default async function StudioStorePage({ params, searchParams }: PageProps<'/[view]/studio/store'>) {
  await requireRole('admin', '/studio/store');
  const query = await pageQuery(params, searchParams);
  const { studioStoreItems, studioShippingOptions } = await loadForViewer(GetStudioStoreDocument, {});
  const problem = firstParam(query.problem);
  return (
    <>
      <StudioNav current="orders" />
      <h1>Store</h1>
      <p>
        <Link href="/studio/orders">Orders</Link> · <Link href="/order">The store as visitors see it</Link>
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      {firstParam(query.saved) ? <p role="status">Saved.</p> : null}
      <h2>Items</h2>
      {studioStoreItems.map((item) => (
        <ItemForm key={item.id} item={item} />
      ))}
      <h2>New item</h2>
      <ItemForm />
      <h2>Shipping options</h2>
      {[...studioShippingOptions, null].map((option) => (
        <form key={option?.id ?? 'new'} action={saveShippingOptionAction} aria-label={option ? `Edit ${option.name}` : 'New shipping option'}>
          {option ? <input type="hidden" name="id" value={option.id} /> : null}
          <label>
            Name <input name="name" defaultValue={option?.name} required maxLength={100} />
          </label>{' '}
          <label>
            Price <input name="price" defaultValue={option ? decimal(option.priceCents) : ''} required inputMode="decimal" size={8} />
          </label>{' '}
          <label>
            <input type="checkbox" name="active" value="yes" defaultChecked={option?.active ?? true} /> Offered
          </label>{' '}
          <button type="submit">{option ? 'Save' : 'Add option'}</button>
        </form>
      ))}
    </>
  );
}
