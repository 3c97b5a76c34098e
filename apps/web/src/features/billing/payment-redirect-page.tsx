import { Alert } from '@mantine/core';
import { Navigate } from 'react-router';
import { FieldsSkeleton } from '../../components/skeletons';
import { useAdviserDetail, useAdviserRef } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';

/** broker-payment (docs/spec/settings-billing-admin.md §2 Stripe redirect screen): loads the broker, then broker-stripe. */
export function PaymentRedirectPage() {
  const ref = useAdviserRef();
  const detail = useAdviserDetail(ref);
  if (detail.isPending) return <FieldsSkeleton label="Loading the payment settings" fields={1} />;
  if (detail.isError) return <Alert color="red">{errorMessage(detail.error)}</Alert>;
  return <Navigate to={`/broker/${detail.data.id}/stripe`} replace />;
}

export { PaymentRedirectPage as Component };
