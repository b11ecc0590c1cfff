import { Alert, Card, Grid, Spin, Steps, Tabs, Typography } from 'antd';
import { type ComponentType, Suspense, lazy, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  FIRST_PROFILE_TAB,
  PROFILE_TABS,
  type ProfileTab,
  type ProfileTabKey,
  isTabEnabled,
  profileTabAt,
  profileTabOfPath,
} from '../../validation/profile/tabs';
import { profileTabOpened, profileTabSubmitted, selectProfileTab } from './profileSlice';
import type { TabProps } from './tabs/tabProps';
import { forcedTabPath, tabPath } from './wizardSteps';
import { selectWorkflow } from './workflowSlice';

/*
 * The components column of PROFILE_TABS. Each tab's form is its own chunk: the calendar, for one,
 * loads only on the availability tab.
 */
const TAB_FORMS: Record<ProfileTabKey, ComponentType<TabProps<never>>> = {
  availability: lazy(() => import(/* webpackChunkName: "profile-availability" */ './tabs/AvailabilityTab')),
  profile: lazy(() => import(/* webpackChunkName: "profile-data" */ './tabs/ProfileDataTab')),
  personalLegal: lazy(() => import(/* webpackChunkName: "profile-personal" */ './tabs/PersonalJuridicalTab')),
  citizenship: lazy(() => import(/* webpackChunkName: "profile-citizenship" */ './tabs/CitizenshipTab')),
  physical: lazy(() => import(/* webpackChunkName: "profile-physical" */ './tabs/PhysicalTab')),
  family: lazy(() => import(/* webpackChunkName: "profile-family" */ './tabs/FamilyTab')),
  professional: lazy(() => import(/* webpackChunkName: "profile-professional" */ './tabs/ProfessionalTab')),
  fiscal: lazy(() => import(/* webpackChunkName: "profile-fiscal" */ './tabs/FiscalTab')),
  bank: lazy(() => import(/* webpackChunkName: "profile-bank" */ './tabs/BankTab')),
};

function TabContent({ tab }: { tab: ProfileTab }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProfileTab(tab));
  useEffect(() => {
    dispatch(profileTabOpened(tab));
  }, [dispatch, tab]);
  if (state.loadStatus === 'failed') return <ApiAlert failure={state.failure} />;
  if (state.loadStatus !== 'succeeded') return <Spin className="page-spinner" />;
  const Form = TAB_FORMS[PROFILE_TABS[tab].key] as ComponentType<TabProps>;
  return (
    <Suspense fallback={<Spin className="page-spinner" />}>
      <Form
        data={state.data}
        pending={state.saveStatus === 'pending'}
        failure={state.failure}
        onSubmit={(values) => dispatch(profileTabSubmitted({ tab, values }))}
      />
    </Suspense>
  );
}

/** /profile/:tab: the nine tabs, enabled as far as the user has come (00-DECISIONS). */
export default function ProfileWizardPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { tab: segment } = useParams();
  const workflow = useAppSelector(selectWorkflow) ?? 0;
  const tab = profileTabOfPath(segment);
  // Nine titles do not fit a phone's width: there the steps show as dots, the tabs name them.
  const wide = Boolean(Grid.useBreakpoint().md);

  if (tab === undefined || !isTabEnabled(workflow, tab)) {
    return <Navigate to={forcedTabPath(workflow) ?? tabPath(FIRST_PROFILE_TAB)} replace />;
  }

  const completed = workflow === 0 ? PROFILE_TABS.length : workflow - 1;
  return (
    <div className="content-page">
      <Typography.Title level={2}>
        <FormattedMessage id="profile.title" />
      </Typography.Title>
      {workflow !== 0 && (
        <Card size="small" className="wizard-progress">
          <Steps
            size="small"
            current={completed}
            items={PROFILE_TABS.map((t) => ({ title: wide ? intl.formatMessage({ id: t.titleKey }) : undefined }))}
            responsive={false}
            type="dot"
          />
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.progress' }, { done: completed, total: PROFILE_TABS.length })} />
        </Card>
      )}
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => navigate(tabPath(profileTabAt(Number(key)) ?? tab))}
        items={PROFILE_TABS.map((t, index) => ({
          key: String(index),
          label: intl.formatMessage({ id: t.titleKey }),
          disabled: !isTabEnabled(workflow, index as ProfileTab),
          children: index === tab ? <TabContent tab={tab} /> : null,
        }))}
      />
    </div>
  );
}
