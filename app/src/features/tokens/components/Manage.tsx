/** The manage view (spec 2.7): two tabs, Lists and Tokens. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token, TokenList } from '@fuelswap/sdk';
import { TabPanel, Tabs } from '../../../ui/index.ts';
import { ManageLists } from './ManageLists.tsx';
import { ManageTokens } from './ManageTokens.tsx';

export type ManageTab = 'lists' | 'tokens';

export interface ManageProps {
  onImportList: (url: string, list: TokenList) => void;
  onImportToken: (token: Token) => void;
  tab: ManageTab;
  onTabChange: (tab: ManageTab) => void;
}

export function Manage({ onImportList, onImportToken, tab, onTabChange }: ManageProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <div>
      <Tabs
        label={t('Manage')}
        idPrefix={idPrefix}
        fullWidth
        value={tab}
        onChange={onTabChange}
        items={[
          { value: 'lists', label: t('Lists') },
          { value: 'tokens', label: t('Tokens') },
        ]}
      />
      <TabPanel idPrefix={idPrefix} value={tab}>
        {tab === 'lists' ? <ManageLists onImportList={onImportList} /> : <ManageTokens onImportToken={onImportToken} />}
      </TabPanel>
    </div>
  );
}
