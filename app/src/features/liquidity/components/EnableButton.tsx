import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/index.ts';
import type { UseApprovalResult } from '../../../chain/approve.ts';

/** Enable {{asset}}, or Enabling {{asset}} while the approval is being sent or mined. */
export function EnableButton({ approval, symbol }: { approval: UseApprovalResult; symbol: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const pending = approval.status === 'PENDING' || sending;
  return (
    <Button
      variant="primary"
      disabled={pending}
      loading={pending}
      onClick={async () => {
        setSending(true);
        try {
          await approval.approve();
        } catch {
          // useApproval logged it and showed the failure toast.
        } finally {
          setSending(false);
        }
      }}
    >
      {pending ? t('Enabling {{asset}}', { asset: symbol }) : t('Enable {{asset}}', { asset: symbol })}
    </Button>
  );
}
